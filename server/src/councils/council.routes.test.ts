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
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import {
  COUNCIL,
  COUNCILS,
  CREATE_COUNCIL,
  DECIDE_COUNCIL_MEMBER,
  DECLARE_COUNCIL_MONTH,
  JOIN_COUNCIL,
  LEAVE_COUNCIL,
  MASJID_COUNCIL,
} from '@core/http/contract/councils.js';
import { DECLARE_MONTH, MONTH_DECLARATIONS } from '@core/http/contract/month-declarations.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';

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
    const res = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
      { token: masjid.token },
    );
    expect(res.status, res.text).toBe(200);
  }
  // The council's admin: an account of its own (here the secretary, a user of the first masjid).
  const secretary = await t.call(
    CREATE_USER,
    {
      params: { companyId: first.companyId },
      body: { firstName: 'Council', lastName: 'Secretary', email: 'secretary@council.org', password: 'long-enough-1' },
    },
    { token: first.token },
  );
  expect(secretary.status, secretary.text).toBe(200);
  await t.confirmEmail(secretary.json.target!.id);
  councilAdmin = await t.login('secretary@council.org', 'long-enough-1');
});
afterAll(() => t.close());

async function shawwalFirst(url: string): Promise<Record<string, string>> {
  const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: url }, query: { days: '10' } });
  expect(res.status, res.text).toBe(200);
  const days = new Map((res.json.days as DayPrayerView[]).map((day) => [day.date.slice(0, 10), day.hijriString]));
  return { '2026-03-19': days.get('2026-03-19')!, '2026-03-20': days.get('2026-03-20')! };
}

async function councilEntries(masjid: Masjid): Promise<unknown[]> {
  const res = await t.call(
    MASJID_HISTORY,
    { params: { companyId: masjid.companyId }, query: { entity: 'content' } },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
  return res.json.entries.filter(
    (entry: { entityId: string | null }) => entry.entityId === 'council-month-declarations',
  );
}

describe('a council with two member masjids', () => {
  it('is created by a super admin with its admin, and accepts the masjids that ask to follow it', async () => {
    const refused = await t.call(
      CREATE_COUNCIL,
      { body: { name: 'Council of Imams', adminEmails: ['secretary@council.org'] } },
      { token: first.token },
    );
    expect(refused.status).toBe(403);
    const unknown = await t.call(
      CREATE_COUNCIL,
      { body: { name: 'Council of Imams', adminEmails: ['nobody@council.org'] } },
      { token: await t.superToken() },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('No account has the email nobody@council.org: create it first.');
    const created = await t.call(
      CREATE_COUNCIL,
      { body: { name: 'Council of Imams', adminEmails: ['secretary@council.org'] } },
      { token: await t.superToken() },
    );
    expect(created.status, created.text).toBe(200);
    councilId = (created.json.target as Council).id;
    // Every signed-in account reads the councils' names to choose one; only the council's admin sees it marked.
    expect((await t.call(COUNCILS, {})).status).toBe(401);
    expect((await t.call(COUNCILS, {}, { token: outside.token })).json).toEqual([
      { id: councilId, name: 'Council of Imams', administers: false },
    ]);
    expect((await t.call(COUNCILS, {}, { token: councilAdmin })).json).toEqual([
      { id: councilId, name: 'Council of Imams', administers: true },
    ]);
    expect(created.json.target).toMatchObject({
      name: 'Council of Imams',
      admins: ['secretary@council.org'],
      members: [],
    });

    for (const masjid of [first, second]) {
      const asked = await t.call(
        JOIN_COUNCIL,
        { params: { companyId: masjid.companyId }, body: { councilId } },
        { token: masjid.token },
      );
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
    const early = await t.call(
      DECLARE_MONTH,
      { params: { companyId: first.companyId }, body: { hijriYear: 1447, hijriMonth: 10, decision: 'council' } },
      { token: first.token },
    );
    expect(early.status).toBe(400);
    for (const masjid of [first, second]) {
      const accepted = await t.call(
        DECIDE_COUNCIL_MEMBER,
        { params: { councilId, companyId: masjid.companyId }, body: { accepted: true } },
        { token: councilAdmin },
      );
      expect(accepted.status, accepted.text).toBe(200);
    }
    const council = (await t.call(COUNCIL, { params: { councilId } }, { token: councilAdmin })).json as Council;
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
    expect((await t.call(COUNCIL, { params: { councilId } }, { token: first.token })).status).toBe(403);
  });

  it('declares Shawwal: both members count 1 Shawwal on the declared day, a masjid outside does not', async () => {
    const declared = await t.call(
      DECLARE_COUNCIL_MONTH,
      { params: { councilId }, body: { hijriYear: 1447, hijriMonth: 10, decision: 'sighted' } },
      { token: councilAdmin },
    );
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
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'member-two' }, query: { days: '1' } });
    expect(dashboard.json.hijriCalendar!.declarations).toEqual([
      { hijriYear: 1447, hijriMonth: 10, decision: 'sighted' },
    ]);
    // A member's own answer about the month wins over the council's.
    const own = await t.call(
      DECLARE_MONTH,
      { params: { companyId: second.companyId }, body: { hijriYear: 1447, hijriMonth: 10, decision: 'not-sighted' } },
      { token: second.token },
    );
    expect(own.status, own.text).toBe(200);
    expect(await shawwalFirst('member-two')).toEqual({ '2026-03-19': '1447/9/30', '2026-03-20': '1447/10/1' });
    // ... and 'council' gives the month back to the council.
    await t.call(
      DECLARE_MONTH,
      { params: { companyId: second.companyId }, body: { hijriYear: 1447, hijriMonth: 10, decision: 'council' } },
      { token: second.token },
    );
    expect(await shawwalFirst('member-two')).toEqual({ '2026-03-19': '1447/10/1', '2026-03-20': '1447/10/2' });
  });

  it("may change its answer until the month's deciding day begins at its first member, not after", async () => {
    // Signed in again at each moment: a week on, the first session has ended.
    const answer = async (decision: 'sighted' | 'not-sighted') =>
      t.call(
        DECLARE_COUNCIL_MONTH,
        { params: { councilId }, body: { hijriYear: 1447, hijriMonth: 10, decision } },
        { token: await t.login('secretary@council.org', 'long-enough-1') },
      );
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
      const res = await t.raw('walks every masjid-admin route of the contract', endpoint.method, path, {
        token: councilAdmin,
        ...(endpoint.method === 'GET' ? {} : { body: {} }),
      });
      // Refused: 403 (or 404), or 400 where a route reads its body before the permission (a few older ones).
      if (res.status < 400 || res.status >= 500) reached.push(`${endpoint.method} ${endpoint.path}: ${res.status}`);
    }
    expect(reached).toEqual([]);
    const declarations = await t.call(
      MONTH_DECLARATIONS,
      { params: { companyId: second.companyId } },
      { token: second.token },
    );
    expect(declarations.json.map((row) => row.by)).toEqual([second.email]);
    // Leaving: the member's calendar no longer reads the council's answers.
    expect(
      (await t.call(LEAVE_COUNCIL, { params: { companyId: first.companyId } }, { token: first.token })).status,
    ).toBe(200);
    expect(await shawwalFirst('member-one')).toEqual({ '2026-03-19': '1447/9/30', '2026-03-20': '1447/10/1' });
    expect(
      (await t.call(MASJID_COUNCIL, { params: { companyId: first.companyId } }, { token: first.token })).json,
    ).toEqual({
      council: null,
    });
  });
});
