import { describe, expect, it } from 'vitest';
import { csvFieldErrors, csvFieldTexts, readPrayerCsv, type CsvRecord } from '@core/prayer/prayer-csv.js';
import { checkTable, tableFieldErrors, tableFieldTexts } from '@core/prayer/table-check.js';
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
  time: file(2026, (lines) => lines.map((line, index) => (index === 9 ? line.replace(',05:10,', ',5x10,') : line))),
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

describe('a sentence that ends with a list of days', () => {
  const missing = (drop: (index: number) => boolean) =>
    readPrayerCsv(
      file(2026, (lines) => lines.filter((_line, index) => !drop(index))),
      2026,
    ).problems[0]!;

  it('keeps one full stop after an abbreviated month (French "4 janv.", never "4 janv..")', () => {
    const problem = missing((index) => index === 3 || index === 4);
    expect(problem.message).toBe('The file must have all 365 days of 2026; missing 2: Jan 3, Jan 4.');
    expect(render('en', problem.messageText!)).toBe(problem.message);
    expect(render('fr', problem.messageText!)).toBe(
      'Le fichier doit contenir les 365 jours de 2026 ; il en manque 2 : 3 janv., 4 janv.',
    );
    expect(render('fr', missing((index) => index === 4).messageText!)).toBe(
      'Le fichier doit contenir les 365 jours de 2026 ; il en manque 1 : 4 janv.',
    );
    expect(render('fr', missing((index) => index === 32).messageText!)).toMatch(/ : 1 févr\.$/);
    // A month written in full keeps the sentence's own full stop, and so does a language without abbreviation marks.
    expect(render('fr', missing((index) => index === 60).messageText!)).toMatch(/ : 1 mars\.$/);
    expect(render('tr', missing((index) => index === 4).messageText!)).toMatch(/: 4 Oca\.$/);
  });

  it('keeps the ellipsis and full stop after more than ten days, as English writes them', () => {
    const problem = missing((index) => index >= 1 && index <= 12);
    expect(render('en', problem.messageText!)).toBe(problem.message);
    expect(problem.message).toMatch(/Jan 10, \.\.\.\.$/);
    expect(render('fr', problem.messageText!)).toMatch(/ 10 janv\., \.\.\.\.$/);
  });
});

describe('the timetable save’s problems as server messages', () => {
  it('render in English exactly the text tableFieldErrors always wrote', () => {
    const days = LEAP_YEAR_MONTH_DAYS.map((day) => {
      const [fajr, fajrIqama, sunrise, dhuhr, dhuhrIqama, asr, asrIqama, maghrib, maghribIqama, isha, ishaIqama] =
        ROW.split(',');
      return {
        date: `2026-${monthDayKey(day)}`,
        ...{ fajr, fajrIqama, sunrise, dhuhr, dhuhrIqama, asr, asrIqama, maghrib, maghribIqama, isha, ishaIqama },
      };
    });
    days[3] = { ...days[3]!, fajrIqama: '05:00', dhuhr: 'noon' };
    days[4] = { ...days[4]!, isha: '' };
    days[5] = { ...days[5]!, date: '2027-01-06' };
    days[6] = { ...days[6]!, date: '1800-01-07' };
    days[7] = { ...days[7]!, date: '2026-02-01' };
    for (const entries of [days, days.slice(1)]) {
      const { problems } = checkTable(entries);
      const english = tableFieldErrors(problems);
      const texts = tableFieldTexts(problems);
      expect(Object.keys(texts)).toEqual(Object.keys(english));
      expect(Object.keys(texts).length).toBe(entries === days ? 6 : 1);
      for (const [name, message] of Object.entries(texts)) {
        expect(isCodedText(message), name).toBe(true);
        if (isCodedText(message)) expect(render('en', message)).toBe(english[name]);
      }
    }
  });
});
