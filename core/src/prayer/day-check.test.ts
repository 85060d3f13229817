/**
 * The one day check (docs/prayer-table.md "What a day must be") and a 12-hour board read through it:
 * the failure of issue 25 item 2, where a UK board without am/pm was saved as morning times.
 */
import { describe, expect, it } from 'vitest';
import { createPrayerCalculator, type PrayerSettings } from './calculator.js';
import { checkDay } from './day-check.js';
import { DEFAULT_IQAMA_RULES } from './iqama.js';
import { readPrayerCsv, type CsvRecord } from './prayer-csv.js';
import { DEFAULT_DST } from './prayer.schema.js';
import type { DayPrayer } from './prayer.types.js';
import { checkTable } from './table-check.js';
import { createTimetable } from './timetable.js';
import { BOARD_COLUMNS, boardRow, twelveHour } from '../testing/uk-board.js';

/** Manchester, Muslim World League, Hanafi Asr: a UK masjid. */
const MANCHESTER: PrayerSettings = {
  latitude: 53.4808,
  longitude: -2.2426,
  timezoneId: 'Europe/London',
  calculationMethod: 3,
  asrJuristicMethod: 1,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: DEFAULT_DST,
};
const calculator = createPrayerCalculator(MANCHESTER);
/** The 366 slots of 2026 as the API takes them (the 29 February slot holds 1 March), and the 365 days of a file. */
const slots2026 = createTimetable({
  calculator,
  overrides: {},
  rules: DEFAULT_IQAMA_RULES,
  hijriAdjustment: 0,
}).yearTable(2026);
const table2026 = slots2026.filter((day) => !day.date.endsWith('-02-29'));

const HEADER =
  'Date,Day,Fajr,Fajr Jamaat,Sunrise,Zuhr,Zuhr Jamaat,Asr,Asr Jamaat,Maghrib,Maghrib Jamaat,Isha,Isha Jamaat';
const COLUMNS = BOARD_COLUMNS;

/** The year as a UK board's CSV: D/M/YYYY dates, a weekday column, 12-hour times without am/pm. */
function boardFile(days: readonly DayPrayer[] = table2026, header = HEADER): CsvRecord[] {
  const lines = [
    header,
    ...days.map((day) => {
      return boardRow(
        day.date,
        COLUMNS.map((column) => twelveHour(day[column])),
      );
    }),
  ];
  return lines.map((line, index) => ({ line: index + 1, cells: line.split(',') }));
}

describe('a 12-hour board without am/pm', () => {
  it("is read in each prayer's half of the day, and says so", () => {
    const read = readPrayerCsv(boardFile(), 2026, { calculator, rules: DEFAULT_IQAMA_RULES, dayFirst: true });
    expect(read.problems).toEqual([]);
    const byDate = new Map(table2026.map((day) => [day.date, day]));
    for (const day of read.table!.prayers.filter((entry) => byDate.has(entry.date)))
      expect(day, day.date).toEqual(byDate.get(day.date));
    expect(read.notes).toContainEqual({
      key: 'server.timetable.csvTwelveHour',
      values: { example: twelveHour(table2026[0]!.asr), read: table2026[0]!.asr },
    });
  });

  it('reads the row of the issue as afternoon and evening times', () => {
    const records = boardFile();
    records[1] = { line: 2, cells: '1/1/2026,Thu,6:11,6:35,8:18,12:12,12:12,2:18,2:30,4:04,4:04,6:04,6:15'.split(',') };
    const read = readPrayerCsv(records, 2026, { calculator, rules: DEFAULT_IQAMA_RULES, dayFirst: true });
    expect(read.problems).toEqual([]);
    expect(read.table!.prayers[0]).toEqual({
      date: '2026-01-01',
      fajr: '06:11',
      fajrIqama: '06:35',
      sunrise: '08:18',
      dhuhr: '12:12',
      dhuhrIqama: '12:12',
      asr: '14:18',
      asrIqama: '14:30',
      maghrib: '16:04',
      maghribIqama: '16:04',
      isha: '18:04',
      ishaIqama: '18:15',
    });
  });

  it('read as morning times (what the API would get), is refused day by day, and cannot be confirmed', () => {
    const morning = slots2026.map((day) => {
      const entry: Record<string, string> = { date: day.date };
      for (const column of COLUMNS) entry[column] = twelveHour(day[column]).padStart(5, '0');
      return entry;
    });
    for (const confirmFar of [false, true]) {
      const { table, problems } = checkTable(morning, { calculator, confirmFar });
      expect(table).toBeUndefined();
      // Jan 1: Asr '02:18' is before Dhuhr 12:12 on the real time line.
      const asr = problems.find((problem) => problem.index === 0 && problem.column === 'asr')!;
      expect(asr.message).toBe(`must be after Dhuhr ${table2026[0]!.dhuhr}`);
      expect(asr.confirmable).toBeUndefined();
    }
  });
});

