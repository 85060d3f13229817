import { describe, expect, it } from 'vitest';
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { COLUMN_TITLES } from './column-titles.js';
import { listProblems, listServerProblems, tableProblems } from './table-problems.js';

const day = (date: string, patch: Partial<DayPrayer> = {}): DayPrayer => ({
  date,
  fajr: '05:40',
  fajrIqama: '06:00',
  sunrise: '07:00',
  dhuhr: '12:10',
  dhuhrIqama: '12:30',
  asr: '15:00',
  asrIqama: '15:15',
  maghrib: '17:00',
  maghribIqama: '17:05',
  isha: '18:30',
  ishaIqama: '18:45',
  ...patch,
});

describe('timetable problems listed for the admin', () => {
  it('names each bad cell by its date and column, in table order', () => {
    const days = [
      day('2026-01-01'),
      day('2026-01-02', { ishaIqama: 'soon' }),
      day('2026-01-03', { fajrIqama: '05:30' }),
    ];
    const listed = listProblems(days, tableProblems(days), COLUMN_TITLES);
    expect(listed.map((problem) => problem.key)).toEqual(['1.ishaIqama', '2.fajrIqama']);
    expect(listed[0]!.text).toMatch(/^Jan 2, Isha Iqama: /);
    expect(listed[1]!.text).toBe('Jan 3, Fajr Iqama: Iqama 05:30 is before the azan 05:40');
  });
});

describe("the server's refused cells listed for the admin", () => {
  it('lists them in table order as the server wrote them, its day and column named once', () => {
    const listed = listServerProblems({
      '46.dhuhr': "16 févr., Adhan Dhohr : doit être une heure comme 05:40 (sur 24 heures), pas '7pm-ish'",
      '45.fajrIqama': '15 févr., Iqama Fajr : ne doit pas précéder l’adhan de Fajr (05:30)',
      '45.fajr': '15 févr., Adhan Fajr : doit être une heure comme 05:40 (sur 24 heures)',
    });
    expect(listed).toEqual([
      { key: '45.fajr', text: '15 févr., Adhan Fajr : doit être une heure comme 05:40 (sur 24 heures)' },
      { key: '45.fajrIqama', text: '15 févr., Iqama Fajr : ne doit pas précéder l’adhan de Fajr (05:30)' },
      {
        key: '46.dhuhr',
        text: "16 févr., Adhan Dhohr : doit être une heure comme 05:40 (sur 24 heures), pas '7pm-ish'",
      },
    ]);
    expect(listServerProblems({ '45.fajrIqama': 'Feb 15 Fajr Iqama: must not be before Fajr azan 05:30' })).toEqual([
      { key: '45.fajrIqama', text: 'Feb 15 Fajr Iqama: must not be before Fajr azan 05:30' },
    ]);
  });
});
