/**
 * IANA timezone helpers on top of Intl (no timezone data of our own). Every function takes the zone
 * explicitly; none reads the process's own timezone.
 */
import type { CivilDate } from './civil-date.js';

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    offsetFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function utcOffsetMinutes(zone: string, instant: Date): number {
  const name = offsetFormatter(zone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(name ?? '');
  if (!match) return 0; // 'GMT' itself
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const standardOffsets = new Map<string, number>();

/**
 * The zone's standard-time offset in a year: the smaller of its offsets through the year (summer time
 * is always the larger one in practice, in both hemispheres). Sampled twice a month, which catches every
 * DST period of the tz database (the shortest, Morocco's Ramadan change, lasts about a month).
 */
export function standardOffsetMinutes(zone: string, year: number): number {
  const key = `${zone}|${year}`;
  let offset = standardOffsets.get(key);
  if (offset === undefined) {
    offset = Infinity;
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 16])
        offset = Math.min(offset, utcOffsetMinutes(zone, new Date(Date.UTC(year, month, day, 12))));
    }
    standardOffsets.set(key, offset);
  }
  return offset;
}

/** The calendar date an instant falls on in a zone: "today" for a masjid. */
export function civilDateInZone(zone: string, instant: Date): CivilDate {
  let formatter = dateFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dateFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** 'Eastern Standard Time' / 'Eastern Daylight Time' for the zone at an instant. */
export function timeZoneLongName(zone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm' (24 h, two-digit hour) to minutes after midnight; undefined when malformed. */
export function parseTimeOfDay(text: string): number | undefined {
  const match = TIME_OF_DAY.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes after midnight (any integer; wrapped into one day) to 'HH:mm'. */
export function formatTimeOfDay(minutes: number): string {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** 'HH:mm' of an instant at a fixed UTC offset (minutes). The instant must already be on a whole minute. */
export function wallClockAtOffset(instantMs: number, offsetMinutes: number): string {
  return formatTimeOfDay(Math.floor((instantMs + offsetMinutes * 60_000) / 60_000));
}
