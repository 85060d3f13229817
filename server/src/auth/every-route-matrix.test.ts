/**
 * Every route the server registers, called as anonymous, as an admin of another masjid, as the masjid's
 * own admin and as a super admin. The list of routes comes from the app itself: a route added without a
 * row here fails the first test, so no call can ship without its access rule being checked.
 *
 * 401: must sign in. 403: signed in but not allowed. 404: a private masjid's data is not even
 * acknowledged to outsiders. Refused writes change nothing (checked at the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '../../../core/src/prayer/new-york.fixture.js';
import { checkMatrix, type Caller, type MatrixRoute } from '../testing/permission-matrix.js';
import { createTestContext, PASSWORD, sampleCompany, type TestContext } from '../testing/test-app.js';

type Masjid = Awaited<ReturnType<TestContext['registerMasjid']>>;

let t: TestContext;
let own: Masjid;
let other: Masjid;
let hidden: Masjid;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let memberId: string;
let memberEmail: string;
let contentVersion: number;

const OPEN = { anonymous: 200, otherAdmin: 200, ownAdmin: 200, superAdmin: 200 };
const SIGNED_IN = { anonymous: 401, otherAdmin: 200, ownAdmin: 200, superAdmin: 200 };
const OWN_ONLY_READ = { anonymous: 401, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 };
const OWN_ONLY_WRITE = { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 };
const SUPER_ONLY = { anonymous: 401, otherAdmin: 403, ownAdmin: 403, superAdmin: 200 };
/** A masjid that is not public yet: its own admins and super admins only. */
const PRIVATE_READ = { anonymous: 404, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 };

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  own = await t.registerMasjid('Masjid Every Own', { url: 'everyown', active: true });
  other = await t.registerMasjid('Masjid Every Other', { url: 'everyother', active: true });
  hidden = await t.registerMasjid('Masjid Every Hidden', { url: 'everyhidden' });
  tokens = { ownAdmin: own.token, otherAdmin: other.token, superAdmin: await t.superToken() };
  for (const masjid of [own, hidden]) {
    const res = await t.request('POST', '/api/prayer/config/create?generateIqamah=true', { token: masjid.token, body: newYorkTimetable(masjid.companyId) });
    expect(res.status, res.text).toBe(200);
  }
  memberEmail = 'member@everyown.org';
  const member = await t.request('POST', `/api/auth/companies/${own.companyId}/users`, {
    token: own.token,
    body: { firstName: 'New', lastName: 'Member', email: memberEmail, password: 'long-enough-1' },
  });
  memberId = member.json.target.id;
  contentVersion = (await t.request('GET', '/api/companies/url/everyown/central-control', { token: own.token })).json.version;
});
afterAll(() => t.close());

/** The routes as the app registers them ('METHOD /pattern'), without the static and page fallbacks. */
function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || route.path === '/*' || route.path.startsWith('/static/')) continue;
    routes.add(`${route.method} ${route.path}`);
  }
  return [...routes].sort();
}

/** For rows about the private masjid: its own admin is the hidden masjid's admin. */
const hiddenAdmin = () => ({ ownAdmin: hidden.token });

