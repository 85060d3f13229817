/**
 * Councils (docs/jumuah-eid-ramadan.md, "Councils"): a super admin creates one with its admin; two masjids
 * ask to follow it and its admin accepts them; it declares Shawwal and both members' screens count 1
 * Shawwal on the declared day while a masjid outside keeps Umm al-Qura. Its admin sees the members'
 * screens' status and touches nothing else of theirs: every masjid-admin route refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import type { Council } from '@core/councils/council.js';
import type { HistoryEntry } from '@core/history/history.types.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';

type Masjid = Awaited<ReturnType<TestContext['registerMasjid']>>;

// Ramadan 1447 began on 18 February 2026 (Umm al-Qura) and has 30 days there: Shawwal on 20 March. Sighted
// on the evening of the 29th (18 March), Shawwal begins on the 19th.
let t: TestContext;
let first: Masjid;
let second: Masjid;
let outside: Masjid;
let councilAdmin: string;
let councilId: string;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-03-12T15:00:00Z' });
  first = await t.registerMasjid('Masjid First Member', { url: 'member-one', active: true });
  second = await t.registerMasjid('Masjid Second Member', { url: 'member-two', active: true });
  outside = await t.registerMasjid('Masjid Outside', { url: 'outside-council', active: true });
  for (const masjid of [first, second, outside]) {
    const res = await t.request('POST', '/api/prayer/config/create?generateIqamah=true', {
      token: masjid.token,
      body: newYorkTimetable(masjid.companyId),
    });
    expect(res.status, res.text).toBe(200);
  }
  // The council's admin: an account of its own (here the secretary, a user of the first masjid).
  const secretary = await t.request('POST', `/api/auth/companies/${first.companyId}/users`, {
    token: first.token,
    body: { firstName: 'Council', lastName: 'Secretary', email: 'secretary@council.org', password: 'long-enough-1' },
  });
  expect(secretary.status, secretary.text).toBe(200);
  await t.confirmEmail(secretary.json.target.id);
  councilAdmin = await t.login('secretary@council.org', 'long-enough-1');
});
afterAll(() => t.close());

async function shawwalFirst(url: string): Promise<Record<string, string>> {
  const res = await t.request('GET', `/api/dashboard/${url}?days=10`);
  expect(res.status, res.text).toBe(200);
  const days = new Map((res.json.days as DayPrayerView[]).map((day) => [day.date.slice(0, 10), day.hijriString]));
  return { '2026-03-19': days.get('2026-03-19')!, '2026-03-20': days.get('2026-03-20')! };
}

async function councilEntries(masjid: Masjid): Promise<unknown[]> {
  const res = await t.request('GET', `/api/history/companies/${masjid.companyId}?entity=content`, {
    token: masjid.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.json.entries.filter(
    (entry: { entityId: string | null }) => entry.entityId === 'council-month-declarations',
  );
}

describe('a council with two member masjids', () => {
  it('is created by a super admin with its admin, and accepts the masjids that ask to follow it', async () => {
    const refused = await t.request('POST', '/api/councils', {
      token: first.token,
      body: { name: 'Council of Imams', adminEmails: ['secretary@council.org'] },
    });
    expect(refused.status).toBe(403);
    const unknown = await t.request('POST', '/api/councils', {
      token: await t.superToken(),
      body: { name: 'Council of Imams', adminEmails: ['nobody@council.org'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('No account has the email nobody@council.org: create it first.');
    const created = await t.request('POST', '/api/councils', {
      token: await t.superToken(),
      body: { name: 'Council of Imams', adminEmails: ['secretary@council.org'] },
    });
    expect(created.status, created.text).toBe(200);
    councilId = (created.json.target as Council).id;
    // Every signed-in account reads the councils' names to choose one; only the council's admin sees it marked.
    expect((await t.request('GET', '/api/councils')).status).toBe(401);
    expect((await t.request('GET', '/api/councils', { token: outside.token })).json).toEqual([
      { id: councilId, name: 'Council of Imams', administers: false },
    ]);
    expect((await t.request('GET', '/api/councils', { token: councilAdmin })).json).toEqual([
      { id: councilId, name: 'Council of Imams', administers: true },
    ]);
    expect(created.json.target).toMatchObject({
      name: 'Council of Imams',
      admins: ['secretary@council.org'],
      members: [],
    });

    for (const masjid of [first, second]) {
      const asked = await t.request('PUT', `/api/companies/${masjid.companyId}/council`, {
        token: masjid.token,
        body: { councilId },
      });
      expect(asked.status, asked.text).toBe(200);
      expect(asked.json.target).toEqual({
        councilId,
        name: 'Council of Imams',
        status: 'pending',
        timetable: null,
        followsTimetable: false,
      });
    }
    // Until accepted, a masjid may not leave the month to the council.
    const early = await t.request('PUT', `/api/companies/${first.companyId}/month-declarations`, {
      token: first.token,
      body: { hijriYear: 1447, hijriMonth: 10, decision: 'council' },
    });
    expect(early.status).toBe(400);
    for (const masjid of [first, second]) {
      const accepted = await t.request('PUT', `/api/councils/${councilId}/members/${masjid.companyId}`, {
        token: councilAdmin,
        body: { accepted: true },
      });
      expect(accepted.status, accepted.text).toBe(200);
    }
    const council = (await t.request('GET', `/api/councils/${councilId}`, { token: councilAdmin })).json as Council;
    expect(council.members.map((member) => [member.name, member.status])).toEqual([
      ['Masjid First Member', 'accepted'],
      ['Masjid Second Member', 'accepted'],
    ]);
    // Their screens' status, never their content.
    expect(Object.keys(council.members[0]!).sort()).toEqual([
      'companyId',
      'followsTimetable',
      'name',
      'requestedAt',
      'screens',
      'status',
      'url',
    ]);
    expect((await t.request('GET', `/api/councils/${councilId}`, { token: first.token })).status).toBe(403);
  });

  it('declares Shawwal: both members count 1 Shawwal on the declared day, a masjid outside does not', async () => {
    const declared = await t.request('PUT', `/api/councils/${councilId}/month-declarations`, {
      token: councilAdmin,
      body: { hijriYear: 1447, hijriMonth: 10, decision: 'sighted' },
    });
    expect(declared.status, declared.text).toBe(200);
    for (const url of ['member-one', 'member-two'])
      expect(await shawwalFirst(url), url).toEqual({ '2026-03-19': '1447/10/1', '2026-03-20': '1447/10/2' });
    expect(await shawwalFirst('outside-council')).toEqual({ '2026-03-19': '1447/9/30', '2026-03-20': '1447/10/1' });
    // Each member's history says its council declared the month, by whom; the masjid outside has no such entry.
    for (const masjid of [first, second]) {
      const entries = (await councilEntries(masjid)) as HistoryEntry[];
      expect(entries.map((entry) => [entry.summary.split(' (')[0], entry.actor.email, entry.after])).toEqual([
        [
          'The council the masjid follows declared the start of a Hijri month',
          'secretary@council.org',
          [{ hijriYear: 1447, hijriMonth: 10, decision: 'sighted' }],
        ],
      ]);
    }
    expect(await councilEntries(outside)).toEqual([]);
    const dashboard = await t.request('GET', '/api/dashboard/member-two?days=1');
    expect(dashboard.json.hijriCalendar.declarations).toEqual([
      { hijriYear: 1447, hijriMonth: 10, decision: 'sighted' },
    ]);
    // A member's own answer about the month wins over the council's.
    const own = await t.request('PUT', `/api/companies/${second.companyId}/month-declarations`, {
      token: second.token,
      body: { hijriYear: 1447, hijriMonth: 10, decision: 'not-sighted' },
    });
    expect(own.status, own.text).toBe(200);
    expect(await shawwalFirst('member-two')).toEqual({ '2026-03-19': '1447/9/30', '2026-03-20': '1447/10/1' });
    // ... and 'council' gives the month back to the council.
    await t.request('PUT', `/api/companies/${second.companyId}/month-declarations`, {
      token: second.token,
      body: { hijriYear: 1447, hijriMonth: 10, decision: 'council' },
    });
    expect(await shawwalFirst('member-two')).toEqual({ '2026-03-19': '1447/10/1', '2026-03-20': '1447/10/2' });
  });

  it("may change its answer until the month's deciding day begins at its first member, not after", async () => {
    // Signed in again at each moment: a week on, the first session has ended.
    const answer = async (decision: string) =>
      t.request('PUT', `/api/councils/${councilId}/month-declarations`, {
        token: await t.login('secretary@council.org', 'long-enough-1'),
        body: { hijriYear: 1447, hijriMonth: 10, decision },
      });
    try {
      // 23:00 on 18 March in New York (the members' zone): the 29th of Ramadan, still open.
      t.clock.set(new Date('2026-03-19T03:00:00Z'));
      expect((await answer('sighted')).status).toBe(200);
      // 01:00 on 19 March there: the day the answer decides has begun at both members.
      t.clock.set(new Date('2026-03-19T05:00:00Z'));
      const late = await answer('not-sighted');
      expect(late.status, late.text).toBe(409);
      expect(late.json.message).toBe('Shawwal 1447 has begun: its start can no longer be changed.');
      expect(await shawwalFirst('member-one')).toEqual({ '2026-03-19': '1447/10/1', '2026-03-20': '1447/10/2' });
    } finally {
      t.clock.set(new Date('2026-03-12T15:00:00Z'));
    }
  });

  it("touches nothing else of a member: every masjid admin's route refuses the council's admin", async () => {
    const reached: string[] = [];
    for (const endpoint of ALL_ENDPOINTS.values()) {
      if (endpoint.doc.access !== 'masjid-admin' || !endpoint.path.includes(':companyId')) continue;
      const path = endpoint.path.replace(':companyId', second.companyId).replace(/:(\w+)/g, 'x');
      const res = await t.request(endpoint.method, path, {
        token: councilAdmin,
        ...(endpoint.method === 'GET' ? {} : { body: {} }),
      });
      // Refused: 403 (or 404), or 400 where a route reads its body before the permission (a few older ones).
      if (res.status < 400 || res.status >= 500) reached.push(`${endpoint.method} ${endpoint.path}: ${res.status}`);
    }
    expect(reached).toEqual([]);
    const declarations = await t.request('GET', `/api/companies/${second.companyId}/month-declarations`, {
      token: second.token,
    });
    expect(declarations.json.map((row: { by: string }) => row.by)).toEqual([second.email]);
    // Leaving: the member's calendar no longer reads the council's answers.
    expect(
      (await t.request('DELETE', `/api/companies/${first.companyId}/council`, { token: first.token })).status,
    ).toBe(200);
    expect(await shawwalFirst('member-one')).toEqual({ '2026-03-19': '1447/9/30', '2026-03-20': '1447/10/1' });
    expect((await t.request('GET', `/api/companies/${first.companyId}/council`, { token: first.token })).json).toEqual({
      council: null,
    });
  });
});
