/**
 * Ramadan mode: switched on by the masjid's Hijri month (its declarations and adjustment applied), with suhoor's end, the
 * iftar countdown and taraweeh (docs/jumuah-eid-ramadan.md, "Ramadan").
 */
import { calendarOf, type HijriCount } from '../hijri/hijri-calendar.js';
import type { DayPrayer } from '../prayer/prayer.types.js';
import { addDays, parseIsoDate } from '../time/civil-date.js';
import { formatTimeOfDay, parseTimeOfDay } from '../time/zone.js';
import type { RamadanSettings } from './occasions.types.js';

const RAMADAN_MONTH = 9;

/** The day of Ramadan (1-30) of a civil date by the masjid's Hijri calendar, or null outside Ramadan. */
export function ramadanDay(isoDate: string, adjustment: HijriCount = 0): number | null {
  const civil = parseIsoDate(isoDate);
  if (!civil) return null;
  const hijri = calendarOf(adjustment).toHijri(civil);
  return hijri.month === RAMADAN_MONTH ? hijri.day : null;
}

/**
 * The eve of Ramadan: the last day of Sha'ban, whose night holds the first taraweeh (the Hijri day begins
 * at sunset, so the first fast's night comes before it).
 */
export function isRamadanEve(isoDate: string, adjustment: HijriCount = 0): boolean {
  const civil = parseIsoDate(isoDate);
  if (!civil) return false;
  const calendar = calendarOf(adjustment);
  return calendar.toHijri(addDays(civil, 1)).month === RAMADAN_MONTH && calendar.toHijri(civil).month !== RAMADAN_MONTH;
}

export interface RamadanTimes {
  /** 'HH:mm': Fajr azan minus the masjid's minutes. */
  suhoorEnds: string;
  /** 'HH:mm': Maghrib azan. */
  iftar: string;
  /** 'HH:mm', or '' when taraweeh follows Isha. */
  taraweeh: string;
}

/** A day's suhoor end, iftar and taraweeh from its timetable entry. */
export function ramadanTimes(entry: Pick<DayPrayer, 'fajr' | 'maghrib'>, settings: RamadanSettings): RamadanTimes {
  const fajr = parseTimeOfDay(entry.fajr);
  return {
    suhoorEnds: fajr === undefined ? '' : formatTimeOfDay(fajr - settings.suhoorMinutesBeforeFajr),
    iftar: entry.maghrib,
    taraweeh: settings.taraweehTime,
  };
}

export type RamadanMode =
  | { kind: 'off' }
  /** Sha'ban's last day: Ramadan starts tomorrow; the first taraweeh is tonight. */
  | { kind: 'eve'; taraweeh: string }
  | { kind: 'day'; day: number; times: RamadanTimes };

/** What the screen shows for Ramadan on `isoDate` (the masjid's civil date). */
export function ramadanMode(
  isoDate: string,
  entry: Pick<DayPrayer, 'fajr' | 'maghrib'> | null,
  settings: RamadanSettings,
  adjustment: HijriCount = 0,
): RamadanMode {
  if (!settings.enabled) return { kind: 'off' };
  const day = ramadanDay(isoDate, adjustment);
  if (day !== null && entry) return { kind: 'day', day, times: ramadanTimes(entry, settings) };
  if (isRamadanEve(isoDate, adjustment)) return { kind: 'eve', taraweeh: settings.taraweehTime };
  return { kind: 'off' };
}
