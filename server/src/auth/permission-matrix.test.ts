import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkMatrix, type Caller } from '../testing/permission-matrix.js';
import { createTestContext, PASSWORD, sampleCompany, type TestContext } from '../testing/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/**
 * Every protected call of the accounts area as anonymous, as an admin of another masjid, as the
 * masjid's own admin and as a super admin. 404 where the resource of another masjid is not even
 * acknowledged, 403 where the caller is known but not allowed.
 */
it('enforces roles and tenant isolation on every accounts route', async () => {
  const own = await t.registerMasjid('Masjid Own', { url: 'ownmasjid' });
  const other = await t.registerMasjid('Masjid Other', { url: 'othermasjid' });
  const tokens = { ownAdmin: own.token, otherAdmin: other.token, superAdmin: await t.superToken() };
  const memberBody = (caller: Caller) => ({ firstName: 'New', lastName: 'Member', email: `m-${caller}@own.org`, password: 'long-enough-1' });
  const member = await t.request('POST', `/api/auth/companies/${own.companyId}/users`, { token: own.token, body: { ...memberBody('ownAdmin'), email: 'm-setup@own.org' } });
  const memberId = member.json.target.id;
  const companyBody = sampleCompany('Masjid Own', 'ownmasjid');
  const user = { firstName: 'New', lastName: 'Member', email: 'm-setup@own.org' };
  const A = own.companyId;

  await checkMatrix(t, tokens, [
    { method: 'GET', path: '/api/auth/companies', expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 403, superAdmin: 200 } },
    { method: 'GET', path: `/api/auth/companies/${A}`, expect: { anonymous: 401, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 } },
    { method: 'PUT', path: `/api/auth/companies/${A}`, body: companyBody, expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 } },
    {
      method: 'GET',
      path: `/api/auth/companies/${A}/activate?active=true`,
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 403, superAdmin: 200 },
    },
    { method: 'GET', path: '/api/auth/companies/all/users', expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 403, superAdmin: 200 } },
    { method: 'GET', path: `/api/auth/companies/${A}/users`, expect: { anonymous: 401, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 } },
    {
      method: 'GET',
      path: `/api/auth/companies/${A}/users/${memberId}`,
      expect: { anonymous: 401, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 },
    },
    {
      method: 'POST',
      path: `/api/auth/companies/${A}/users`,
      body: memberBody,
      expect: { anonymous: 403, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
    },
    {
      method: 'PUT',
      path: `/api/auth/companies/${A}/users/${memberId}`,
      body: user,
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
    },
    {
      method: 'GET',
      path: `/api/auth/users/${memberId}/activate?active=true`,
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
    },
    {
      method: 'POST',
      path: `/api/auth/users/${memberId}/verification`,
      expect: { anonymous: 401, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 },
    },
    {
      method: 'PUT',
      path: `/api/auth/credential/reset/user/${encodeURIComponent(user.email)}`,
      body: { newCredential: 'a-new-password' },
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
    },
    {
      method: 'PUT',
      path: `/api/auth/credential/update/user/${encodeURIComponent(own.email)}`,
      body: { newCredential: 'changed-password', existingCredential: PASSWORD },
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 403 },
    },
    { method: 'GET', path: `/api/auth/companies/${A}/configurations`, expect: { anonymous: 401, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 } },
    {
      method: 'PUT',
      path: `/api/auth/companies/${A}/configurations`,
      body: { configurations: [{ name: 'clock_type', value: '2' }] },
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
    },
    { method: 'GET', path: '/api/auth/me', expect: { anonymous: 401, otherAdmin: 200, ownAdmin: 200, superAdmin: 200 } },
  ]);

  // Destructive calls last, on a masjid of their own.
  const doomed = await t.registerMasjid('Masjid Doomed', { url: 'doomed' });
  const doomedTokens = { ownAdmin: doomed.token, otherAdmin: other.token, superAdmin: tokens.superAdmin };
  await checkMatrix(t, doomedTokens, [
    {
      method: 'GET',
      path: `/api/auth/companies/${doomed.companyId}/activate?active=false`,
      expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 403, superAdmin: 200 },
    },
  ]);
  // ownAdmin's 403 on delete must leave the masjid in place for the super admin's 200.
  const statuses: number[] = [];
  for (const token of [undefined, other.token, doomed.token, tokens.superAdmin]) {
    statuses.push((await t.request('DELETE', `/api/auth/companies/${doomed.companyId}`, { token })).status);
  }
  expect(statuses).toEqual([401, 403, 403, 200]);
});

it('keeps public reads public and limited to names and addresses of the dashboard', async () => {
  const active = await t.request('GET', '/api/auth/companies/url/active');
  expect(active.status).toBe(200);
  const all = await t.request('GET', '/api/auth/companies/url');
  expect(all.status).toBe(200);
  for (const entry of all.json) expect(Object.keys(entry).sort()).toEqual(['id', 'name', 'url']);
  const definitions = await t.request('GET', '/api/picklist/configuration');
  expect(definitions.json.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['clock_type', 'jumah_prayer']));
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
