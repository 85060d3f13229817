/**
 * The month as the masjid declares it (docs/jumuah-eid-ramadan.md): answers about the start of Ramadan
 * 1447 change the Hijri date of the days, the calendar's Hijri months and the dashboard's calendar, can be
 * changed until the day they decide begins, are in the history and can be restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import {
  MONTH_DECLARATIONS,
  RESTORE_MONTH_DECLARATIONS,
  DECLARE_MONTH,
  WITHDRAW_MONTH_DECLARATION,
} from '@core/http/contract/month-declarations.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';

type Masjid = Awaited<ReturnType<TestContext['registerMasjid']>>;

// Sha'ban 1447 began on 20 January 2026 (Umm al-Qura): its 29th is 17 February, Ramadan's 1st the 18th.
const BEFORE = '2026-02-10T15:00:00Z';
let t: TestContext;
let masjid: Masjid;
let token: string;

beforeAll(async () => {
  t = await createTestContext({ now: BEFORE });
  masjid = await t.registerMasjid('Masjid Crescent', { url: 'crescent', active: true });
  const created = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
    { token: masjid.token },
  );
  expect(created.status, created.text).toBe(200);
  token = masjid.token;
});
afterAll(() => t.close());

const declare = (body: BodyOf<typeof DECLARE_MONTH>) =>
  t.call(DECLARE_MONTH, { params: { companyId: masjid.companyId }, body }, { token });
const withdraw = (body: BodyOf<typeof WITHDRAW_MONTH_DECLARATION>) =>
  t.call(WITHDRAW_MONTH_DECLARATION, { params: { companyId: masjid.companyId }, body }, { token });
/** After the clock moves by days the sign-in has ended: a new one at that time. */
async function at(instant: string) {
  t.clock.set(instant);
  token = await t.login(masjid.email, PASSWORD);
}

async function hijriOf(dates: string[]): Promise<Record<string, string>> {
  const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'crescent' }, query: { days: '14' } });
  expect(res.status, res.text).toBe(200);
  const days = new Map((res.json.days as DayPrayerView[]).map((day) => [day.date.slice(0, 10), day.hijriString]));
  return Object.fromEntries(dates.map((date) => [date, days.get(date) ?? '']));
}

