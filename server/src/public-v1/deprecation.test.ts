import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env.js';
import { deprecations, V1_DEPRECATIONS } from './deprecation.js';

describe('v1 deprecation headers (docs/public-api.md, "Stability and deprecation")', () => {
  const app = new Hono<AppEnv>()
    .use(
      '/api/v1/*',
      deprecations(
        { 'GET /api/v1/old/:id': { since: '2027-01-01', sunset: '2027-07-01' } },
        'https://m.example/docs/api',
      ),
    )
    .get('/api/v1/old/:id', (c) => c.json({ version: 1 }))
    .get('/api/v1/current', (c) => c.json({ version: 1 }));

  it('marks every answer of a listed route with Deprecation, Sunset and a Link to the docs', async () => {
    const res = await app.request('/api/v1/old/7');
    expect(res.headers.get('deprecation')).toBe(`@${Date.UTC(2027, 0, 1) / 1000}`);
    expect(res.headers.get('sunset')).toBe('Thu, 01 Jul 2027 00:00:00 GMT');
    expect(res.headers.get('link')).toBe('<https://m.example/docs/api>; rel="deprecation"');
  });

  it('leaves every other route alone, and no v1 route is deprecated today', async () => {
    const res = await app.request('/api/v1/current');
    expect(res.headers.get('deprecation')).toBeNull();
    expect(res.headers.get('sunset')).toBeNull();
    expect(Object.keys(V1_DEPRECATIONS)).toEqual([]);
  });
});
