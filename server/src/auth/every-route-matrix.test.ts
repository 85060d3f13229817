/**
 * Every route the server registers, called as anonymous, as an admin of another masjid, as the masjid's
 * own admin and as a super admin. The list of routes comes from the app itself: a route added without a
 * row here fails the first test, so no call can ship without its access rule being checked.
 *
 * 401: must sign in. 403: signed in but not allowed. 404: a private masjid's data is not even
 * acknowledged to outsiders. Refused writes change nothing (checked at the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_USER, MASJID_USERS } from '@core/http/contract/users.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { ROUTE_DOCS } from '../openapi/route-docs.js';
import { sineWav } from '../testing/sample-recordings.js';
import { solidPng } from '../testing/sample-posters.js';
import { webmBytes } from '../testing/sample-videos.js';
import { allowedByAccess, CALLERS, checkMatrix, type Caller, type MatrixRoute } from '../testing/permission-matrix.js';
import { createTestContext, PASSWORD, sampleCompany, type TestContext } from '../testing/test-app.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { SAVE_PLAYLIST, UPLOAD_POSTER, UPLOAD_VIDEO } from '@core/http/contract/playlist.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { DECLARE_MONTH, MONTH_DECLARATIONS } from '@core/http/contract/month-declarations.js';
import { CREATE_COUNCIL, JOIN_COUNCIL } from '@core/http/contract/councils.js';
import {
  CLAIM_SCREEN,
  DELETE_SCREEN,
  MASJID_SCREENS,
  PAIRING_STATUS,
  START_PAIRING,
} from '@core/http/contract/screens.js';
import { PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { EXPORT_PRAYERS, VALIDATE_IMPORT } from '@core/http/contract/bulk.js';
import { DELETE_MASJID, MASJID } from '@core/http/contract/masjids.js';
import { DELETE_SOUND, UPLOAD_SOUND } from '@core/http/contract/sound.js';
import { OCCASIONS } from '@core/http/contract/occasions.js';
import { ADHKAR } from '@core/http/contract/adhkar.js';

type Masjid = Awaited<ReturnType<TestContext['registerMasjid']>>;

let t: TestContext;
let own: Masjid;
let other: Masjid;
let hidden: Masjid;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let memberId: string;
let memberEmail: string;
let contentVersion: number;
/** Screens (docs/screens.md): a paired screen of the own masjid with a screenshot, and codes waiting to be claimed. */
let screenId: string;
let pendingPairingId: string;
let screenCodes: Partial<Record<Caller, string>>;
let timetableEntryId: string;
/** A history entry of the own masjid's month declarations (docs/jumuah-eid-ramadan.md), to restore. */
let declarationsEntryId: string;
let playlistEntryId: string;
/** A council run by the own masjid's member (no admin of the matrix's masjids runs it), which the hidden masjid asked to follow. */
let councilId: string;
/** A recording of the own masjid (docs/sound.md, "Recordings"): renamed by each caller, and its public address. */
let recording: { id: string; url: string };
/** A poster of the own masjid (docs/screens.md, "Posters"): its public address. */
let poster: { id: string; url: string };
/** A video of the own masjid (docs/screens.md, "Videos"): its public address. */
let video: { id: string; url: string };

/**
 * A row without `expect` is held to its route's declared access (`doc.access` in core's contract, see
 * allowedByAccess); the statuses below are for the routes' own tests further down.
 */
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
  for (const masjid of [own, hidden]) await t.createNewYorkTimetable(masjid);
  memberEmail = 'member@everyown.org';
  const member = await t.call(
    CREATE_USER,
    {
      params: { companyId: own.companyId },
      body: { firstName: 'New', lastName: 'Member', email: memberEmail, password: 'long-enough-1' },
    },
    { token: own.token },
  );
  memberId = member.json.target!.id;
  contentVersion = (await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'everyown' } }, { token: own.token })).json
    .version!;
  await setUpScreens();
  const uploaded = await t.call(
    UPLOAD_SOUND,
    { params: { companyId: own.companyId }, body: recordingForm('Matrix adhan') },
    { token: own.token },
  );
  expect(uploaded.status, uploaded.text).toBe(200);
  const sound = uploaded.json.target!;
  // An uploaded recording has its address (only a built-in sound may lack one).
  recording = { id: sound.id, url: sound.url! };
  const posted = await t.call(
    UPLOAD_POSTER,
    { params: { companyId: own.companyId }, body: posterForm('Matrix poster') },
    { token: own.token },
  );
  expect(posted.status, posted.text).toBe(200);
  poster = posted.json.target!;
  const filmed = await t.call(
    UPLOAD_VIDEO,
    { params: { companyId: own.companyId }, body: videoForm('Matrix video') },
    { token: own.token },
  );
  expect(filmed.status, filmed.text).toBe(200);
  video = filmed.json.target!;
  // A playlist save whose history entry the playlist restore puts back.
  const playlistSaved = await t.call(
    SAVE_PLAYLIST,
    {
      params: { companyId: own.companyId },
      body: { items: [], notices: [{ id: 'n0', name: 'Matrix', salahAt: '2026-05-11T14:00', place: 'Hall' }] },
    },
    { token: own.token },
  );
  expect(playlistSaved.status, playlistSaved.text).toBe(200);
  playlistEntryId = (
    (
      await t.call(
        MASJID_HISTORY,
        { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
        { token: own.token },
      )
    ).json.entries as Array<{ id: string; entityId: string | null }>
  ).find((entry) => entry.entityId === 'playlist')!.id;
  timetableEntryId = (
    await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'timetable' } },
      { token: own.token },
    )
  ).json.entries[0]!.id;
  // Two answers for the own and super admins to withdraw, one each; the first one's entry to restore.
  for (const hijriMonth of [7, 8]) {
    const declared = await t.call(
      DECLARE_MONTH,
      { params: { companyId: own.companyId }, body: { hijriYear: 1448, hijriMonth, decision: 'not-sighted' } },
      { token: own.token },
    );
    expect(declared.status, declared.text).toBe(200);
  }
  const contentEntries = (
    await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'content' } },
      { token: own.token },
    )
  ).json.entries as Array<{ id: string; entityId: string | null }>;
  declarationsEntryId = contentEntries.find((entry) => entry.entityId === 'month-declarations')!.id;
  const council = await t.call(
    CREATE_COUNCIL,
    { body: { name: 'Matrix Council', adminEmails: [memberEmail] } },
    { token: tokens.superAdmin },
  );
  expect(council.status, council.text).toBe(200);
  councilId = council.json.target!.id;
  const joined = await t.call(
    JOIN_COUNCIL,
    { params: { companyId: hidden.companyId }, body: { councilId } },
    { token: hidden.token },
  );
  expect(joined.status, joined.text).toBe(200);
});

