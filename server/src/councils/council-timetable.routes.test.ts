/**
 * A council's published timetable (docs/jumuah-eid-ramadan.md, "The council's timetable"): the council's
 * admin publishes azan times computed for a place and a method of its choosing; one member follows them
 * and shows the council's azans with its own iqama rules, another member does not and keeps its own; the
 * following member's screens are told at once; stopping (turning it off, leaving, the council withdrawing)
 * keeps a copy of the council's azans. Nobody else may publish, read or follow for another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Council, MasjidCouncil } from '@core/councils/council.js';
import type { CouncilTimetableYear } from '@core/councils/council-timetable.js';
import { NEW_YORK_GEOCODE, newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { readEvents } from '../testing/read-events.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import {
  COUNCIL_TIMETABLE,
  CREATE_COUNCIL,
  DECIDE_COUNCIL_MEMBER,
  FOLLOW_COUNCIL_TIMETABLE,
  JOIN_COUNCIL,
  LEAVE_COUNCIL,
  MASJID_COUNCIL,
  PUBLISH_COUNCIL_TIMETABLE,
  WITHDRAW_COUNCIL_TIMETABLE,
} from '@core/http/contract/councils.js';
import { CREATE_PRAYER_CONFIG, PRAYER_DAY, SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { V1_DAYS } from '@core/http/contract/public-v1.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';

type Masjid = Awaited<ReturnType<TestContext['registerMasjid']>>;

const TODAY = '2026-03-12';
let t: TestContext;
let follower: Masjid;
let keeper: Masjid;
let outsider: Masjid;
let councilAdmin: string;
let otherCouncilAdmin: string;
let councilId: string;
let otherCouncilId: string;

/** The council's choice: Muslim World League (Fajr 18°) where its members compute ISNA (Fajr 15°). */
const MWL = {
  location: 'New York, NY',
  geoCode: NEW_YORK_GEOCODE,
  calculationMethod: 3,
  asrJuristicMethod: 0,
};

async function today(url: string): Promise<DayPrayerView> {
  const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: url }, query: { days: '3' } });
  expect(res.status, res.text).toBe(200);
  return (res.json.days as DayPrayerView[]).find((day) => day.date.startsWith(TODAY))!;
}

async function councilDay(): Promise<CouncilTimetableYear['days'][number]> {
  const res = await t.call(
    COUNCIL_TIMETABLE,
    { params: { councilId }, query: { year: '2026' } },
    { token: councilAdmin },
  );
  expect(res.status, res.text).toBe(200);
  return (res.json as CouncilTimetableYear).days.find((day) => day.date === TODAY)!;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function follow(masjid: Masjid, on: boolean) {
  return t.call(
    FOLLOW_COUNCIL_TIMETABLE,
    { params: { companyId: masjid.companyId }, body: { follow: on } },
    { token: masjid.token },
  );
}

beforeAll(async () => {
  t = await createTestContext({ now: `${TODAY}T15:00:00Z` });
  follower = await t.registerMasjid('Masjid Follower', { url: 'tt-follower', active: true });
  keeper = await t.registerMasjid('Masjid Keeper', { url: 'tt-keeper', active: true });
  outsider = await t.registerMasjid('Masjid Outsider', { url: 'tt-outsider', active: true });
  for (const masjid of [follower, keeper, outsider]) {
    const res = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
      { token: masjid.token },
    );
    expect(res.status, res.text).toBe(200);
  }
  // The follower's own iqama rule for Fajr: 20 minutes after the azan, whatever azan it is.
  const rules = await t.call(
    SAVE_PRAYER_SETTINGS,
    {
      params: { companyId: follower.companyId },
      body: { iqamaRules: { fajr: { minutesAfter: 20, roundTo: 1, frequency: 'daily', fixedTime: '' } } },
    },
    { token: follower.token },
  );
  expect(rules.status, rules.text).toBe(200);
  const secretary = await t.call(
    CREATE_USER,
    {
      params: { companyId: outsider.companyId },
      body: {
        firstName: 'Council',
        lastName: 'Secretary',
        email: 'tt-secretary@council.org',
        password: 'long-enough-1',
      },
    },
    { token: outsider.token },
  );
  expect(secretary.status, secretary.text).toBe(200);
  await t.confirmEmail(secretary.json.target!.id);
  councilAdmin = await t.login('tt-secretary@council.org', 'long-enough-1');
  const created = await t.call(
    CREATE_COUNCIL,
    { body: { name: 'Council of the City', adminEmails: ['tt-secretary@council.org'] } },
    { token: await t.superToken() },
  );
  expect(created.status, created.text).toBe(200);
  councilId = created.json.target!.id;
  // Another council, run by the keeper's admin: it administers nothing of the first.
  const other = await t.call(
    CREATE_COUNCIL,
    { body: { name: 'Council Elsewhere', adminEmails: [keeper.email] } },
    { token: await t.superToken() },
  );
  expect(other.status, other.text).toBe(200);
  otherCouncilId = other.json.target!.id;
  otherCouncilAdmin = keeper.token;
  for (const masjid of [follower, keeper]) {
    const asked = await t.call(
      JOIN_COUNCIL,
      { params: { companyId: masjid.companyId }, body: { councilId } },
      { token: masjid.token },
    );
    expect(asked.status, asked.text).toBe(200);
    const accepted = await t.call(
      DECIDE_COUNCIL_MEMBER,
      { params: { councilId, companyId: masjid.companyId }, body: { accepted: true } },
      { token: councilAdmin },
    );
    expect(accepted.status, accepted.text).toBe(200);
  }
});
afterAll(() => t.close());