/** One row per registered route: its pattern and the calls that check it (with real ids filled in). */
function matrix(): Record<string, MatrixRoute[]> {
  const A = own.companyId;
  const H = hidden.companyId;
  return {
    'POST /auth/login': [
      { method: 'POST', path: '/auth/login', body: { email: own.email, password: PASSWORD }, expect: OPEN },
    ],
    'GET /api/auth/me': [{ method: 'GET', path: '/api/auth/me', expect: SIGNED_IN }],
    'GET /api/auth/companies/url/active': [{ method: 'GET', path: '/api/auth/companies/url/active', expect: OPEN }],
    'GET /api/auth/companies/url': [{ method: 'GET', path: '/api/auth/companies/url', expect: OPEN }],
    'GET /api/auth/companies': [{ method: 'GET', path: '/api/auth/companies', expect: SUPER_ONLY }],
    'POST /api/auth/companies': [
      // Registration is open; each caller registers a masjid of their own.
      { method: 'POST', path: '/api/auth/companies', body: (caller: Caller) => sampleCompany(`Masjid New ${caller}`, `new${caller}`), expect: OPEN },
    ],
    'GET /api/auth/companies/:id/activate': [{ method: 'GET', path: `/api/auth/companies/${A}/activate?active=true`, expect: SUPER_ONLY }],
    'GET /api/auth/companies/:id': [{ method: 'GET', path: `/api/auth/companies/${A}`, expect: OWN_ONLY_READ }],
    'PUT /api/auth/companies/:id': [{ method: 'PUT', path: `/api/auth/companies/${A}`, body: sampleCompany('Masjid Every Own', 'everyown'), expect: OWN_ONLY_WRITE }],
    'DELETE /api/auth/companies/:id': [], // destructive: its own test below
    'GET /api/auth/companies/all/users': [{ method: 'GET', path: '/api/auth/companies/all/users', expect: SUPER_ONLY }],
    'GET /api/auth/companies/:companyId/users': [{ method: 'GET', path: `/api/auth/companies/${A}/users`, expect: OWN_ONLY_READ }],
    'GET /api/auth/companies/:companyId/users/:id': [{ method: 'GET', path: `/api/auth/companies/${A}/users/${memberId}`, expect: OWN_ONLY_READ }],
    'POST /api/auth/companies/:companyId/users': [
      {
        method: 'POST',
        path: `/api/auth/companies/${A}/users`,
        body: (caller: Caller) => ({ firstName: 'Added', lastName: 'By', email: `by-${caller}@everyown.org`, password: 'long-enough-1' }),
        expect: { anonymous: 403, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
      },
    ],
    'PUT /api/auth/companies/:companyId/users/:id': [
      { method: 'PUT', path: `/api/auth/companies/${A}/users/${memberId}`, body: { firstName: 'New', lastName: 'Member', email: memberEmail }, expect: OWN_ONLY_WRITE },
    ],
    'GET /api/auth/users/:id/activate': [{ method: 'GET', path: `/api/auth/users/${memberId}/activate?active=true`, expect: OWN_ONLY_WRITE }],
    'POST /api/auth/users/:id/verification': [{ method: 'POST', path: `/api/auth/users/${memberId}/verification`, expect: OWN_ONLY_READ }],
    'GET /api/auth/users/:userId/verifyEmail/:code': [
      // The link itself is the proof; a wrong code is refused for everyone alike.
      { method: 'GET', path: `/api/auth/users/${memberId}/verifyEmail/not-the-code`, expect: { anonymous: 400, otherAdmin: 400, ownAdmin: 400, superAdmin: 400 } },
    ],
    'PUT /api/auth/credential/reset/user/:email': [
      { method: 'PUT', path: `/api/auth/credential/reset/user/${encodeURIComponent(memberEmail)}`, body: { newCredential: 'a-new-password' }, expect: OWN_ONLY_WRITE },
    ],
    'GET /api/picklist/configuration': [{ method: 'GET', path: '/api/picklist/configuration', expect: OPEN }],
    'GET /api/auth/companies/:companyId/configurations': [{ method: 'GET', path: `/api/auth/companies/${A}/configurations`, expect: OWN_ONLY_READ }],
    'PUT /api/auth/companies/:companyId/configurations': [
      { method: 'PUT', path: `/api/auth/companies/${A}/configurations`, body: { configurations: [{ name: 'clock_type', value: '2' }] }, expect: OWN_ONLY_WRITE },
    ],
    'GET /api/companies/url/:companyUrl/central-control': [
      { method: 'GET', path: '/api/companies/url/everyown/central-control', expect: OPEN },
      { method: 'GET', path: '/api/companies/url/everyhidden/central-control', expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'PUT /api/companies/central-control': [
      {
        method: 'PUT',
        path: '/api/companies/central-control',
        body: (caller: Caller) => ({ companyId: A, version: caller === 'superAdmin' ? contentVersion + 1 : contentVersion, funds: [{ name: caller, goal: 1 }] }),
        expect: OWN_ONLY_WRITE,
      },
    ],
    'GET /api/rod': [{ method: 'GET', path: '/api/rod', expect: OPEN }],
    // Public; this server has no hadith collection installed, which it says alike to everyone.
    'GET /api/hod': [{ method: 'GET', path: '/api/hod', expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 } }],
    'GET /api/companies/url/:companyUrl/reminders/today': [
      { method: 'GET', path: '/api/companies/url/everyown/reminders/today', expect: OPEN },
      { method: 'GET', path: '/api/companies/url/everyhidden/reminders/today', expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'GET /api/companies/url/:companyUrl/events': [], // a stream that never ends: its own test below
    'GET /api/dashboard/companyId/:companyId': [
      { method: 'GET', path: `/api/dashboard/companyId/${A}`, expect: OPEN },
      { method: 'GET', path: `/api/dashboard/companyId/${H}`, expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'GET /api/dashboard/:companyUrl': [
      { method: 'GET', path: '/api/dashboard/everyown', expect: OPEN },
      { method: 'GET', path: '/api/dashboard/everyhidden', expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'GET /api/prayer/location/geocode': [{ method: 'GET', path: '/api/prayer/location/geocode?location=Chicago%2C%20IL', expect: SIGNED_IN }],
    'POST /api/prayer/config/create': [{ method: 'POST', path: '/api/prayer/config/create?generateIqamah=true', body: newYorkTimetable(A), expect: OWN_ONLY_WRITE }],
    'POST /api/prayer/config': [], // needs the saved table as its body: its own test below
    'GET /api/prayer/config/:companyId': [{ method: 'GET', path: `/api/prayer/config/${A}`, expect: OWN_ONLY_WRITE }],
    'POST /api/prayer/config/:companyId/dst': [{ method: 'POST', path: `/api/prayer/config/${A}/dst`, body: { enable: true, automaticCalculate: true }, expect: OWN_ONLY_WRITE }],
    'PUT /api/prayer/config/:companyId/settings': [
      { method: 'PUT', path: `/api/prayer/config/${A}/settings`, body: { prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0] }, expect: OWN_ONLY_WRITE },
    ],
    'GET /api/prayer/companyId/:companyId/month/:month/day/:day': [
      { method: 'GET', path: `/api/prayer/companyId/${A}/month/5/day/10`, expect: OPEN },
      { method: 'GET', path: `/api/prayer/companyId/${H}/month/5/day/10`, expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'GET /api/prayer/companyId/:companyId/days': [
      { method: 'GET', path: `/api/prayer/companyId/${A}/days?from=2026-05-10&count=3`, expect: OPEN },
      { method: 'GET', path: `/api/prayer/companyId/${H}/days?from=2026-05-10&count=3`, expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'GET /api/calendar/companyUrl/:url/type/:type/year/:year': [
      { method: 'GET', path: '/api/calendar/companyUrl/everyown/type/gregorian/year/2026?month=5', expect: OPEN },
      { method: 'GET', path: '/api/calendar/companyUrl/everyhidden/type/gregorian/year/2026?month=5', expect: PRIVATE_READ, tokens: hiddenAdmin() },
    ],
    'GET /bulk/prayer/export/:companyId': [{ method: 'GET', path: `/bulk/prayer/export/${A}`, expect: OWN_ONLY_WRITE }],
    'POST /bulk/prayer/validateImport': [], // multipart: its own test below
    'GET /api/health': [{ method: 'GET', path: '/api/health', expect: OPEN }],
    'PUT /api/auth/credential/update/user/:email': [
      {
        method: 'PUT',
        path: `/api/auth/credential/update/user/${encodeURIComponent(own.email)}`,
        body: { newCredential: 'a-changed-password', existingCredential: PASSWORD },
        // Only the account's owner, with the existing password; not even a super admin. Last: it may end the owner's sessions.
        expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 403 },
      },
    ],
  };
}

describe('every route', () => {
  it('has a row in this matrix', () => {
    expect(registeredRoutes()).toEqual(Object.keys(matrix()).sort());
  });

  it('answers each kind of caller as its access rule says', async () => {
    const rows = Object.values(matrix()).flat();
    await checkMatrix(t, tokens, rows);
  });

  it('saves a whole timetable only for its own admins and super admins', async () => {
    const saved = (await t.request('GET', `/api/prayer/config/${own.companyId}`, { token: own.token })).json;
    await checkMatrix(t, tokens, [{ method: 'POST', path: '/api/prayer/config', body: saved, expect: OWN_ONLY_WRITE }]);
  });

  it('checks an import only for the masjid the caller administers', async () => {
    const csv = (await t.request('GET', `/bulk/prayer/export/${own.companyId}`, { token: own.token })).text;
    const statuses: Record<string, number> = {};
    for (const [caller, token] of [['anonymous', undefined], ...Object.entries(tokens)] as Array<[string, string | undefined]>) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'prayers.csv');
      form.append('companyId', own.companyId);
      statuses[caller] = (await t.request('POST', '/bulk/prayer/validateImport', { token, body: form })).status;
    }
    expect(statuses).toEqual(OWN_ONLY_WRITE);
  });

  it('opens a private masjid\'s change stream only for its own admins and super admins', async () => {
    const statuses: Record<string, number> = {};
    const callers = { anonymous: undefined, otherAdmin: other.token, ownAdmin: hidden.token, superAdmin: tokens.superAdmin };
    for (const [caller, token] of Object.entries(callers)) {
      const res = await t.app.request('/api/companies/url/everyhidden/events', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      statuses[caller] = res.status;
      await res.body?.cancel();
    }
    expect(statuses).toEqual(PRIVATE_READ);
  });

  it('deletes a masjid only as a super admin, and a refused delete leaves it in place', async () => {
    const doomed = await t.registerMasjid('Masjid Every Doomed', { url: 'everydoomed' });
    const statuses: number[] = [];
    for (const token of [undefined, other.token, doomed.token, tokens.superAdmin]) {
      statuses.push((await t.request('DELETE', `/api/auth/companies/${doomed.companyId}`, { token })).status);
    }
    expect(statuses).toEqual([401, 403, 403, 200]);
  });

  it('refused writes changed nothing', async () => {
    const ownToken = await t.login(own.email, 'a-changed-password');
    const company = await t.request('GET', `/api/auth/companies/${own.companyId}`, { token: ownToken });
    expect(company.json.name).toBe('Masjid Every Own');
    const content = await t.request('GET', '/api/companies/url/everyown/central-control', { token: ownToken });
    // Only the own admin's and then the super admin's saves went through, in that order.
    expect(content.json.funds.map((fund: { name: string }) => fund.name)).toEqual(['superAdmin']);
    const users = await t.request('GET', `/api/auth/companies/${own.companyId}/users`, { token: ownToken });
    const emails = users.json.flatMap((group: { users: Array<{ email: string }> }) => group.users.map((user) => user.email)).sort();
    expect(emails).toEqual(['by-ownAdmin@everyown.org', 'by-superAdmin@everyown.org', memberEmail, own.email].sort());
    const otherUsers = await t.request('GET', `/api/auth/companies/${other.companyId}/users`, { token: other.token });
    expect(otherUsers.json.flatMap((group: { users: unknown[] }) => group.users)).toHaveLength(1);
  });
});
