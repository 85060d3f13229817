import { describe, expect, it } from 'vitest';
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { fillDownTarget } from './fill-down.js';

const days = (dates: string[]) => dates.map((date) => ({ date }) as DayPrayer);

describe('fillDownTarget', () => {
  const table = days([
    '2026-01-30',
    '2026-01-31',
    '2026-02-01',
    '2026-02-27',
    '2026-02-28',
    '2026-02-29',
    '2026-03-01',
  ]);

  it('reaches the end of the marked cells when several are marked', () => {
    expect(fillDownTarget(table, { from: 0, to: 3 })).toBe(3);
  });

  it('reaches the last day of the month with one cell marked', () => {
    expect(fillDownTarget(table, { from: 0, to: 0 })).toBe(1);
  });

  it("stops at 28 February when the year's 29 February is no real day", () => {
    expect(fillDownTarget(table, { from: 2, to: 2 })).toBe(4);
    const leap = days(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(fillDownTarget(leap, { from: 0, to: 0 })).toBe(2);
  });

  it('is null on the last day of a month: nothing below to fill', () => {
    expect(fillDownTarget(table, { from: 1, to: 1 })).toBeNull();
    expect(fillDownTarget(table, { from: 4, to: 4 })).toBeNull();
    expect(fillDownTarget(table, { from: 6, to: 6 })).toBeNull();
  });
});
