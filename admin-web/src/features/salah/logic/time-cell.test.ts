import { describe, expect, it } from 'vitest';
import { parseTimeCell } from './time-cell.js';

const value = (raw: string, column: Parameters<typeof parseTimeCell>[1] = 'fajr', reference?: string) => {
  const result = parseTimeCell(raw, column, reference);
  return result.ok ? result.value : `error: ${result.error}`;
};

describe('parseTimeCell', () => {
  it('reads 5:45, 545 and 0545 as 05:45 in a morning column', () => {
    expect(value('5:45')).toBe('05:45');
    expect(value('545')).toBe('05:45');
    expect(value('0545')).toBe('05:45');
    expect(value(' 05:45 ')).toBe('05:45');
  });

  it('takes 24-hour times as written', () => {
    expect(value('1745', 'fajr')).toBe('17:45');
    expect(value('17:45', 'fajr')).toBe('17:45');
    expect(value('0:15', 'isha')).toBe('00:15');
    expect(value('12:30', 'isha')).toBe('12:30');
    expect(value('08:15', 'isha')).toBe('08:15');
  });

  it('honours am and pm, with or without the m and spaces', () => {
    expect(value('5:45 pm')).toBe('17:45');
    expect(value('5:45p')).toBe('17:45');
    expect(value('5:45 P.M.')).toBe('17:45');
    expect(value('12:10am', 'isha')).toBe('00:10');
    expect(value('12:10 pm', 'fajr')).toBe('12:10');
    expect(value('7a', 'isha')).toBe('07:00');
  });

  it('reads a bare 1-11 hour as the am or pm time nearer to the cell before the edit', () => {
    expect(value('8:15', 'isha', '20:05')).toBe('20:15');
    expect(value('815', 'ishaIqama')).toBe('20:15');
    expect(value('1:30', 'dhuhrIqama', '13:15')).toBe('13:30');
    expect(value('11:58', 'dhuhr', '12:03')).toBe('11:58');
    expect(value('6:10', 'sunrise')).toBe('06:10');
    expect(value('6:10', 'maghrib')).toBe('18:10');
    // A far-north summer Isha after midnight stays after midnight.
    expect(value('1:05', 'isha', '00:40')).toBe('01:05');
    const result = parseTimeCell('8:15', 'isha', '20:05');
    expect(result.ok && result.assumedPm).toBe(true);
  });

  it('marks what is not a time', () => {
    expect(value('')).toMatch(/^error: Enter a time/);
    expect(value('abc')).toMatch(/^error/);
    expect(value('5:75')).toBe('error: Minutes must be 00 to 59');
    expect(value('25:00')).toBe('error: Hours must be 0 to 23');
    expect(value('13:00 pm')).toBe('error: With am/pm the hour must be 1 to 12');
    expect(value('5:4')).toMatch(/^error/);
    expect(value('12345')).toMatch(/^error/);
    expect(value('54')).toMatch(/^error/);
  });
});
