import { describe, expect, it } from 'vitest';
import { csvFieldErrors, csvFieldTexts, readPrayerCsv, type CsvRecord } from '@core/prayer/prayer-csv.js';
import { checkTable } from '@core/prayer/table-check.js';
import { LEAP_YEAR_MONTH_DAYS, monthDayKey } from '@core/time/civil-date.js';
import { isCodedText, localize, render } from '../http/server-text.js';

const HEADER = 'Date,Fajr,Fajr Iqama,Sunrise,Dhuhr,Dhuhr Iqama,Asr,Asr Iqama,Maghrib,Maghrib Iqama,Isha,Isha Iqama';
const ROW = '05:10,05:30,06:40,12:10,12:30,15:10,15:30,18:10,18:20,19:40,20:00';

function file(year: number, change: (lines: string[]) => string[] = (lines) => lines): CsvRecord[] {
  const leap = year % 4 === 0;
  const days = LEAP_YEAR_MONTH_DAYS.filter((day) => leap || monthDayKey(day) !== '02-29');
  const lines = change([HEADER, ...days.map((day) => `${year}-${monthDayKey(day)},${ROW}`)]);
  return lines.map((line, index) => ({ line: index + 1, cells: line.split(',') }));
}

/** Every kind of problem the upload reports (docs/languages.md "Server messages"). */
const CASES: Record<string, CsvRecord[]> = {
  empty: [],
  columns: file(2026, (lines) => [lines[0]!.replace('Fajr Iqama', 'Notes'), ...lines.slice(1)]),
  notDate: file(2026, (lines) => lines.map((line, index) => (index === 4 ? line.replace(/^[^,]+/, '12/40') : line))),
  duplicate: file(2026, (lines) => [...lines, lines[8]!]),
  missingYear: file(2026, (lines) => [lines[0]!, ...lines.slice(20)]),
  missingLeap: file(2028, (lines) => lines.slice(0, 300)),
  time: file(2026, (lines) => lines.map((line, index) => (index === 9 ? line.replace(',05:10,', ',5h10,') : line))),
  empty_cell: file(2026, (lines) => lines.map((line, index) => (index === 9 ? line.replace(',05:10,', ',,') : line))),
  iqama: file(2026, (lines) => lines.map((line, index) => (index === 9 ? line.replace(',05:30,', ',05:00,') : line))),
  year: file(1800),
  sameYear: file(2026, (lines) => lines.map((line, index) => (index === 90 ? line.replace(/^2026/, '2027') : line))),
};

describe('the timetable upload’s problems as server messages', () => {
  it.each(Object.entries(CASES))('%s: renders in English exactly the text it always had', (_name, records) => {
    const { problems } = readPrayerCsv(records, 2026);
    expect(problems.length).toBeGreaterThan(0);
    const english = csvFieldErrors(problems);
    const texts = csvFieldTexts(problems);
    expect(Object.keys(texts)).toEqual(Object.keys(english));
    for (const [name, text] of Object.entries(texts)) {
      expect(isCodedText(text) || localize('fr', text) !== text, `${name} has a key`).toBe(true);
      expect(isCodedText(text) ? render('en', text) : text).toBe(english[name]);
      expect(isCodedText(text) ? render('fr', text) : localize('fr', text)).not.toBe(english[name]);
    }
  });

  it('keeps the table check’s own messages in English beside their keys, for the whole-table refusal too', () => {
    const { problems } = checkTable([{ date: '2026-01-01' }]);
    expect(problems[0]!.message).toBe('A timetable has 366 days (29 February included); this one has 1.');
    expect(render('en', problems[0]!.messageText!)).toBe(problems[0]!.message);
    expect(render('fr', problems[0]!.messageText!)).toBe(
      'Un horaire compte 366 jours (29 février compris) ; celui-ci en compte 1.',
    );
    const dates = checkTable(LEAP_YEAR_MONTH_DAYS.map(() => ({ date: '2026-01-01' }))).problems;
    const wrongDate = dates.find((problem) => problem.message.startsWith('must be the date of'))!;
    expect(wrongDate.message).toBe('must be the date of Jan 2 (day 2 of the table)');
    expect(render('en', wrongDate.messageText!)).toBe(wrongDate.message);
    expect(render('ar', wrongDate.messageText!)).toBe('يجب أن يكون تاريخ 2 يناير (اليوم 2 من الجدول)');
  });
});