function posterForm(name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([solidPng(8, 8, [10, 20, 30])]), 'poster.png');
  form.append('name', name);
  return form;
}

function videoForm(name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([webmBytes(2048)]), 'video.webm');
  form.append('name', name);
  return form;
}

function recordingForm(name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([sineWav(0.5)]), 'adhan.wav');
  form.append('name', name);
  form.append('credit', '');
  return form;
}

async function setUpScreens() {
  const pairing = async () => (await t.call(START_PAIRING, {})).json as { pairingId: string; code: string };
  const first = await pairing();
  const claimed = await t.call(
    CLAIM_SCREEN,
    { params: { companyId: own.companyId }, body: { code: first.code, name: 'Matrix screen' } },
    { token: own.token },
  );
  screenId = claimed.json.target!.id;
  const status = (await t.call(PAIRING_STATUS, { params: { pairingId: first.pairingId } })).json;
  if (status.status !== 'paired') throw new Error(`the matrix screen is ${status.status}, not paired`);
  const { screenToken } = status;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const shot = await t.app.request('/api/screens/screenshot', {
    method: 'POST',
    headers: { authorization: `Bearer ${screenToken}`, 'content-type': 'image/png' },
    body: png,
  });
  expect(shot.status).toBe(200);
  pendingPairingId = (await pairing()).pairingId;
  screenCodes = {
    otherAdmin: (await pairing()).code,
    ownAdmin: (await pairing()).code,
    superAdmin: (await pairing()).code,
  };
}
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

