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

const offsetRanges = new Map<string, { lowest: number; highest: number }>();

/**
 * The lowest and highest offsets of a zone in a year, sampled twice a month, which catches every DST
 * period of the tz database (the shortest, Morocco's Ramadan change, lasts about a month).
 */
function offsetRange(zone: string, year: number): { lowest: number; highest: number } {
  const key = `${zone}|${year}`;
  let range = offsetRanges.get(key);
  if (range === undefined) {
    range = { lowest: Infinity, highest: -Infinity };
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 16]) {
        const offset = utcOffsetMinutes(zone, new Date(Date.UTC(year, month, day, 12)));
        range = { lowest: Math.min(range.lowest, offset), highest: Math.max(range.highest, offset) };
      }
    }
    offsetRanges.set(key, range);
  }
  return range;
}

/**
 * Zones whose seasonal change moves the clocks back, not forward (the tz database's negative daylight
 * saving), with the years it holds: their standard time is the larger offset of the year. Morocco and
 * Western Sahara go back an hour in Ramadan since their 2018 change; Ireland's standard time is its
 * summer time (winter is GMT); Namibia kept a winter time from 1994 to 2017. docs/prayer-table.md,
 * "Daylight saving".
 */
const CLOCKS_GO_BACK: Readonly<Record<string, { from: number; to: number }>> = {
  'Africa/Casablanca': { from: 2019, to: Infinity },
  'Africa/El_Aaiun': { from: 2019, to: Infinity },
  'Europe/Dublin': { from: 1972, to: Infinity },
  Eire: { from: 1972, to: Infinity },
  'Africa/Windhoek': { from: 1995, to: 2017 },
};

/**
 * The zone's standard-time offset in a year: the smaller of its offsets (summer time is the larger one
 * almost everywhere, in both hemispheres), the larger where its clocks go back for a season.
 */
export function standardOffsetMinutes(zone: string, year: number): number {
  const back = CLOCKS_GO_BACK[zone];
  const range = offsetRange(zone, year);
  return back && year >= back.from && year <= back.to ? range.highest : range.lowest;
}

/** The smallest offset of the zone's year: the base that manual summer dates move one hour ahead. */
export function lowestOffsetMinutes(zone: string, year: number): number {
  return offsetRange(zone, year).lowest;
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
