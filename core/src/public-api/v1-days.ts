/**
 * The days and the next prayer of the keyless read API, version 1 (docs/public-api.md), from what the
 * timetable, the Hijri calendar and the occasions already give every screen: nothing about prayer times
 * is worked out here beyond turning a day's wall-clock times into instants.
 */
import type { Jummah } from '../content/central-control.types.js';
import { addDays } from '../content/iso-day.js';
import { entryInstant, scheduleAt, type PrayerEvent } from '../dashboard/prayer-schedule.js';
import { safeZone, zonedInstant } from '../dashboard/zoned-clock.js';
import type { HijriCalendar } from '../hijri/hijri-calendar.js';
import { HIJRI_MONTH_NAMES, parseHijriString } from '../hijri/hijri.js';
import { isFriday, sessionsOfFriday } from '../occasions/jumuah-sessions.js';
import { fastingDay } from '../occasions/occasion-cards.js';
import type { EidKind, EidPrayer, Occasions } from '../occasions/occasions.types.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS } from '../prayer/iqama.js';
import type { DayPrayerView, PrayerName } from '../prayer/prayer.types.js';
import { parseIsoDate } from '../time/civil-date.js';
import { utcOffsetMinutes } from '../time/zone.js';
import { isBlank } from '../validation/blank.js';
import type { V1Day, V1Moment, V1Next } from './v1-answers.js';

/** What the days are read from: the masjid's zone, timetable views, calendar and occasions. */
export interface V1Source {
  zone: string;
  calendar: HijriCalendar;
  occasions: Occasions;
  /** The masjid's published khateebs (content's Jummah entries). */
  jummahs: readonly Jummah[];
  /** The masjid's own words about Jumu'ah (its `jumah_prayer` configuration), or ''. */
  jumuahNote: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as ISO 8601 with the zone's offset at that instant: 2026-05-10T13:15:00-04:00. */
export function isoInZone(instantMs: number, zone: string): string {
  const offset = utcOffsetMinutes(safeZone(zone), new Date(instantMs));
  const local = new Date(instantMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** A timetable time as a moment, or null when the cell is empty or malformed. */
function momentAt(instantMs: number, time: string, zone: string): V1Moment | null {
  return Number.isFinite(instantMs) ? { at: isoInZone(instantMs, zone), time } : null;
}

const dayMoment = (zone: string, date: string, prayer: PrayerName | 'sunrise', time: string) =>
  momentAt(entryInstant(zone, date, prayer, time), time, zone);

/** Which Eid a date is: the date of the masjid's Eid prayer, else its Hijri calendar's day when it set no prayer near it. */
export function eidOn(date: string, calendar: HijriCalendar, eidPrayers: readonly EidPrayer[]): EidKind | null {
  const declared = eidPrayers.find((prayer) => prayer.date === date);
  if (declared) return declared.eid;
  const civil = parseIsoDate(date);
  if (!civil) return null;
  const hijri = calendar.toHijri(civil);
  const kind: EidKind | null =
    hijri.month === 10 && hijri.day === 1 ? 'fitr' : hijri.month === 12 && hijri.day === 10 ? 'adha' : null;
  if (!kind) return null;
  // A masjid that set its Eid prayer a day or two from the calendar's date keeps its own day.
  const nearby = eidPrayers.some(
    (prayer) => prayer.eid === kind && prayer.date >= addDays(date, -3) && prayer.date <= addDays(date, 3),
  );
  return nearby ? null : kind;
}

/** The khateeb published for a Friday's given session (1 for a masjid without sessions). */
function khateebOn(jummahs: readonly Jummah[], date: string, session: number): string | null {
  const entry = jummahs.find(
    (candidate) =>
      candidate.enabled &&
      !isBlank(candidate.khateeb) &&
      candidate.date?.slice(0, 10) === date &&
      (candidate.session ?? 1) === session,
  );
  return entry ? entry.khateeb.trim() : null;
}

function jumuahOf(source: V1Source, date: string): V1Day['jumuah'] {
  if (!isFriday(date)) return null;
  const sessions = sessionsOfFriday(date, source.occasions.jumuahSessions, source.jummahs).flatMap((session) => {
    const khutbah = momentAt(zonedInstant(source.zone, date, session.khutbah), session.khutbah, source.zone);
    const salah = momentAt(zonedInstant(source.zone, date, session.salah), session.salah, source.zone);
    if (!khutbah || !salah) return [];
    return [{ ...session, khutbah, salah }];
  });
  return { sessions, khateeb: khateebOn(source.jummahs, date, 1), note: source.jumuahNote };
}

/** One timetable day as the v1 answer gives it. */
export function v1DayOf(source: V1Source, view: DayPrayerView): V1Day {
  const { zone, calendar, occasions } = source;
  const date = view.date.slice(0, 10);
  const civil = parseIsoDate(date)!;
  const hijri = parseHijriString(view.hijriString) ?? calendar.toHijri(civil);
  const prayers = Object.fromEntries(
    IQAMA_PRAYERS.map((prayer) => [
      prayer,
      {
        azan: dayMoment(zone, date, prayer, view[prayer]) ?? { at: '', time: view[prayer] },
        iqama: dayMoment(zone, date, prayer, view[IQAMA_COLUMN[prayer]]),
      },
    ]),
  ) as V1Day['prayers'];
  const ramadanDay = fastingDay(date, calendar, occasions);
  const eidPrayers = occasions.eidPrayers.filter((prayer) => prayer.date === date && prayer.times.length > 0);
  return {
    date,
    hijri: { ...hijri, monthName: HIJRI_MONTH_NAMES[hijri.month - 1]! },
    sunrise: dayMoment(zone, date, 'sunrise', view.sunrise),
    prayers,
    ramadan: ramadanDay !== null,
    ramadanDay,
    eid: eidOn(date, calendar, occasions.eidPrayers),
    eidPrayers: eidPrayers.map((prayer) => ({
      eid: prayer.eid,
      times: prayer.times.flatMap((time) => momentAt(zonedInstant(zone, date, time), time, zone) ?? []),
      place: prayer.place,
    })),
    jumuah: jumuahOf(source, date),
  };
}

const eventMoment = (event: PrayerEvent, zone: string): V1Moment => ({
  at: isoInZone(event.at, zone),
  time: event.time,
});

/**
 * The next prayer and the next iqama at `nowMs`, by the same schedule the prayer-hall screen counts down
 * to. `views` must hold yesterday, today and tomorrow.
 */
export function v1NextOf(
  source: V1Source,
  views: readonly DayPrayerView[],
  nowMs: number,
): Pick<V1Next, 'date' | 'ramadan' | 'next' | 'nextIqama'> {
  const { zone } = source;
  const schedule = scheduleAt(views, zone, nowMs);
  const { nextAzan, nextIqama } = schedule;
  let next: V1Next['next'] = null;
  if (nextAzan) {
    const entry = views.find((view) => view.date.slice(0, 10) === nextAzan.date);
    const iqamaTime = entry ? entry[IQAMA_COLUMN[nextAzan.prayer]] : '';
    next = {
      prayer: nextAzan.prayer,
      date: nextAzan.date,
      azan: eventMoment(nextAzan, zone),
      iqama: dayMoment(zone, nextAzan.date, nextAzan.prayer, iqamaTime),
    };
  }
  return {
    date: schedule.date,
    ramadan: fastingDay(schedule.date, source.calendar, source.occasions) !== null,
    next,
    nextIqama: nextIqama ? { prayer: nextIqama.prayer, date: nextIqama.date, ...eventMoment(nextIqama, zone) } : null,
  };
}
