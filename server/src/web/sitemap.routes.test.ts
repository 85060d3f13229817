import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { ROBOTS_TXT, SITEMAP_XML } from '@core/http/contract/search-engines.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { publicUrl: 'https://minaret.example.org' } });
  await t.registerMasjid('Masjid Listed', { url: 'listed', active: true });
  await t.registerMasjid('Masjid Waiting', { url: 'waiting' });
});
afterAll(() => t.close());

it('serves robots.txt as text that keeps admin pages out and names the sitemap by its full address', async () => {
  const res = await t.call(ROBOTS_TXT, {});
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
  expect(res.text).not.toContain('<title>');
  expect(res.text).toMatch(/^User-agent: \*$/m);
  expect(res.text).toMatch(/^Disallow: \/auth\/$/m);
  expect(res.text).toMatch(/^Disallow: \/api\/$/m);
  expect(res.text).not.toMatch(/^Disallow: \/$/m);
  expect(res.text).toMatch(/^Sitemap: https:\/\/minaret\.example\.org\/sitemap\.xml$/m);
});

it("lists every public masjid's dashboard and calendar in the sitemap, and no masjid that is not public", async () => {
  const res = await t.call(SITEMAP_XML, {});
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const locations = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(['https://minaret.example.org/listed', 'https://minaret.example.org/calendar/listed']);
  expect(res.text).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
});
