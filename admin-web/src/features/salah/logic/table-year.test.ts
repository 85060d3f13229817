import { describe, expect, it } from 'vitest';
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { tableYearToRead } from './table-year.js';

const copyOf = (year: number) => [{ date: `${year}-01-01` }, { date: `${year}-01-02` }] as DayPrayer[];

describe('tableYearToRead', () => {
  it('follows the chosen year while there is no edit copy', () => {
    expect(tableYearToRead(null, [2026, 2027], undefined)).toBeUndefined();
    expect(tableYearToRead(null, [2026, 2027], 2027)).toBe(2027);
    expect(tableYearToRead([], [2026, 2027], 2027)).toBe(2027);
  });

  it("keeps the edit copy's year shown while it is one of the open years", () => {
    expect(tableYearToRead(copyOf(2027), [2026, 2027], undefined)).toBe(2027);
    expect(tableYearToRead(copyOf(2026), [2026, 2027], 2027)).toBe(2026);
  });

  it('keeps the chosen year for a file of a year that is not open', () => {
    expect(tableYearToRead(copyOf(2019), [2026], undefined)).toBeUndefined();
    expect(tableYearToRead(copyOf(2019), [2026, 2027], 2027)).toBe(2027);
  });
});
