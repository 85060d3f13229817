import { describe, expect, it } from 'vitest';
import type { DayPrayer, PrayerConfig } from '@core/prayer/prayer.types.js';
import {
  initialSalahEditState,
  isEditing,
  salahEditReducer,
  type SalahEditAction,
  type SalahEditState,
} from './edit-state.js';
import { cellErrorsFromServer, tableProblems } from './table-problems.js';

function day(date: string, overrides: Partial<DayPrayer> = {}): DayPrayer {
  return {
    date,
    fajr: '05:10',
    fajrIqama: '05:30',
    sunrise: '06:40',
    dhuhr: '12:45',
    dhuhrIqama: '13:00',
    asr: '16:20',
    asrIqama: '16:35',
    maghrib: '18:55',
    maghribIqama: '19:00',
    isha: '20:15',
    ishaIqama: '20:30',
    ...overrides,
  };
}

function config(prayers: DayPrayer[]): PrayerConfig {
  return { id: 'c1', companyId: 'm1', prayers } as PrayerConfig;
}

const run = (state: SalahEditState, ...actions: SalahEditAction[]) => actions.reduce(salahEditReducer, state);

describe('salahEditReducer', () => {
  const saved = config([day('2026-01-01'), day('2026-01-02')]);
  const loaded = initialSalahEditState;
  const startEdit: SalahEditAction = { type: 'startEdit', saved: saved.prayers };

  it('Edit copies the saved prayers; edit mode holds while the copy has prayers', () => {
    expect(isEditing(loaded)).toBe(false);
    const editing = run(loaded, startEdit);
    expect(isEditing(editing)).toBe(true);
    expect(editing.edit).toEqual(saved.prayers);
    expect(editing.edit![0]).not.toBe(saved.prayers[0]);
    expect(editing.changed).toBe(false);
  });

  it('a cell change touches only that day and marks the copy changed', () => {
    const editing = run(loaded, startEdit);
    const next = run(editing, { type: 'setCell', index: 1, column: 'fajrIqama', value: '05:45' });
    expect(next.edit![1]!.fajrIqama).toBe('05:45');
    expect(next.edit![0]).toBe(editing.edit![0]);
    expect(next.changed).toBe(true);
    expect(saved.prayers[1]!.fajrIqama).toBe('05:30');
    expect(run(next, { type: 'setCell', index: 1, column: 'fajrIqama', value: '05:45' })).toBe(run(next));
  });

  it('leaving the tab keeps an edit in progress, and Edit again does not replace it with a newer read', () => {
    const next = run(
      loaded,
      startEdit,
      { type: 'setCell', index: 0, column: 'isha', value: '20:20' },
      { type: 'leaveTab' },
    );
    expect(next.edit![0]!.isha).toBe('20:20');
    const reread = config([day('2026-01-01', { isha: '21:00' }), day('2026-01-02')]);
    expect(run(next, { type: 'startEdit', saved: reread.prayers })).toBe(next);
  });

  it('leaving the tab while not editing clears a stale copy', () => {
    const stale: SalahEditState = { ...loaded, edit: [], changed: true };
    expect(run(stale, { type: 'leaveTab' })).toMatchObject({ edit: null, changed: false });
  });

  it('Save and Cancel clear the copy', () => {
    const editing = run(
      loaded,
      startEdit,
      { type: 'setCell', index: 0, column: 'fajr', value: '05:00' },
      { type: 'saveRejected', serverErrors: { '1.isha': 'bad' } },
    );
    expect(run(editing, { type: 'saved' })).toEqual({ edit: null, changed: false, serverErrors: {} });
    expect(run(editing, { type: 'cancel' })).toEqual({ edit: null, changed: false, serverErrors: {} });
    expect(isEditing(run(editing, { type: 'saved' }))).toBe(false);
  });

  it('an import fills the edit copy; an empty import changes nothing', () => {
    const imported = [day('2026-01-01', { fajr: '04:59' })];
    const next = run(loaded, { type: 'imported', prayers: imported });
    expect(isEditing(next)).toBe(true);
    expect(next.changed).toBe(true);
    expect(run(loaded, { type: 'imported', prayers: [] })).toBe(loaded);
  });

  it('Edit does nothing without saved prayers or while already editing', () => {
    expect(run(initialSalahEditState, { type: 'startEdit', saved: [] })).toBe(initialSalahEditState);
    const editing = run(loaded, startEdit, { type: 'setCell', index: 0, column: 'fajr', value: '04:00' });
    expect(run(editing, startEdit)).toBe(editing);
  });

  it('a server error on a cell goes away when that cell is edited', () => {
    const rejected = run(loaded, startEdit, {
      type: 'saveRejected',
      serverErrors: { '0.fajr': 'bad', '1.isha': 'bad' },
    });
    const next = run(rejected, { type: 'setCell', index: 0, column: 'fajr', value: '05:01' });
    expect(next.serverErrors).toEqual({ '1.isha': 'bad' });
  });
});

describe('tableProblems', () => {
  it('marks text that is not a time and an iqama before its azan', () => {
    const problems = tableProblems([
      day('2026-01-01', { fajr: 'abc', dhuhrIqama: '12:30' }),
      day('2026-01-02', { isha: '23:50', ishaIqama: '00:10' }),
      day('2026-01-03', { asr: '430' }),
    ]);
    expect(problems.get('0.fajr')).toMatch(/Not a time/);
    expect(problems.get('0.dhuhrIqama')).toBe('Iqama 12:30 is before the azan 12:45');
    // After midnight is later, not earlier; typed but not yet normalized text is accepted.
    expect(problems.has('1.ishaIqama')).toBe(false);
    expect(problems.has('2.asr')).toBe(false);
    expect(problems.size).toBe(2);
  });

  it('maps server field errors onto cells', () => {
    expect(
      cellErrorsFromServer({ 'prayers[45].fajrIqama': 'Feb 15 Fajr Iqama: bad', prayers: 'A timetable has 366 days' }),
    ).toEqual({
      cells: { '45.fajrIqama': 'Feb 15 Fajr Iqama: bad' },
      others: ['A timetable has 366 days'],
    });
  });

  it('fills a time down a range of days in one column, and nothing else', () => {
    const four = config([
      day('2026-01-01', { ishaIqama: '19:50' }),
      day('2026-01-02'),
      day('2026-01-03'),
      day('2026-01-04'),
    ]);
    const editing = run(initialSalahEditState, { type: 'startEdit', saved: four.prayers });
    const filled = run(editing, { type: 'fillDown', column: 'ishaIqama', from: 0, to: 2 });
    expect(filled.edit!.map((entry) => entry.ishaIqama)).toEqual(['19:50', '19:50', '19:50', '20:30']);
    expect(filled.edit!.map((entry) => entry.fajrIqama)).toEqual(['05:30', '05:30', '05:30', '05:30']);
    expect(filled.changed).toBe(true);
    // Past the table's end it stops at the last day; an empty range changes nothing.
    expect(
      run(editing, { type: 'fillDown', column: 'ishaIqama', from: 2, to: 99 }).edit!.map((entry) => entry.ishaIqama),
    ).toEqual(['19:50', '20:30', '20:30', '20:30']);
    expect(run(editing, { type: 'fillDown', column: 'ishaIqama', from: 2, to: 2 })).toBe(editing);
  });
});
