import { describe, expect, it } from 'vitest';
import { indexForDay, pickForDay, rotateForDay } from './day-pick.js';
import { addDays, dayNumber, isRealIsoDate } from './iso-day.js';

describe('calendar days', () => {
  it('knows real dates', () => {
    expect(isRealIsoDate('2028-02-29')).toBe(true);
    expect(isRealIsoDate('2027-02-29')).toBe(false);
    expect(isRealIsoDate('2026-13-01')).toBe(false);
    expect(isRealIsoDate('2026-1-01')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayNumber('1970-01-02')).toBe(1);
  });
});

describe('the entry of the day', () => {
  it('is the same for a date and changes the next day', () => {
    const list = Array.from({ length: 60 }, (_, i) => i);
    expect(pickForDay(list, '2026-05-01')).toBe(pickForDay(list, '2026-05-01'));
    expect(pickForDay(list, '2026-05-01')).not.toBe(pickForDay(list, '2026-05-02'));
  });

  it('comes round to every entry once per cycle', () => {
    for (const length of [1, 7, 60, 61, 7919 * 2]) {
      const seen = new Set<number>();
      for (let day = 0; day < length; day++) seen.add(indexForDay(length, addDays('2026-01-01', day)));
      expect(seen.size).toBe(length);
    }
  });

  it('rotates a list to start at the day entry', () => {
    const list = ['a', 'b', 'c', 'd'];
    const rotated = rotateForDay(list, '2026-05-01');
    expect(rotated[0]).toBe(pickForDay(list, '2026-05-01'));
    expect([...rotated].sort()).toEqual(list);
    expect(pickForDay([], '2026-05-01')).toBeUndefined();
  });
});
