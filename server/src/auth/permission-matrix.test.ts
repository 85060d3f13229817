import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Every route's access rule per caller: every-route-matrix.test.ts.

it('keeps public reads public and limited to names and addresses of the dashboard', async () => {
  const active = await t.request('GET', '/api/auth/companies/url/active');
  expect(active.status).toBe(200);
  const all = await t.request('GET', '/api/auth/companies/url');
  expect(all.status).toBe(200);
  for (const entry of all.json) expect(Object.keys(entry).sort()).toEqual(['id', 'name', 'url']);
  const definitions = await t.request('GET', '/api/picklist/configuration');
  expect(definitions.json.map((d: { name: string }) => d.name)).toEqual(
    expect.arrayContaining(['clock_type', 'jumah_prayer']),
  );
});

it('answers 401 before validating the body of a protected write', async () => {
  const masjid = await t.registerMasjid('Masjid Order', { url: 'ordermasjid' });
  const writes: Array<[string, string]> = [
    ['PUT', `/api/auth/companies/${masjid.companyId}`],
    ['PUT', `/api/auth/companies/${masjid.companyId}/users/${masjid.userId}`],
    ['PUT', `/api/auth/credential/reset/user/${encodeURIComponent(masjid.email)}`],
    ['PUT', `/api/auth/credential/update/user/${encodeURIComponent(masjid.email)}`],
    ['PUT', `/api/auth/companies/${masjid.companyId}/configurations`],
    ['PUT', '/api/companies/central-control'],
    ['POST', '/api/prayer/config/create'],
    ['POST', '/api/prayer/config'],
    ['POST', `/api/prayer/config/${masjid.companyId}/dst`],
    ['PUT', `/api/prayer/config/${masjid.companyId}/settings`],
  ];
  for (const [method, path] of writes) {
    const res = await t.request(method, path, { body: { nonsense: true } });
    expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
  }
});