describe('PUT/GET/DELETE /api/companies/{companyId}/month-declarations', () => {
  it('moves the start of Ramadan as declared, on the days, the dashboard and the Hijri calendar', async () => {
    expect(await hijriOf(['2026-02-17', '2026-02-18'])).toEqual({
      '2026-02-17': '1447/8/29',
      '2026-02-18': '1447/9/1',
    });

    const notSighted = await declare({ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' });
    expect(notSighted.status, notSighted.text).toBe(200);
    expect(notSighted.json.target).toEqual([
      { hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted', by: masjid.email, at: BEFORE.replace('Z', '.000Z') },
    ]);
    // Sha'ban has 30 days: the 18th is its 30th, Ramadan begins on the 19th.
    expect(await hijriOf(['2026-02-17', '2026-02-18', '2026-02-19'])).toEqual({
      '2026-02-17': '1447/8/29',
      '2026-02-18': '1447/8/30',
      '2026-02-19': '1447/9/1',
    });
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'crescent' }, query: { days: '1' } });
    expect(dashboard.json.hijriCalendar).toEqual({
      adjustment: 0,
      declarations: [{ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' }],
    });
    const calendar = await t.call(CALENDAR, {
      params: { url: 'crescent', type: 'hijri', year: '1447' },
      query: { month: '9' },
    });
    expect(calendar.status, calendar.text).toBe(200);
    const ramadan = calendar.json.target!.monthPrayers[0]!.prayers as DayPrayerView[];
    expect(ramadan[0]!.date.slice(0, 10)).toBe('2026-02-19');
    expect(ramadan.every((day) => day.hijriString.startsWith('1447/9/'))).toBe(true);

    // Changed to sighted ahead of the day: Ramadan begins on the 18th again.
    expect((await declare({ hijriYear: 1447, hijriMonth: 9, decision: 'sighted' })).status).toBe(200);
    expect(await hijriOf(['2026-02-18'])).toEqual({ '2026-02-18': '1447/9/1' });
    const listed = await t.call(
      MONTH_DECLARATIONS,
      { params: { companyId: masjid.companyId } },
      { token: masjid.token },
    );
    expect(listed.json).toMatchObject([{ hijriYear: 1447, hijriMonth: 9, decision: 'sighted' }]);
  });

  it('refuses what cannot be a declaration, naming the field, and saves nothing', async () => {
    const before = (
      await t.call(MONTH_DECLARATIONS, { params: { companyId: masjid.companyId } }, { token: masjid.token })
    ).json;
    const month = await declare({ hijriYear: 1447, hijriMonth: 13, decision: 'sighted' });
    expect(month.status).toBe(400);
    expect(month.json.fieldErrors!.hijriMonth).toBe('Hijri month must be a whole number from 1 to 12');
    const decision = await t.raw(
      'a decision the schema does not offer',
      'PUT',
      `/api/companies/${masjid.companyId}/month-declarations`,
      { token, body: { hijriYear: 1447, hijriMonth: 10, decision: 'maybe' } },
    );
    expect(decision.status).toBe(400);
    expect(decision.json.fieldErrors.decision).toBe("Decision must be 'sighted', 'not-sighted' or 'council'");
    const council = await declare({ hijriYear: 1447, hijriMonth: 10, decision: 'council' });
    expect(council.status).toBe(400);
    expect(council.json.message).toBe('This masjid follows no council: answer sighted or not sighted.');
    const far = await declare({ hijriYear: 1449, hijriMonth: 2, decision: 'sighted' });
    expect(far.status).toBe(400);
    expect(far.json.message).toBe("Safar 1449 is too far ahead: a month's start is declared at most a year before.");
    expect((await withdraw({ hijriYear: 1447, hijriMonth: 11 })).status).toBe(404);
    expect(
      (await t.call(MONTH_DECLARATIONS, { params: { companyId: masjid.companyId } }, { token: masjid.token })).json,
    ).toEqual(before);
  });

  it('keeps the history of every answer and restores an earlier one', async () => {
    const entries = (
      await t.call(
        MASJID_HISTORY,
        { params: { companyId: masjid.companyId }, query: { entity: 'content' } },
        { token: masjid.token },
      )
    ).json.entries as Array<{ id: string; entityId: string; summary: string; after: unknown }>;
    const answers = entries.filter((entry) => entry.entityId === 'month-declarations');
    expect(answers.map((entry) => entry.summary.split(' (')[0])).toEqual([
      'Declared the start of a Hijri month',
      'Declared the start of a Hijri month',
    ]);
    const notSighted = answers[1]!;
    expect(notSighted.after).toEqual([{ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' }]);
    const restored = await t.call(
      RESTORE_MONTH_DECLARATIONS,
      { params: { companyId: masjid.companyId }, body: { entryId: notSighted.id } },
      { token: masjid.token },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.target).toMatchObject([{ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' }]);
    expect(await hijriOf(['2026-02-18'])).toEqual({ '2026-02-18': '1447/8/30' });
    const other = await t.registerMasjid('Masjid Elsewhere', { url: 'elsewhere-decl' });
    const foreign = await t.call(
      RESTORE_MONTH_DECLARATIONS,
      { params: { companyId: other.companyId }, body: { entryId: notSighted.id } },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
  });

  it('is changeable until the day it decides begins in the masjid zone, then stands', async () => {
    // 23:59 on the 29th of Sha'ban in New York: still open.
    await at('2026-02-18T04:59:00Z');
    expect((await declare({ hijriYear: 1447, hijriMonth: 9, decision: 'sighted' })).status).toBe(200);
    // Midnight: the 18th has begun; the answer stands.
    await at('2026-02-18T05:00:00Z');
    const late = await declare({ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('Ramadan 1447 has begun: its start can no longer be changed.');
    expect((await withdraw({ hijriYear: 1447, hijriMonth: 9 })).status).toBe(409);
    expect(await hijriOf(['2026-02-18'])).toEqual({ '2026-02-18': '1447/9/1' });
    await at(BEFORE);
  });
});
