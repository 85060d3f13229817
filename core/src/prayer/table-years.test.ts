import { describe, expect, it } from 'vitest';
import { closedTableYearMessage, openTableYears } from './table-years.js';

describe('the years a timetable may be opened for', () => {
  it('is this year until the end of October, then next year too', () => {
    expect(openTableYears({ year: 2026, month: 10, day: 31 })).toEqual([2026]);
    expect(openTableYears({ year: 2026, month: 11, day: 1 })).toEqual([2026, 2027]);
    expect(openTableYears({ year: 2026, month: 12, day: 31 })).toEqual([2026, 2027]);
  });

  it('says when next year opens, and refuses other years', () => {
    expect(closedTableYearMessage(2027, { year: 2026, month: 11, day: 23 })).toBeNull();
    expect(closedTableYearMessage(2027, { year: 2026, month: 6, day: 1 })).toBe(
      'The 2027 table opens on 1 November 2026.',
    );
    expect(closedTableYearMessage(2025, { year: 2026, month: 11, day: 23 })).toBe(
      'Only the table of 2026 or 2027 can be opened now.',
    );
  });
});