/** A browser's push subscription (docs/outside-the-hall.md); nothing is sent while the matrix runs. */
const pushBody = (caller: Caller) => ({
  subscription: {
    endpoint: `https://push.example.org/${caller}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
  alerts: { fajr: { azan: true } },
});

/** A body no route accepts: every field but the masjid's id of the wrong type. */
function wrongBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return { unexpected: [] };
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, name === 'companyId' ? value : [[]]]));
}

/** For rows about the private masjid: its own admin is the hidden masjid's admin. */
const hiddenAdmin = () => ({ ownAdmin: hidden.token });

/** One row per registered route: its pattern and the calls that check it (with real ids filled in). */
function matrix(): Record<string, MatrixRoute[]> {
  const A = own.companyId;
  const H = hidden.companyId;
  return {
    'POST /auth/login': [{ method: 'POST', path: '/auth/login', body: { email: own.email, password: PASSWORD } }],
    'GET /api/auth/me': [{ method: 'GET', path: '/api/auth/me' }],
    // Each caller sets only their own language: there is no user id to aim at someone else.
    'PUT /api/auth/me/language': [{ method: 'PUT', path: '/api/auth/me/language', body: { language: 'fr' } }],
    'GET /api/auth/companies/url/active': [{ method: 'GET', path: '/api/auth/companies/url/active' }],
    'GET /api/auth/companies/url': [{ method: 'GET', path: '/api/auth/companies/url' }],
    'GET /api/auth/companies': [{ method: 'GET', path: '/api/auth/companies' }],
    'GET /api/auth/companies/registration': [
      // Answers from the caller's own registration cookie only (none here: { masjid: null }).
      { method: 'GET', path: '/api/auth/companies/registration' },
    ],
    'POST /api/auth/companies': [
      // Registration is open; each caller registers a masjid of their own.
      {
        method: 'POST',
        path: '/api/auth/companies',
        body: (caller: Caller) => sampleCompany(`Masjid New ${caller}`, `new${caller}`),
      },
    ],
    'GET /api/auth/companies/:id/activate': [{ method: 'GET', path: `/api/auth/companies/${A}/activate?active=true` }],
    'GET /api/auth/companies/:id': [{ method: 'GET', path: `/api/auth/companies/${A}` }],
    'PUT /api/auth/companies/:id': [
      {
        method: 'PUT',
        path: `/api/auth/companies/${A}`,
        body: sampleCompany('Masjid Every Own', 'everyown'),
      },
    ],
    'DELETE /api/auth/companies/:id': [], // destructive: its own test below
    'GET /api/auth/companies/all/users': [{ method: 'GET', path: '/api/auth/companies/all/users' }],
    'GET /api/auth/companies/:companyId/users': [{ method: 'GET', path: `/api/auth/companies/${A}/users` }],
    'GET /api/auth/companies/:companyId/users/:id': [
      { method: 'GET', path: `/api/auth/companies/${A}/users/${memberId}` },
    ],
    'POST /api/auth/companies/:companyId/users': [
      {
        method: 'POST',
        path: `/api/auth/companies/${A}/users`,
        body: (caller: Caller) => ({
          firstName: 'Added',
          lastName: 'By',
          email: `by-${caller}@everyown.org`,
          password: 'long-enough-1',
        }),
        expect: { anonymous: 403, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
      },
    ],
    // docs/volunteer.md "Inviting a user": an admin invites to their own masjid; the link's two calls are open, a bad link refused alike.
    'POST /api/auth/companies/:companyId/invitations': [
      {
        method: 'POST',
        path: `/api/auth/companies/${A}/invitations`,
        body: (caller: Caller) => ({
          firstName: 'Invited',
          lastName: 'By',
          email: `invited-by-${caller}@everyown.org`,
        }),
      },
    ],
    'GET /api/auth/invitation': [
      {
        method: 'GET',
        path: '/api/auth/invitation?token=not-a-link',
        expect: { anonymous: 400, otherAdmin: 400, ownAdmin: 400, superAdmin: 400 },
      },
    ],
    'POST /api/auth/invitation/accept': [
      {
        method: 'POST',
        path: '/api/auth/invitation/accept',
        body: { token: 'not-a-link', password: 'new-password-1' },
        expect: { anonymous: 400, otherAdmin: 400, ownAdmin: 400, superAdmin: 400 },
      },
    ],
    'GET /api/companies/:companyId/first-run': [{ method: 'GET', path: `/api/companies/${A}/first-run` }],
    // docs/volunteer.md "Masjid switcher": only a super admin acts for another masjid.
    'POST /api/auth/act-for': [{ method: 'POST', path: '/api/auth/act-for', body: { companyId: A } }],
    // The hidden masjid was asked for at registration, so no caller's ask sends mail again here.
    'POST /api/companies/:companyId/activation-request': [
      {
        method: 'POST',
        path: `/api/companies/${H}/activation-request`,
        tokens: hiddenAdmin(),
      },
    ],
    'PUT /api/auth/companies/:companyId/users/:id': [
      {
        method: 'PUT',
        path: `/api/auth/companies/${A}/users/${memberId}`,
        body: { firstName: 'New', lastName: 'Member', email: memberEmail },
      },
    ],
    'GET /api/auth/users/:id/activate': [{ method: 'GET', path: `/api/auth/users/${memberId}/activate?active=true` }],
    // Open to anyone, with the same answer for any address (docs/volunteer.md "Forgotten password").
    'POST /api/auth/password/forgot': [
      { method: 'POST', path: '/api/auth/password/forgot', body: { email: own.email } },
    ],
    'POST /api/auth/verification/resend': [
      { method: 'POST', path: '/api/auth/verification/resend', body: { email: own.email } },
    ],
    // A wrong or expired link is refused the same for everyone; who is signed in does not matter.
    'POST /api/auth/password/reset': [
      {
        method: 'POST',
        path: '/api/auth/password/reset',
        body: { token: 'not-a-link', password: 'new-password-1' },
        expect: { anonymous: 400, otherAdmin: 400, ownAdmin: 400, superAdmin: 400 },
      },
    ],
    'POST /api/auth/users/:id/verification': [{ method: 'POST', path: `/api/auth/users/${memberId}/verification` }],
    'GET /api/auth/users/:userId/verifyEmail/:code': [
      // The link itself is the proof; a wrong code is refused for everyone alike.
      {
        method: 'GET',
        path: `/api/auth/users/${memberId}/verifyEmail/not-the-code`,
        expect: { anonymous: 400, otherAdmin: 400, ownAdmin: 400, superAdmin: 400 },
      },
    ],
    'PUT /api/auth/credential/reset/user/:email': [
      // Another masjid's admin learns nothing: the same 404 as for an email nobody has.
      {
        method: 'PUT',
        path: `/api/auth/credential/reset/user/${encodeURIComponent(memberEmail)}`,
        body: { newCredential: 'a-new-password' },
      },
    ],
    'GET /api/picklist/configuration': [{ method: 'GET', path: '/api/picklist/configuration' }],
    'GET /api/auth/companies/:companyId/configurations': [
      { method: 'GET', path: `/api/auth/companies/${A}/configurations` },
    ],
    'PUT /api/auth/companies/:companyId/configurations': [
      {
        method: 'PUT',
        path: `/api/auth/companies/${A}/configurations`,
        body: { configurations: [{ name: 'clock_type', value: '2' }] },
      },
    ],
    'GET /api/companies/url/:companyUrl/central-control': [
      { method: 'GET', path: '/api/companies/url/everyown/central-control' },
      {
        method: 'GET',
        path: '/api/companies/url/everyhidden/central-control',
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    'PUT /api/companies/central-control': [
      {
        method: 'PUT',
        path: '/api/companies/central-control',
        body: (caller: Caller) => ({
          companyId: A,
          version: caller === 'superAdmin' ? contentVersion + 1 : contentVersion,
          funds: [{ name: caller, goal: 1 }],
        }),
      },
    ],
    // Urgent messages (docs/urgent-message.md): the masjid's own admins and super admins; the server notice,
    // super admins only. The masjid's admin withdraws the message first, so the super admin finds none (404).
    'GET /api/auth/companies/:companyId/urgent-message': [
      { method: 'GET', path: `/api/auth/companies/${A}/urgent-message` },
    ],
    'PUT /api/auth/companies/:companyId/urgent-message': [
      {
        method: 'PUT',
        path: `/api/auth/companies/${A}/urgent-message`,
        body: { text: 'Car park closed', endsAt: '2026-05-10T18:00:00Z' },
      },
    ],
    'DELETE /api/auth/companies/:companyId/urgent-message': [
      {
        method: 'DELETE',
        path: `/api/auth/companies/${A}/urgent-message`,
        expect: { ...OWN_ONLY_WRITE, superAdmin: 404 },
      },
    ],
    'GET /api/auth/server-notice': [{ method: 'GET', path: '/api/auth/server-notice' }],
    'PUT /api/auth/server-notice': [
      {
        method: 'PUT',
        path: '/api/auth/server-notice',
        body: { text: 'Maintenance tonight', endsAt: '2026-05-10T18:00:00Z' },
      },
    ],
    'DELETE /api/auth/server-notice': [{ method: 'DELETE', path: '/api/auth/server-notice' }],
    'GET /api/rod': [{ method: 'GET', path: '/api/rod' }],
    // Public; this server has no hadith collection installed, which it says alike to everyone.
    'GET /api/hod': [
      { method: 'GET', path: '/api/hod', expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 } },
    ],
    // The hadith collection (docs/hadith-import.md): super admins only. A file with a problem is refused
    // (400) before anything changes, so the matrix leaves no collection behind.
    'GET /api/hadith/collection': [{ method: 'GET', path: '/api/hadith/collection' }],
    'PUT /api/hadith/collection': [
      {
        method: 'PUT',
        path: '/api/hadith/collection',
        body: { format: 'csv', content: 'text,reference,source,licence\nSample,,S,L' },
        expect: { ...SUPER_ONLY, superAdmin: 400 },
      },
    ],
    'DELETE /api/hadith/collection': [
      { method: 'DELETE', path: '/api/hadith/collection', expect: { ...SUPER_ONLY, superAdmin: 404 } },
    ],
    'GET /api/companies/url/:companyUrl/reminders/today': [
      { method: 'GET', path: '/api/companies/url/everyown/reminders/today' },
      {
        method: 'GET',
        path: '/api/companies/url/everyhidden/reminders/today',
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    'GET /api/companies/url/:companyUrl/events': [], // a stream that never ends: its own test below
    'GET /api/dashboard/companyId/:companyId': [
      { method: 'GET', path: `/api/dashboard/companyId/${A}` },
      { method: 'GET', path: `/api/dashboard/companyId/${H}`, masjid: 'private', tokens: hiddenAdmin() },
    ],
    'GET /api/dashboard/:companyUrl': [
      { method: 'GET', path: '/api/dashboard/everyown' },
      { method: 'GET', path: '/api/dashboard/everyhidden', masjid: 'private', tokens: hiddenAdmin() },
    ],
    'GET /api/dashboard/:companyUrl/weather': [
      { method: 'GET', path: '/api/dashboard/everyown/weather' },
      { method: 'GET', path: '/api/dashboard/everyhidden/weather', masjid: 'private', tokens: hiddenAdmin() },
    ],
    'GET /api/prayer/methods': [{ method: 'GET', path: '/api/prayer/methods?country=PK' }],
    'GET /api/prayer/location/geocode': [
      { method: 'GET', path: '/api/prayer/location/geocode?location=Chicago%2C%20IL' },
    ],
    'POST /api/prayer/config/create': [
      {
        method: 'POST',
        path: '/api/prayer/config/create?generateIqamah=true',
        body: newYorkTimetable(A),
      },
    ],
    'POST /api/prayer/config': [], // needs the saved table as its body: its own test below
    'GET /api/prayer/config/:companyId': [{ method: 'GET', path: `/api/prayer/config/${A}` }],
    'POST /api/prayer/config/:companyId/dst': [
      {
        method: 'POST',
        path: `/api/prayer/config/${A}/dst`,
        body: { enable: true, automaticCalculate: true },
      },
    ],
    'PUT /api/prayer/config/:companyId/settings': [
      {
        method: 'PUT',
        path: `/api/prayer/config/${A}/settings`,
        body: { prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0] },
      },
    ],
    'GET /api/prayer/companyId/:companyId/month/:month/day/:day': [
      { method: 'GET', path: `/api/prayer/companyId/${A}/month/5/day/10` },
      { method: 'GET', path: `/api/prayer/companyId/${H}/month/5/day/10`, masjid: 'private', tokens: hiddenAdmin() },
    ],
    'GET /api/prayer/companyId/:companyId/days': [
      { method: 'GET', path: `/api/prayer/companyId/${A}/days?from=2026-05-10&count=3` },
      {
        method: 'GET',
        path: `/api/prayer/companyId/${H}/days?from=2026-05-10&count=3`,
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    'GET /api/calendar/companyUrl/:url/type/:type/year/:year': [
      { method: 'GET', path: '/api/calendar/companyUrl/everyown/type/gregorian/year/2026?month=5' },
      {
        method: 'GET',
        path: '/api/calendar/companyUrl/everyhidden/type/gregorian/year/2026?month=5',
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    // The keyless v1 API (docs/public-api.md) answers every caller alike: a masjid that is not public is a
    // 404 even to its own admin, whose token v1 does not read.
    'GET /api/v1/masjids': [{ method: 'GET', path: '/api/v1/masjids' }],
    'GET /api/v1/masjids/:masjid/days': [
      { method: 'GET', path: '/api/v1/masjids/everyown/days?from=2026-05-10&days=3' },
      {
        method: 'GET',
        path: '/api/v1/masjids/everyhidden/days',
        tokens: hiddenAdmin(),
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 },
      },
    ],
    'GET /api/v1/masjids/:masjid/next': [
      { method: 'GET', path: '/api/v1/masjids/everyown/next' },
      {
        method: 'GET',
        path: '/api/v1/masjids/everyhidden/next',
        tokens: hiddenAdmin(),
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 },
      },
    ],
    'GET /api/companies/url/:companyUrl/prayer-times.ics': [
      { method: 'GET', path: '/api/companies/url/everyown/prayer-times.ics?prayers=fajr' },
      {
        method: 'GET',
        path: '/api/companies/url/everyhidden/prayer-times.ics?prayers=fajr',
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    'GET /api/companies/url/:companyUrl/manifest.webmanifest': [
      { method: 'GET', path: '/api/companies/url/everyown/manifest.webmanifest' },
      {
        method: 'GET',
        path: '/api/companies/url/everyhidden/manifest.webmanifest',
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    'GET /api/push/vapid-public-key': [{ method: 'GET', path: '/api/push/vapid-public-key' }],
    'POST /api/companies/url/:companyUrl/push-subscriptions': [
      {
        method: 'POST',
        path: '/api/companies/url/everyown/push-subscriptions',
        body: (caller: Caller) => pushBody(caller),
      },
      {
        method: 'POST',
        path: '/api/companies/url/everyhidden/push-subscriptions',
        body: (caller: Caller) => pushBody(caller),
        masjid: 'private',
        tokens: hiddenAdmin(),
      },
    ],
    // Knowing a browser's endpoint is the proof; an unknown one removes nothing, alike for everyone.
    'POST /api/push-subscriptions/unsubscribe': [
      {
        method: 'POST',
        path: '/api/push-subscriptions/unsubscribe',
        body: { endpoint: 'https://push.example.org/nobody' },
      },
    ],
    'GET /bulk/prayer/export/:companyId': [{ method: 'GET', path: `/bulk/prayer/export/${A}` }],
    'POST /bulk/prayer/validateImport': [], // multipart: its own test below
    'GET /api/health': [{ method: 'GET', path: '/api/health' }],
    // Screens ask for a code and poll it without signing in (they have nothing to sign in with yet).
    'POST /api/screens/pairings': [{ method: 'POST', path: '/api/screens/pairings' }],
    'GET /api/screens/pairings/:pairingId': [{ method: 'GET', path: `/api/screens/pairings/${pendingPairingId}` }],
    // Only a screen token opens these; a user's sign-in token, even a super admin's, is refused.
    'POST /api/screens/heartbeat': [
      {
        method: 'POST',
        path: '/api/screens/heartbeat',
        body: { appVersion: '1', timetableUntil: null, clockDriftMs: null, display: null, orientation: null },
      },
    ],
    'POST /api/screens/screenshot': [{ method: 'POST', path: '/api/screens/screenshot', body: 'not a picture' }],
    'GET /api/companies/:companyId/screens': [{ method: 'GET', path: `/api/companies/${A}/screens` }],
    'POST /api/companies/:companyId/screens': [
      {
        method: 'POST',
        path: `/api/companies/${A}/screens`,
        body: (caller: Caller) => ({ code: screenCodes[caller] ?? '222222', name: `By ${caller}` }),
      },
    ],
    'PATCH /api/companies/:companyId/screens/:screenId': [
      {
        method: 'PATCH',
        path: `/api/companies/${A}/screens/${screenId}`,
        body: (caller: Caller) => ({ name: `Renamed by ${caller}` }),
      },
    ],
    'POST /api/companies/:companyId/screens/:screenId/commands': [
      {
        method: 'POST',
        path: `/api/companies/${A}/screens/${screenId}/commands`,
        body: { command: 'reload' },
      },
    ],
    'GET /api/companies/:companyId/screens/:screenId/screenshot': [
      { method: 'GET', path: `/api/companies/${A}/screens/${screenId}/screenshot` },
    ],
    'DELETE /api/companies/:companyId/screens/:screenId': [], // destructive: its own test below
    'GET /api/companies/:companyId/adhkar': [{ method: 'GET', path: `/api/companies/${A}/adhkar` }],
    'PUT /api/companies/:companyId/adhkar': [
      {
        method: 'PUT',
        path: `/api/companies/${A}/adhkar`,
        // The own admin saves first (version 0 to 1), then the super admin on top of it.
        body: (caller: Caller) => ({
          version: caller === 'superAdmin' ? 1 : 0,
          own: [{ text: `By ${caller}`, translation: '' }],
        }),
      },
    ],
    'GET /api/companies/:companyId/occasions': [{ method: 'GET', path: `/api/companies/${A}/occasions` }],
    'PUT /api/companies/:companyId/occasions': [
      {
        method: 'PUT',
        path: `/api/companies/${A}/occasions`,
        // The own admin saves first (version 0 to 1), then the super admin on top of it.
        body: (caller: Caller) => ({
          version: caller === 'superAdmin' ? 1 : 0,
          jumuahSessions: [{ khutbah: '13:00', salah: '13:30', language: `By ${caller}` }],
          eidPrayers: [],
          ramadan: {},
        }),
      },
    ],
    // Sounds and the sound profile (docs/sound.md): the masjid's own admins and super admins.
    'GET /api/companies/:companyId/sounds': [{ method: 'GET', path: `/api/companies/${A}/sounds` }],
    'GET /api/companies/:companyId/sound-profile': [{ method: 'GET', path: `/api/companies/${A}/sound-profile` }],
    'POST /api/companies/:companyId/sounds': [
      { method: 'POST', path: `/api/companies/${A}/sounds`, body: (caller: Caller) => recordingForm(`By ${caller}`) },
    ],
    'PATCH /api/companies/:companyId/sounds/:soundId': [
      {
        method: 'PATCH',
        path: `/api/companies/${A}/sounds/${recording.id}`,
        body: (caller: Caller) => ({ name: `Renamed by ${caller}`, credit: '' }),
      },
    ],
    'DELETE /api/companies/:companyId/sounds/:soundId': [], // destructive: its own test below
    // Public: screens fetch recordings without signing in, at an address made of the content's hash.
    'GET /api/sound-files/:file': [{ method: 'GET', path: recording.url }],
    // The playlist and posters (docs/screens.md, "Playlists"): the masjid's own admins and super admins.
    'GET /api/companies/:companyId/playlist': [{ method: 'GET', path: `/api/companies/${A}/playlist` }],
    'PUT /api/companies/:companyId/playlist': [
      {
        method: 'PUT',
        path: `/api/companies/${A}/playlist`,
        body: (caller: Caller) => ({
          items: [],
          notices: [{ id: 'n1', name: `By ${caller}`, salahAt: '2026-05-11T14:00', place: 'Hall' }],
        }),
      },
    ],
    'POST /api/companies/:companyId/playlist/restore': [
      {
        method: 'POST',
        path: `/api/companies/${A}/playlist/restore`,
        body: () => ({ entryId: playlistEntryId }),
      },
    ],
    'POST /api/companies/:companyId/posters': [
      { method: 'POST', path: `/api/companies/${A}/posters`, body: (caller: Caller) => posterForm(`By ${caller}`) },
    ],
    // Public: screens fetch posters without signing in, at an address made of the content's hash.
    'GET /api/poster-files/:file': [{ method: 'GET', path: poster.url }],
    // Destructive: their own tests in server/src/playlists/playlist-media.routes.test.ts (403, 401, 404).
    'DELETE /api/companies/:companyId/posters/:posterId': [],
    'DELETE /api/companies/:companyId/videos/:videoId': [],
    'POST /api/companies/:companyId/videos': [
      { method: 'POST', path: `/api/companies/${A}/videos`, body: (caller: Caller) => videoForm(`By ${caller}`) },
    ],
    // Public: screens fetch videos without signing in, at an address made of the content's hash.
    'GET /api/video-files/:file': [{ method: 'GET', path: video.url }],
    'PUT /api/companies/:companyId/sound-profile': [
      {
        method: 'PUT',
        path: `/api/companies/${A}/sound-profile`,
        body: () => {
          const prayer = { azan: 'tone', beforeIqama: null, iqama: 'tone-iqama', beforeIqamaMinutes: 5 };
          const prayers = Object.fromEntries(
            ['fajr', 'zuhr', 'asr', 'maghrib', 'isha', 'jumuah', 'eid'].map((name) => [name, prayer]),
          );
          return { prayers, anchored: [] };
        },
      },
    ],
    'GET /api/companies/:companyId/month-declarations': [
      { method: 'GET', path: `/api/companies/${A}/month-declarations` },
    ],
    'PUT /api/companies/:companyId/month-declarations': [
      {
        method: 'PUT',
        path: `/api/companies/${A}/month-declarations`,
        body: { hijriYear: 1448, hijriMonth: 9, decision: 'sighted' },
      },
    ],
    'DELETE /api/companies/:companyId/month-declarations': [
      {
        method: 'DELETE',
        path: `/api/companies/${A}/month-declarations`,
        // Each allowed caller withdraws its own month (a second withdrawal of one month would find nothing).
        body: (caller: Caller) => ({ hijriYear: 1448, hijriMonth: caller === 'superAdmin' ? 8 : 7 }),
      },
    ],
    'POST /api/companies/:companyId/month-declarations/restore': [
      {
        method: 'POST',
        path: `/api/companies/${A}/month-declarations/restore`,
        body: () => ({ entryId: declarationsEntryId }),
      },
    ],
    'POST /api/councils': [
      { method: 'POST', path: '/api/councils', body: { name: 'Another Council', adminEmails: [memberEmail] } },
    ],
    'GET /api/councils': [{ method: 'GET', path: '/api/councils' }],
    'GET /api/councils/:councilId': [{ method: 'GET', path: `/api/councils/${councilId}` }],
    'PUT /api/councils/:councilId/members/:companyId': [
      { method: 'PUT', path: `/api/councils/${councilId}/members/${hidden.companyId}`, body: { accepted: true } },
    ],
    'PUT /api/councils/:councilId/month-declarations': [
      {
        method: 'PUT',
        path: `/api/councils/${councilId}/month-declarations`,
        body: { hijriYear: 1448, hijriMonth: 9, decision: 'sighted' },
      },
    ],
    'PUT /api/councils/:councilId/timetable': [
      {
        method: 'PUT',
        path: `/api/councils/${councilId}/timetable`,
        body: {
          location: 'New York, NY',
          geoCode: { latitude: 40.7128, longitude: -74.006, timezoneId: 'America/New_York' },
          calculationMethod: 3,
          asrJuristicMethod: 0,
        },
      },
    ],
    'GET /api/councils/:councilId/timetable': [{ method: 'GET', path: `/api/councils/${councilId}/timetable` }],
    'DELETE /api/councils/:councilId/timetable': [{ method: 'DELETE', path: `/api/councils/${councilId}/timetable` }],
    'GET /api/companies/:companyId/council': [{ method: 'GET', path: `/api/companies/${A}/council` }],
    'PUT /api/companies/:companyId/council': [
      { method: 'PUT', path: `/api/companies/${A}/council`, body: () => ({ councilId }) },
    ],
    'DELETE /api/companies/:companyId/council': [{ method: 'DELETE', path: `/api/companies/${A}/council` }],
    // The own masjid follows no council: its own admins pass the access check and are refused by the rule (409).
    'PUT /api/companies/:companyId/council/timetable': [
      {
        method: 'PUT',
        path: `/api/companies/${A}/council/timetable`,
        body: { follow: true },
        expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 409, superAdmin: 409 },
      },
    ],
    'GET /api/openapi.json': [{ method: 'GET', path: '/api/openapi.json' }],
    // For search engines: the same public text for everyone (docs/security.md).
    'GET /robots.txt': [{ method: 'GET', path: '/robots.txt' }],
    'GET /sitemap.xml': [{ method: 'GET', path: '/sitemap.xml' }],
    'GET /api/history': [{ method: 'GET', path: '/api/history' }],
    'GET /api/backup': [{ method: 'GET', path: '/api/backup' }],
    'GET /api/history/companies/:companyId': [{ method: 'GET', path: `/api/history/companies/${A}` }],
    'POST /api/history/:entryId/restore': [{ method: 'POST', path: `/api/history/${timetableEntryId}/restore` }],
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

  // docs/security.md "Permission first": a caller who may not call a route learns nothing from its validation.
  it('refuses a caller it must refuse before it reads the body, whatever the body holds', async () => {
    const bodyFirst: string[] = [];
    for (const [key, rows] of Object.entries(matrix())) {
      for (const row of rows) {
        if (row.method === 'GET' || row.body === undefined) continue;
        const allowed = allowedByAccess(ROUTE_DOCS[key]!.access, row.masjid);
        for (const caller of CALLERS) {
          const expected: readonly number[] = row.expect ? [row.expect[caller]] : allowed[caller];
          if (!expected.every((status) => [401, 403, 404].includes(status))) continue;
          const body = typeof row.body === 'function' ? (row.body as (c: Caller) => unknown)(caller) : row.body;
          const token = caller === 'anonymous' ? undefined : (row.tokens?.[caller] ?? tokens[caller]);
          const res = await t.raw('a wrong body on every route, walked row by row', row.method, row.path, {
            token,
            body: wrongBody(body),
          });
          if (!expected.includes(res.status)) bodyFirst.push(`${row.method} ${row.path} as ${caller}: ${res.status}`);
        }
      }
    }
    expect(bodyFirst).toEqual([]);
  });

  it('answers each kind of caller as its access rule says', async () => {
    for (const [key, rows] of Object.entries(matrix())) await checkMatrix(t, tokens, rows, ROUTE_DOCS[key]?.access);
    // The last row changed the own admin's password, which ends their older sessions: sign in again.
    own.token = tokens.ownAdmin = await t.login(own.email, 'a-changed-password');
  });

  it('saves a whole timetable only for its own admins and super admins', async () => {
    const saved = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    await checkMatrix(t, tokens, [{ method: 'POST', path: '/api/prayer/config', body: saved, expect: OWN_ONLY_WRITE }]);
  });

  it('checks an import only for the masjid the caller administers', async () => {
    const csv = (await t.call(EXPORT_PRAYERS, { params: { companyId: own.companyId } }, { token: own.token })).text;
    const statuses: Record<string, number> = {};
    for (const [caller, token] of [['anonymous', undefined], ...Object.entries(tokens)] as Array<
      [string, string | undefined]
    >) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'prayers.csv');
      form.append('companyId', own.companyId);
      statuses[caller] = (await t.call(VALIDATE_IMPORT, { body: form }, { token })).status;
    }
    expect(statuses).toEqual(OWN_ONLY_WRITE);
  });

  it("opens a private masjid's change stream only for its own admins and super admins", async () => {
    const statuses: Record<string, number> = {};
    const callers = {
      anonymous: undefined,
      otherAdmin: other.token,
      ownAdmin: hidden.token,
      superAdmin: tokens.superAdmin,
    };
    for (const [caller, token] of Object.entries(callers)) {
      const res = await t.app.request('/api/companies/url/everyhidden/events', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      statuses[caller] = res.status;
      await res.body?.cancel();
    }
    expect(statuses).toEqual(PRIVATE_READ);
  });

  it('deletes a masjid only as a super admin, and a refused delete leaves it in place', async () => {
    const doomed = await t.registerMasjid('Masjid Every Doomed', { url: 'everydoomed' });
    const statuses: number[] = [];
    for (const token of [undefined, other.token, doomed.token, tokens.superAdmin]) {
      statuses.push((await t.call(DELETE_MASJID, { params: { id: doomed.companyId } }, { token })).status);
    }
    expect(statuses).toEqual([401, 403, 403, 200]);
  });

  it("deletes a screen only for its own masjid's admins and super admins, and a refused delete leaves it in place", async () => {
    const statuses: number[] = [];
    for (const token of [undefined, other.token, tokens.superAdmin, own.token]) {
      statuses.push(
        (await t.call(DELETE_SCREEN, { params: { companyId: own.companyId, screenId } }, { token })).status,
      );
    }
    // The super admin deleted it; the own admin then finds nothing left.
    expect(statuses).toEqual([401, 403, 200, 404]);
  });

  it("deletes a recording only for its own masjid's admins and super admins", async () => {
    const statuses: number[] = [];
    for (const token of [undefined, other.token, tokens.superAdmin, own.token]) {
      statuses.push(
        (await t.call(DELETE_SOUND, { params: { companyId: own.companyId, soundId: recording.id } }, { token })).status,
      );
    }
    // The super admin deleted it; the own admin then finds nothing left.
    expect(statuses).toEqual([401, 403, 200, 404]);
  });

  it('refused writes changed nothing', async () => {
    const ownToken = await t.login(own.email, 'a-changed-password');
    const masjid = await t.call(MASJID, { params: { id: own.companyId } }, { token: ownToken });
    expect(masjid.json.name).toBe('Masjid Every Own');
    const content = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'everyown' } }, { token: ownToken });
    // Only the own admin's and then the super admin's saves went through, in that order.
    expect(content.json.funds.map((fund: { name: string }) => fund.name)).toEqual(['superAdmin']);
    const users = await t.call(MASJID_USERS, { params: { companyId: own.companyId } }, { token: ownToken });
    const emails = users.json
      .flatMap((group: { users: Array<{ email: string }> }) => group.users.map((user) => user.email))
      .sort();
    expect(emails).toEqual(
      [
        'by-ownAdmin@everyown.org',
        'by-superAdmin@everyown.org',
        'invited-by-ownAdmin@everyown.org',
        'invited-by-superAdmin@everyown.org',
        memberEmail,
        own.email,
      ].sort(),
    );
    const screens = await t.call(MASJID_SCREENS, { params: { companyId: own.companyId } }, { token: ownToken });
    expect(screens.json.map((screen: { name: string }) => screen.name).sort()).toEqual([
      'By ownAdmin',
      'By superAdmin',
    ]);
    const occasions = await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: ownToken });
    expect(occasions.json).toMatchObject({ version: 2, jumuahSessions: [{ language: 'By superAdmin' }] });
    // A council or another masjid's admin touched none of the own masjid's answers: only its own admins' and the super admin's.
    const declarations = await t.call(
      MONTH_DECLARATIONS,
      { params: { companyId: own.companyId } },
      { token: ownToken },
    );
    expect(declarations.json.map((row) => row.by).every((by) => by !== other.email)).toBe(true);
    const adhkar = await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: ownToken });
    expect(adhkar.json).toMatchObject({ version: 2, own: [{ text: 'By superAdmin' }] });
    const otherUsers = await t.call(MASJID_USERS, { params: { companyId: other.companyId } }, { token: other.token });
    expect(otherUsers.json.flatMap((group: { users: unknown[] }) => group.users)).toHaveLength(1);
  });
});
