/**
 * The one day check guarding POST /api/prayer/config (docs/prayer-table.md "What a day must be"): a table
 * out of order is refused by day and column and cannot be confirmed; times far from the computed ones are
 * refused until confirmed (`confirmFarTimes`); a refused save changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manchesterMasjid } from '../testing/manchester-masjid.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { PRAYER_CONFIG, SAVE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;

type Day = Record<string, string>;
const TIME_COLUMNS = [
  'fajr',
  'fajrIqama',
  'sunrise',
  'dhuhr',
  'dhuhrIqama',
  'asr',
  'asrIqama',
  'maghrib',
  'maghribIqama',
  'isha',
  'ishaIqama',
] as const;
/** '14:18' as a 12-hour board writes it, read back on a 24-hour clock: '02:18'. */
const morning = (time: string) => {
  const [hour, minute] = time.split(':') as [string, string];
  return `${String(Number(hour) % 12 || 12).padStart(2, '0')}:${minute}`;
};

async function config() {
  const res = await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token });
  expect(res.status, res.text).toBe(200);
  return res.json;
}
async function history() {
  return (await t.call(MASJID_HISTORY, { params: { companyId: own.companyId } }, { token: own.token })).json;
}
const save = (body: BodyOf<typeof SAVE_PRAYER_CONFIG>, headers: Record<string, string> = {}) =>
  t.call(SAVE_PRAYER_CONFIG, { body }, { token: own.token, headers });

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  ({ own } = await manchesterMasjid(t));
});
afterAll(() => t.close());

describe('saving a timetable (POST /api/prayer/config)', () => {
  it('refuses a 12-hour table read as morning times, by day and column, even when far times are confirmed; nothing is saved', async () => {
    const before = await config();
    const historyBefore = await history();
    const prayers = before.prayers!.map((day) => {
      const entry: Day = { date: day.date };
      for (const column of TIME_COLUMNS) entry[column] = morning(day[column]);
      return entry;
    });
    for (const confirmFarTimes of [undefined, true]) {
      const res = await save({ ...before, prayers, confirmFarTimes });
      expect(res.status, res.text).toBe(400);
      expect(res.json.code).toBe('VALIDATION');
      expect(res.json.fieldErrors!['prayers[0].asr']).toBe(
        `Jan 1 Asr: must be after Dhuhr ${before.prayers[0]!.dhuhr}`,
      );
    }
    const french = await save({ ...before, prayers }, { 'accept-language': 'fr' });
    expect(french.json.fieldErrors!['prayers[0].asr']).toBe(
      `1 janv., Adhan Asr : doit être après Adhan Dhohr (${before.prayers[0]!.dhuhr})`,
    );
    expect(await config()).toEqual(before);
    expect(await history()).toEqual(historyBefore);
  });

  it('refuses an azan more than 90 minutes from the computed time until the admin confirms it', async () => {
    const before = await config();
    const prayers = before.prayers!.map((day, index) =>
      // A masjid that keeps Isha at 20:00 through January (computed about 18:00).
      index < 31 ? { ...day, isha: '20:00', ishaIqama: '20:15' } : day,
    );
    const refused = await save({ ...before, prayers });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.code).toBe('NEEDS_CONFIRMATION');
    expect(refused.json.message).toMatch(/more than 90 minutes .* confirm them\.$/);
    expect(refused.json.fieldErrors!['prayers[0].isha']).toMatch(
      /^Jan 1 Isha: is \d+ minutes from the computed time \d\d:\d\d \(more than 90\); confirm it if the masjid keeps this time$/,
    );
    // A cell in order but out of its prayer's time is refused with them, and then nothing can be confirmed.
    const mixed = prayers.map((day, index) => (index === 40 ? { ...day, asr: day.dhuhr } : day));
    const hard = await save({ ...before, prayers: mixed, confirmFarTimes: true });
    expect(hard.status).toBe(400);
    expect(hard.json.code).toBe('VALIDATION');
    expect(hard.json.fieldErrors!['prayers[40].asr']).toBe(`Feb 10 Asr: must be after Dhuhr ${prayers[40]!.dhuhr}`);
    expect(await config()).toEqual(before);

    const arabic = await save({ ...before, prayers }, { 'accept-language': 'ar' });
    expect(arabic.status).toBe(422);
    expect(arabic.json.message).toMatch(/^عدد الأوقات التي تبعد أكثر من 90 دقيقة/);
    const confirmed = await save({ ...before, prayers, confirmFarTimes: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    // The iqama follows the rule from the typed azan (20:00 + 15), so only the azan is a typed cell.
    expect(confirmed.json.target!.overrides!['01-15']).toEqual({ isha: '20:00' });
    expect(confirmed.json.target!.prayers![14]).toMatchObject({ isha: '20:00', ishaIqama: '20:15' });
    // Confirmed once, kept: the next save of the same times (another cell changed) is not asked again.
    const again = prayers.map((day, index) => (index === 100 ? { ...day, dhuhrIqama: '13:30' } : day));
    const next = await save({ ...(await config()), prayers: again });
    expect(next.status, next.text).toBe(200);
  });
});