describe("a council's published timetable", () => {
  it('is published by its own admins only, and only they read it', async () => {
    const refusals = [
      [undefined, 401],
      [follower.token, 403],
      [otherCouncilAdmin, 403],
    ] as const;
    for (const [token, status] of refusals) {
      const res = await t.call(PUBLISH_COUNCIL_TIMETABLE, { params: { councilId }, body: MWL }, { token });
      expect(res.status, res.text).toBe(status);
      expect((await t.call(COUNCIL_TIMETABLE, { params: { councilId } }, { token })).status).toBe(status);
    }
    // Not published yet: nothing to read, nothing to follow.
    expect((await t.call(COUNCIL_TIMETABLE, { params: { councilId } }, { token: councilAdmin })).status).toBe(404);
    expect((await follow(follower, true)).status).toBe(409);
    // The body is checked by the contract's schema.
    const wrong = await t.call(
      PUBLISH_COUNCIL_TIMETABLE,
      { params: { councilId }, body: { ...MWL, calculationMethod: 99 } },
      { token: councilAdmin },
    );
    expect(wrong.status).toBe(400);

    const published = await t.call(
      PUBLISH_COUNCIL_TIMETABLE,
      { params: { councilId }, body: MWL },
      { token: councilAdmin },
    );
    expect(published.status, published.text).toBe(200);
    const council = published.json.target as Council;
    expect(council.timetable).toMatchObject({
      location: 'New York, NY',
      timezoneId: 'America/New_York',
      calculationMethod: 3,
      publishedBy: 'tt-secretary@council.org',
    });
    expect(council.members.map((member) => member.followsTimetable)).toEqual([false, false]);
    const year = (await t.call(COUNCIL_TIMETABLE, { params: { councilId } }, { token: councilAdmin }))
      .json as CouncilTimetableYear;
    expect(year.year).toBe(2026);
    expect(year.days).toHaveLength(366);
    // Another council's admin still reads nothing of this one; its own council has no timetable.
    const theirs = await t.call(
      COUNCIL_TIMETABLE,
      { params: { councilId: otherCouncilId } },
      { token: otherCouncilAdmin },
    );
    expect(theirs.status).toBe(404);
  });

  it("a following member shows the council's azans with its own iqama rules; the other keeps its own", async () => {
    const ownBefore = await today('tt-follower');
    const keeperBefore = await today('tt-keeper');
    const theirs = await councilDay();
    // MWL's Fajr is earlier than ISNA's in New York in March: a difference a test can see.
    expect(minutes(theirs.fajr)).toBeLessThan(minutes(ownBefore.fajr) - 5);

    // Only an accepted member's own admins may turn it on: not the council, not another masjid.
    const byCouncil = await t.call(
      FOLLOW_COUNCIL_TIMETABLE,
      { params: { companyId: follower.companyId }, body: { follow: true } },
      { token: councilAdmin },
    );
    expect(byCouncil.status).toBe(403);
    const byOther = await t.call(
      FOLLOW_COUNCIL_TIMETABLE,
      { params: { companyId: follower.companyId }, body: { follow: true } },
      { token: outsider.token },
    );
    expect(byOther.status).toBe(403);
    expect((await follow(outsider, true)).status).toBe(409);

    // The following member's screens are told at once.
    const controller = new AbortController();
    const stream = await t.app.request('/api/companies/url/tt-follower/events', { signal: controller.signal });
    await readEvents(stream.body!, 1);
    const started = Date.now();
    const followed = await follow(follower, true);
    expect(followed.status, followed.text).toBe(200);
    expect(followed.json.target as MasjidCouncil).toMatchObject({ followsTimetable: true, status: 'accepted' });
    const [signal] = await readEvents(stream.body!, 1);
    expect(JSON.parse(signal!.data).kind).toBe('prayer');
    expect(Date.now() - started).toBeLessThan(2000);

    const now = await today('tt-follower');
    for (const column of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const)
      expect(now[column], column).toBe(theirs[column]);
    // Its own rule on the council's azan: 20 minutes after.
    expect(minutes(now.fajrIqama)).toBe(minutes(theirs.fajr) + 20);
    const keeperNow = await today('tt-keeper');
    expect(keeperNow.fajr).toBe(keeperBefore.fajr);
    expect(keeperNow.fajr).not.toBe(theirs.fajr);
    // The calendar and the v1-style day read see the same azans (one place computes the days).
    const day = await t.call(PRAYER_DAY, { params: { companyId: follower.companyId, month: '3', day: '12' } });
    expect(day.json.target!.fajr).toBe(theirs.fajr);
    const calendar = await t.call(CALENDAR, {
      params: { url: 'tt-follower', type: 'gregorian', year: '2026' },
      query: { month: '3' },
    });
    expect(calendar.status, calendar.text).toBe(200);
    expect(calendar.text).toContain(`"${theirs.fajr}"`);
    const v1 = await t.call(V1_DAYS, { params: { masjid: 'tt-follower' }, query: { from: TODAY, days: '1' } });
    expect(v1.status, v1.text).toBe(200);
    expect(v1.text).toContain(theirs.fajr);
    expect(v1.text).not.toContain(ownBefore.fajr);
    controller.abort();
  });

  it("a new publication reaches the follower's screens within 2 s and writes its history, not the other's", async () => {
    const controller = new AbortController();
    const stream = await t.app.request('/api/companies/url/tt-follower/events', { signal: controller.signal });
    await readEvents(stream.body!, 1);
    const started = Date.now();
    const republished = await t.call(
      PUBLISH_COUNCIL_TIMETABLE,
      { params: { councilId }, body: { ...MWL, calculationMethod: 5 } },
      { token: councilAdmin },
    );
    expect(republished.status, republished.text).toBe(200);
    const [signal] = await readEvents(stream.body!, 1);
    expect(JSON.parse(signal!.data).kind).toBe('prayer');
    expect(Date.now() - started).toBeLessThan(2000);
    controller.abort();
    expect((await today('tt-follower')).fajr).toBe((await councilDay()).fajr);

    const entries = async (masjid: Masjid) =>
      (
        await t.call(
          MASJID_HISTORY,
          { params: { companyId: masjid.companyId }, query: { entity: 'content' } },
          { token: masjid.token },
        )
      ).json.entries.filter((entry: { entityId: string | null }) => entry.entityId === 'council-timetable');
    const mine = await entries(follower);
    expect(mine.map((entry: { summary: string }) => entry.summary.split(' (')[0])).toEqual([
      'The council the masjid follows published its timetable',
      "Followed the council's timetable",
    ]);
    expect(mine[0]!.actor).toMatchObject({ email: 'tt-secretary@council.org' });
    expect(await entries(keeper)).toEqual([]);
  });

  it('refuses a timetable of another zone while members follow it, and a member of another zone', async () => {
    const london = await t.call(
      PUBLISH_COUNCIL_TIMETABLE,
      {
        params: { councilId },
        body: {
          ...MWL,
          location: 'London',
          geoCode: { latitude: 51.5072, longitude: -0.1276, timezoneId: 'Europe/London' },
        },
      },
      { token: councilAdmin },
    );
    expect(london.status).toBe(409);
    expect(london.json.message).toContain('Masjid Follower');
  });

  it('turned off, the member keeps a copy of the azans it showed; withdrawn, every follower does', async () => {
    const shown = await today('tt-follower');
    const off = await follow(follower, false);
    expect(off.status, off.text).toBe(200);
    expect(off.json.target).toMatchObject({ followsTimetable: false });
    const kept = await today('tt-follower');
    expect([kept.fajr, kept.isha, kept.fajrIqama]).toEqual([shown.fajr, shown.isha, shown.fajrIqama]);

    expect((await follow(follower, true)).status).toBe(200);
    const withdrawn = await t.call(WITHDRAW_COUNCIL_TIMETABLE, { params: { councilId } }, { token: councilAdmin });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json.target!.timetable).toBeNull();
    const afterWithdrawal = await today('tt-follower');
    expect(afterWithdrawal.fajr).toBe(shown.fajr);
    const card = await t.call(MASJID_COUNCIL, { params: { companyId: follower.companyId } }, { token: follower.token });
    expect(card.json.council).toMatchObject({ timetable: null, followsTimetable: false });
    // A masjid admin may not withdraw it.
    expect((await t.call(WITHDRAW_COUNCIL_TIMETABLE, { params: { councilId } }, { token: keeper.token })).status).toBe(
      403,
    );
  });

  it('leaving the council while following keeps the copy too', async () => {
    const published = await t.call(
      PUBLISH_COUNCIL_TIMETABLE,
      { params: { councilId }, body: { ...MWL, prayerOffsetMinutes: [0, 0, 0, 0, 0, 3, 0] } },
      { token: councilAdmin },
    );
    expect(published.status, published.text).toBe(200);
    expect((await follow(follower, true)).status).toBe(200);
    const shown = await today('tt-follower');
    expect(shown.maghrib).toBe((await councilDay()).maghrib);
    const left = await t.call(LEAVE_COUNCIL, { params: { companyId: follower.companyId } }, { token: follower.token });
    expect(left.status, left.text).toBe(200);
    const kept = await today('tt-follower');
    expect([kept.fajr, kept.maghrib]).toEqual([shown.fajr, shown.maghrib]);
    // The copy is the masjid's own now: its history says so.
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: follower.companyId }, query: { entity: 'timetable' } },
      { token: follower.token },
    );
    expect(history.json.entries[0]!.summary).toMatch(/^Stopped following the council's timetable/);
  });
});
