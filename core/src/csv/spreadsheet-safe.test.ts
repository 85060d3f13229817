import { describe, expect, it } from 'vitest';
import { prayersToCsv } from '../prayer/prayer-csv.js';
import type { DayPrayer } from '../prayer/prayer.types.js';
import { csvCell, isFormulaLike, unescapeCsvCell } from './spreadsheet-safe.js';

describe('csvCell', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const hostile of [
      '=1+1',
      '=HYPERLINK("http://evil.io","x")',
      '+cmd|/c calc',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '-',
      '+',
    ]) {
      const cell = csvCell(hostile);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted.startsWith("'"), hostile).toBe(true);
      expect(unescapeCsvCell(unquoted)).toBe(hostile);
    }
  });

  it('keeps numbers, times, dates and plain text as they are, and quotes separators', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('+1.5')).toBe('+1.5');
    expect(csvCell('05:45')).toBe('05:45');
    expect(csvCell('2026-01-01')).toBe('2026-01-01');
    expect(csvCell('Imam Yusuf')).toBe('Imam Yusuf');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(isFormulaLike('-10')).toBe(false);
    // An apostrophe in ordinary text is the writer's own and stays.
    expect(unescapeCsvCell("'Asr")).toBe("'Asr");
  });

  it('writes a timetable whose cells are never formulas, even when a cell holds something unexpected', () => {
    const day: DayPrayer = {
      date: '2026-01-01',
      fajr: '=cmd',
      fajrIqama: '06:35',
      sunrise: '07:20',
      dhuhr: '12:04',
      dhuhrIqama: '@x',
      asr: '14:35',
      asrIqama: '14:50',
      maghrib: '16:40',
      maghribIqama: '16:45',
      isha: '-1+1',
      ishaIqama: '18:20',
    };
    const cells = prayersToCsv([day]).split('\r\n')[1]!.split(',');
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain("'=cmd");
  });
});
