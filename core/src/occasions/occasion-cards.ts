/**
 * What the dashboard's Ramadan and Eid cards show at a given instant: one rule for the web dashboard and
 * the desktop app, tested here rather than in a browser (docs/jumuah-eid-ramadan.md).
 */
import { addDays } from '../content/iso-day.js';
import type { HijriCount } from '../hijri/hijri-calendar.js';
import { entryInstant } from '../dashboard/prayer-schedule.js';
import type { DayPrayer } from '../prayer/prayer.types.js';
import { daysUntil, EID_NAMES, eidPrayersToShow } from './eid.js';
import type { EidKind, Occasions } from './occasions.types.js';
import { isRamadanEve, ramadanDay, ramadanTimes } from './ramadan.js';

export interface Countdown {
  label: 'Suhoor ends' | 'Iftar';
  /** Epoch milliseconds. */
  at: number;
}

export type RamadanCard =
  | { kind: 'day'; day: number; suhoorEnds: string; iftar: string; taraweeh: string; countdown: Countdown | null }
  /** Sha'ban's last day: Ramadan begins tomorrow, the first taraweeh is tonight. */
  | { kind: 'eve'; taraweeh: string; suhoorEnds: string | null; countdown: Countdown | null };

export interface EidCard {
  eid: EidKind;
  name: string;
  date: string;
  /** 0 on the day. */
  daysUntil: number;
  times: string[];
  place: string;
}

export interface OccasionCards {
  ramadan: RamadanCard | null;
  eids: EidCard[];
}

export interface OccasionCardsInput {
  /** The masjid's civil date now, 'YYYY-MM-DD'. */
  date: string;
  zone: string;
  nowMs: number;
  /** Timetable entries around `date` (today and tomorrow at least, for the night's suhoor). */
  days: ReadonlyArray<DayPrayer>;
  occasions: Occasions | undefined;
  /** The masjid's Hijri calendar (its declared months, then Umm al-Qura with its adjustment), or the adjustment alone. */
  hijriAdjustment: HijriCount;
}

const entryOn = (days: ReadonlyArray<DayPrayer>, date: string) =>
  days.find((day) => day.date.slice(0, 10) === date) ?? null;

/** The next of: today's suhoor end, today's iftar, tomorrow's suhoor end (when tomorrow fasts). */
function nextCountdown(input: OccasionCardsInput, today: DayPrayer | null, tomorrowFasts: boolean): Countdown | null {
  const { zone, nowMs, date, days, occasions } = input;
  const settings = occasions!.ramadan;
  if (today && fastingDay(date, input.hijriAdjustment, occasions!) !== null) {
    const times = ramadanTimes(today, settings);
    const suhoor = entryInstant(zone, date, 'fajr', times.suhoorEnds);
    if (nowMs < suhoor) return { label: 'Suhoor ends', at: suhoor };
    const iftar = entryInstant(zone, date, 'maghrib', times.iftar);
    if (nowMs < iftar) return { label: 'Iftar', at: iftar };
  }
  const tomorrowDate = addDays(date, 1);
  const tomorrow = entryOn(days, tomorrowDate);
  if (!tomorrowFasts || !tomorrow) return null;
  // The night's countdown starts after Maghrib: before it, the day's own iftar (or nothing on the eve) comes first.
  if (today && nowMs < entryInstant(zone, date, 'maghrib', today.maghrib)) return null;
  const suhoor = entryInstant(zone, tomorrowDate, 'fajr', ramadanTimes(tomorrow, settings).suhoorEnds);
  return nowMs < suhoor ? { label: 'Suhoor ends', at: suhoor } : null;
}

/**
 * The day of Ramadan a date fasts, or null. The masjid's own Eid al-Fitr ends Ramadan: a day on or after it
 * (within the days an Eid can be declared early) fasts no more, whatever the calendar says.
 */
export function fastingDay(date: string, hijriAdjustment: HijriCount, occasions: Occasions): number | null {
  const day = ramadanDay(date, hijriAdjustment);
  if (day === null) return null;
  const eids = Array.isArray(occasions.eidPrayers) ? occasions.eidPrayers : [];
  const eidCame = eids.some((eid) => eid.eid === 'fitr' && eid.date <= date && addDays(eid.date, 2) >= date);
  return eidCame ? null : day;
}

function ramadanCard(input: OccasionCardsInput): RamadanCard | null {
  const { occasions, date, days, hijriAdjustment, zone, nowMs } = input;
  // Optional chaining throughout: a screen's cached copy from another version may lack a part.
  if (!occasions?.ramadan?.enabled) return null;
  const today = entryOn(days, date);
  const tomorrowFasts = fastingDay(addDays(date, 1), hijriAdjustment, occasions) !== null;
  const day = fastingDay(date, hijriAdjustment, occasions);
  if (day !== null && today) {
    const times = ramadanTimes(today, occasions.ramadan);
    // Ramadan's last iftar begins the night of Eid: no taraweeh, no suhoor, no card with nothing left to count.
    if (!tomorrowFasts && nowMs >= entryInstant(zone, date, 'maghrib', times.iftar)) return null;
    return { kind: 'day', day, ...times, countdown: nextCountdown(input, today, tomorrowFasts) };
  }
  if (isRamadanEve(date, hijriAdjustment)) {
    const tomorrow = entryOn(days, addDays(date, 1));
    return {
      kind: 'eve',
      taraweeh: occasions.ramadan.taraweehTime,
      suhoorEnds: tomorrow ? ramadanTimes(tomorrow, occasions.ramadan).suhoorEnds : null,
      countdown: nextCountdown(input, today, tomorrowFasts),
    };
  }
  return null;
}

export function occasionCards(input: OccasionCardsInput): OccasionCards {
  const eids = eidPrayersToShow(
    Array.isArray(input.occasions?.eidPrayers) ? input.occasions.eidPrayers : [],
    input.date,
  ).map((prayer) => ({
    eid: prayer.eid,
    name: EID_NAMES[prayer.eid],
    date: prayer.date,
    daysUntil: daysUntil(prayer.date, input.date),
    times: prayer.times,
    place: prayer.place,
  }));
  return { ramadan: ramadanCard(input), eids };
}
