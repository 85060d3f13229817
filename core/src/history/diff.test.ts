import { describe, expect, it } from 'vitest';
import { diffValues, displayValue, summarizeChanges } from './diff.js';

describe('diffValues', () => {
  it('names the changed cell of a timetable snapshot, added and removed cells by their own names too', () => {
    const before = {
      calculationMethod: 2,
      overrides: { '01-05': { fajrIqama: '06:15' }, '02-01': { ishaIqama: '19:30' } },
    };
    const after = {
      calculationMethod: 2,
      overrides: { '01-05': { fajrIqama: '06:30' }, '03-01': { dhuhrIqama: '13:30' } },
    };
    expect(diffValues(before, after)).toEqual([
      { path: ['overrides', '01-05', 'fajrIqama'], before: '06:15', after: '06:30' },
      { path: ['overrides', '02-01', 'ishaIqama'], before: '19:30', after: undefined },
      { path: ['overrides', '03-01', 'dhuhrIqama'], before: undefined, after: '13:30' },
    ]);
  });

  it('matches list rows by id, so reordering is not a change and a renamed row is one change', () => {
    const before = {
      funds: [
        { id: 'a', name: 'Roof', goal: 10 },
        { id: 'b', name: 'School', goal: 5 },
      ],
    };
    const after = {
      funds: [
        { id: 'b', name: 'School', goal: 5 },
        { id: 'a', name: 'Roof', goal: 12 },
      ],
    };
    expect(diffValues(before, after)).toEqual([{ path: ['funds', 'Roof', 'goal'], before: 10, after: 12 }]);
    const removed = diffValues(before, { funds: [before.funds[1]] });
    expect(removed).toEqual([{ path: ['funds', 'Roof'], before: before.funds[0], after: undefined }]);
  });

  it('treats equal snapshots as no change and a creation as one whole change', () => {
    expect(diffValues({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(diffValues(null, { name: 'x' })).toEqual([{ path: [], before: null, after: { name: 'x' } }]);
    expect(diffValues({ roles: ['ADMIN'] }, { roles: ['ADMIN', 'SUPER_ADMIN'] })).toEqual([
      { path: ['roles'], before: ['ADMIN'], after: ['ADMIN', 'SUPER_ADMIN'] },
    ]);
  });

  it('summarizes and displays values briefly', () => {
    const changes = diffValues({ a: 1, b: 2, c: 3, d: 4 }, { a: 2, b: 3, c: 4, d: 5 });
    expect(summarizeChanges(changes)).toBe('4 changes: a, b, c, and 1 more');
    expect(summarizeChanges([])).toBe('no change');
    expect(displayValue(undefined)).toBe('(none)');
    expect(displayValue('06:30')).toBe('06:30');
    expect(displayValue({ x: 'y'.repeat(300) }).length).toBe(160);
  });
});
