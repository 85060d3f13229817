import { describe, expect, it } from 'vitest';
import { LEAP_YEAR_MONTH_DAYS, monthDayKey } from '../time/civil-date.js';
import { CSV_HEADER, csvFieldErrors, prayersToCsv, readPrayerCsv, type CsvRecord } from './prayer-csv.js';
import type { DayPrayer } from './prayer.types.js';

/** A plain 366-day table for a leap year: times move by a minute every ten days so rows differ. */
function leapYearTable(year = 2028): DayPrayer[] {
  const at = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return LEAP_YEAR_MONTH_DAYS.map((slot, index) => {
    const m = Math.floor(index / 10) % 30;
    return {
      date: `${year}-${monthDayKey(slot)}`,
      fajr: at(5, m),
      fajrIqama: at(5, m + 20),
      sunrise: at(6, m + 10),
      dhuhr: at(12, m),
      dhuhrIqama: at(12, m + 15),
      asr: at(15, m),
      asrIqama: at(15, m + 15),
      maghrib: at(18, m),
      maghribIqama: at(18, m + 5),
      isha: at(19, m + 20),
      ishaIqama: at(19, m + 30),
    };
  });
}

/** The CSV text split as the server's CSV library would: one record per line, 1-based. */
function records(text: string): CsvRecord[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, cells: line.split(',') }))
    .filter((record) => record.cells.join('') !== '');
}

describe('timetable CSV', () => {
  it('writes a header and one CRLF row per day', () => {
    const text = prayersToCsv(leapYearTable());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + 366 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe('2028-01-01,05:00,05:20,06:10,12:00,12:15,15:00,15:15,18:00,18:05,19:20,19:30');
  });

  it('reads its own export back to the same table', () => {
    const table = leapYearTable();
    const read = readPrayerCsv(records(prayersToCsv(table)), 2028);
    expect(read.problems).toEqual([]);
    expect(read.table?.prayers).toEqual(table);
    expect(read.table?.year).toBe(2028);
  });

  it('takes columns in any order, loose header names, slash dates and 12-hour times', () => {
    const table = leapYearTable();
    const header =
      'Isha Iqamah,Isha,Maghrib Iqamah,Maghrib,Asr Jamaat,Asr,Zuhr Iqamah,Zuhr,Shurooq,Fajr Iqamah,Fajr,Day';
    const rows = table.map((day) => {
      const [, month, date] = day.date.split('-').map(Number);
      const pm = (time: string) => {
        const [h, m] = time.split(':').map(Number) as [number, number];
        return h > 12 ? `${h - 12}:${String(m).padStart(2, '0')} pm` : time;
      };
      return [
        pm(day.ishaIqama),
        pm(day.isha),
        pm(day.maghribIqama),
        pm(day.maghrib),
        pm(day.asrIqama),
        pm(day.asr),
        day.dhuhrIqama,
        day.dhuhr,
        day.sunrise,
        day.fajrIqama,
        day.fajr,
        `${month}/${date}`,
      ].join(',');
    });
    const read = readPrayerCsv(records([header, ...rows].join('\n')), 2028);
    expect(read.problems).toEqual([]);
    expect(read.table?.prayers).toEqual(table);
  });

  it('reads day-first slash dates when a date cannot be month first', () => {
    const table = leapYearTable();
    const text = prayersToCsv(table).replace(
      /^(\d{4})-(\d{2})-(\d{2})/gm,
      (_, year, month, day) => `${Number(day)}/${Number(month)}/${year}`,
    );
    const read = readPrayerCsv(records(text), 2028);
    expect(read.problems).toEqual([]);
    expect(read.table?.prayers.find((day) => day.date === '2028-12-31')?.fajr).toBe(table[365]!.fajr);
  });

  it('names a bad date by its line', () => {
    const lines = prayersToCsv(leapYearTable()).split('\r\n');
    lines[4] = lines[4]!.replace(/^2028-01-04/, 'someday');
    const read = readPrayerCsv(records(lines.join('\r\n')), 2028);
    expect(read.table).toBeUndefined();
    expect(csvFieldErrors(read.problems)['line5.date']).toMatch(/^Line 5, Date: 'someday' is not a date/);
  });

  it('names a bad time by its line and column', () => {
    const lines = prayersToCsv(leapYearTable()).split('\r\n');
    lines[3] = lines[3]!.replace(/^(2028-01-03),05:00/, '$1,25:99');
    const read = readPrayerCsv(records(lines.join('\r\n')), 2028);
    expect(read.table).toBeUndefined();
    expect(Object.keys(csvFieldErrors(read.problems))).toEqual(['line4.fajr']);
  });

  it('refuses a file without the header or with missing days, saying which', () => {
    expect(readPrayerCsv([], 2028).problems[0]?.message).toBe('The file is empty.');
    const noFajr = readPrayerCsv(records('Date,Sunrise\n2028-01-01,06:00'), 2028);
    expect(noFajr.problems[0]?.message).toMatch(/missing: Fajr, Fajr Iqama/);
    const short = prayersToCsv(leapYearTable()).split('\r\n').slice(0, 300).join('\r\n');
    expect(readPrayerCsv(records(short), 2028).problems.at(-1)?.message).toMatch(
      /must have all 366 days .* missing 67/,
    );
  });

  it('writes no 29 February for a non-leap year and reads its 365 days back without a note', () => {
    const csv = prayersToCsv(leapYearTable(2027));
    expect(csv).not.toContain('2027-02-29');
    const read = readPrayerCsv(records(csv), 2027);
    expect(read.problems).toEqual([]);
    expect(read.notes).toEqual([]);
    const mar1 = read.table!.prayers.find((day) => day.date.endsWith('-03-01'))!;
    const feb29 = read.table!.prayers.find((day) => day.date.endsWith('-02-29'))!;
    expect({ ...feb29, date: mar1.date }).toEqual(mar1);
  });

  it("fills 29 February from 28 February for a leap year's file without it, and says so", () => {
    const lines = prayersToCsv(leapYearTable(2028))
      .split('\r\n')
      .filter((line) => !line.startsWith('2028-02-29'));
    const read = readPrayerCsv(records(lines.join('\r\n')), 2028);
    expect(read.problems).toEqual([]);
    const feb28 = read.table!.prayers.find((day) => day.date.endsWith('-02-28'))!;
    const feb29 = read.table!.prayers.find((day) => day.date.endsWith('-02-29'))!;
    expect({ ...feb29, date: feb28.date }).toEqual(feb28);
    expect(read.notes).toEqual([{ key: 'server.timetable.csvFeb29Filled' }]);
  });
});