describe('the day check', () => {
  const day = { ...table2026[0]! };
  const computed = calculator.azan({ year: 2026, month: 1, day: 1 });

  it('passes a computed day', () => {
    expect(checkDay(day, { computed })).toEqual([]);
  });

  it('names each cell out of order in real time, iqama before its azan or after the next azan', () => {
    const problems = checkDay({ ...day, sunrise: '05:00', asrIqama: day.maghrib, ishaIqama: '07:30' }, { computed });
    expect(problems.map(({ column, kind, message }) => ({ column, kind, message }))).toEqual([
      { column: 'sunrise', kind: 'order', message: `must be after Fajr ${day.fajr}` },
      { column: 'fajrIqama', kind: 'order', message: 'must be before Sunrise 05:00' },
      { column: 'asrIqama', kind: 'order', message: `must be before Maghrib ${day.maghrib}` },
      { column: 'ishaIqama', kind: 'order', message: `must be before the next Fajr ${day.fajr}` },
      { column: 'sunrise', kind: 'far', message: expect.stringMatching(/^is \d+ minutes from the computed time/) },
    ]);
    expect(checkDay({ ...day, fajrIqama: '05:00' })[0]).toMatchObject({ column: 'fajrIqama', kind: 'order' });
    // Isha may equal Maghrib (the Maghrib iqama may be at Isha), not come before it.
    expect(checkDay({ ...day, isha: day.maghrib, maghribIqama: day.maghrib, ishaIqama: day.maghrib })).toEqual([]);
  });

  it('an Isha after midnight is late, not early (Tromsø in May)', () => {
    const late = { ...day, maghrib: '23:55', maghribIqama: '00:00', isha: '00:08', ishaIqama: '00:20' };
    expect(checkDay(late)).toEqual([]);
  });

  it('marks an azan more than 90 minutes from the computed time as confirmable, 90 exactly as fine', () => {
    const plus = (time: string, minutes: number) => {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      const total = hour * 60 + minute + minutes;
      return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    };
    expect(
      checkDay({ ...day, isha: plus(computed.isha, 90), ishaIqama: plus(computed.isha, 95) }, { computed }),
    ).toEqual([]);
    const far = checkDay({ ...day, isha: plus(computed.isha, 91), ishaIqama: plus(computed.isha, 95) }, { computed });
    expect(far).toEqual([expect.objectContaining({ column: 'isha', kind: 'far' })]);
    expect(far[0]!.message).toBe(
      `is 91 minutes from the computed time ${computed.isha} (more than 90); confirm it if the masjid keeps this time`,
    );
  });

  it('refuses a far table unless confirmed, and saves it confirmed', () => {
    const fixedIsha = slots2026.map((day) => ({ ...day }));
    // A masjid that keeps Isha at 20:00 all winter: January is up to two hours after the computed Isha.
    for (let index = 0; index < 31; index += 1)
      fixedIsha[index] = { ...fixedIsha[index]!, isha: '20:00', ishaIqama: '20:15' };
    const refused = checkTable(fixedIsha, { calculator });
    expect(refused.table).toBeUndefined();
    expect(refused.problems.length).toBeGreaterThan(0);
    expect(refused.problems.every((problem) => problem.column === 'isha' && problem.confirmable)).toBe(true);
    expect(checkTable(fixedIsha, { calculator, confirmFar: true }).table?.prayers[0]!.isha).toBe('20:00');
  });
});
