import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import { MASJID_NAMES } from '@core/http/contract/masjids.js';
import { CONFIGURATION_DEFINITIONS } from '@core/http/contract/configurations.js';
import { CREATE_COUNCIL, COUNCILS } from '@core/http/contract/councils.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Every route's access rule per caller: every-route-matrix.test.ts.

it('keeps public reads public and limited to names and addresses of the dashboard', async () => {
  const active = await t.call(ACTIVE_MASJIDS, {});
  expect(active.status).toBe(200);
  const all = await t.call(MASJID_NAMES, {});
  expect(all.status).toBe(200);
  for (const entry of all.json) expect(Object.keys(entry).sort()).toEqual(['id', 'name', 'url']);
  const definitions = await t.call(CONFIGURATION_DEFINITIONS, {});
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
    const res = await t.raw('walks four writes with a nonsense body', method, path, { body: { nonsense: true } });
    expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
  }
});

it('lists councils to any signed-in account by name and id only, never their admins, members or answers', async () => {
  const masjid = await t.registerMasjid('Masjid Council Chooser', { url: 'councilchooser' });
  const created = await t.call(
    CREATE_COUNCIL,
    { body: { name: 'Council Listed', adminEmails: [masjid.email] } },
    { token: await t.superToken() },
  );
  expect(created.status, created.text).toBe(200);
  expect((await t.call(COUNCILS, {})).status).toBe(401);
  const listed = await t.call(COUNCILS, {}, { token: masjid.token });
  expect(listed.status).toBe(200);
  for (const entry of listed.json) expect(Object.keys(entry).sort()).toEqual(['administers', 'id', 'name']);
  expect(listed.json).toContainEqual({ id: created.json.target!.id, name: 'Council Listed', administers: true });
  const other = await t.registerMasjid('Masjid Council Outsider', { url: 'counciloutsider' });
  const seen = await t.call(COUNCILS, {}, { token: other.token });
  expect(seen.json).toContainEqual({ id: created.json.target!.id, name: 'Council Listed', administers: false });
});
