import type { DayPrayerView } from '../prayer/prayer.types.js';

/** The change fields of a day entry whose iqamas do not change soon. */
export const NO_IQAMA_CHANGES: Pick<
  DayPrayerView,
  | 'fajrChange'
  | 'fajrChangeDate'
  | 'dhuhrChange'
  | 'dhuhrChangeDate'
  | 'asrChange'
  | 'asrChangeDate'
  | 'ishaChange'
  | 'ishaChangeDate'
> = {
  fajrChange: null,
  fajrChangeDate: null,
  dhuhrChange: null,
  dhuhrChangeDate: null,
  asrChange: null,
  asrChangeDate: null,
  ishaChange: null,
  ishaChangeDate: null,
};

/** A day entry for tests: the given azan times with iqama 10 minutes later, and no iqama change. */
export function dayEntry(date: string, times: Partial<DayPrayerView> = {}): DayPrayerView {
  const base = {
    date,
    fajr: '05:30',
    sunrise: '06:50',
    dhuhr: '12:15',
    asr: '15:45',
    maghrib: '18:10',
    isha: '19:30',
    ...times,
  };
  const plus10 = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    const total = h! * 60 + m! + 10;
    return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return {
    fajrIqama: plus10(base.fajr),
    dhuhrIqama: plus10(base.dhuhr),
    asrIqama: plus10(base.asr),
    maghribIqama: plus10(base.maghrib),
    ishaIqama: plus10(base.isha),
    hijriString: '1447/9/18',
    ...NO_IQAMA_CHANGES,
    ...base,
    ...times,
  } as DayPrayerView;
}
