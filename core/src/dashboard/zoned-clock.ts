/**
 * The masjid's wall clock, whatever zone the display PC is set to: a screen whose operating system has
 * the wrong zone still shows the masjid's date, time and prayers. Everything goes through Intl with an
 * explicit zone; nothing reads the process's own zone.
 */
import { isValidTimeZone, utcOffsetMinutes } from '../time/zone.js';

export interface ZonedNow {
  /** The masjid's civil date, 'YYYY-MM-DD'. */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** Seconds since the masjid's midnight, by its wall clock. */
  secondsOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An unknown or empty zone falls back to UTC rather than breaking the screen. */
export function safeZone(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

function formatter(zone: string): Intl.DateTimeFormat {
  let cached = formatters.get(zone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, cached);
  }
  return cached;
}

export function zonedNow(zone: string, instantMs: number): ZonedNow {
  const parts = formatter(safeZone(zone)).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const [year, month, day, hour, minute, second] = [
    get('year'),
    get('month'),
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  ];
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { date, hour, minute, second, secondsOfDay: hour * 3600 + minute * 60 + second };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * The instant (epoch ms) at which the masjid's wall clock reads `time` on `isoDate`, or NaN for malformed
 * input. Across a DST change the offset is taken at the resulting instant, so a prayer after the change
 * uses the new offset; a wall time that does not exist (skipped by spring-forward) lands just after the gap.
 */
export function zonedInstant(zone: string, isoDate: string, time: string): number {
  const date = ISO_DATE.exec(isoDate);
  const clock = TIME.exec(time);
  if (!date || !clock) return Number.NaN;
  const wall = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(clock[1]), Number(clock[2]));
  const valid = safeZone(zone);
  const first = wall - utcOffsetMinutes(valid, new Date(wall)) * 60_000;
  const second = wall - utcOffsetMinutes(valid, new Date(first)) * 60_000;
  if (second === first) return first;
  const third = wall - utcOffsetMinutes(valid, new Date(second)) * 60_000;
  return third === second ? second : Math.max(first, second);
}
