/**
 * A VTIMEZONE for an IANA zone over a range of instants, written from the zone rules the runtime's Intl
 * knows (no time zone data of our own). Each offset change in the range becomes one STANDARD or DAYLIGHT
 * observance with its exact local start, so a calendar app places every event where the masjid's clock
 * shows it, even where it does not know the zone's name. docs/outside-the-hall.md.
 */
import { localStamp } from './ics-text.js';
import { lowestOffsetMinutes, utcOffsetMinutes } from '../time/zone.js';

export interface OffsetChange {
  /** The first instant (ms) at the new offset. */
  at: number;
  from: number;
  to: number;
}

const HOUR = 3_600_000;

/** Every change of the zone's UTC offset between two instants, found to the minute. */
export function offsetChanges(zone: string, fromMs: number, toMs: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  const offsetAt = (ms: number) => utcOffsetMinutes(zone, new Date(ms));
  let previous = offsetAt(fromMs);
  // Six-hour steps: no zone changes its offset twice within six hours.
  for (let at = fromMs + 6 * HOUR; at <= toMs + 6 * HOUR; at += 6 * HOUR) {
    const offset = offsetAt(at);
    if (offset === previous) continue;
    let low = at - 6 * HOUR;
    let high = at;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(middle) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return changes;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** Local wall-clock fields of an instant at an offset. */
function localParts(ms: number, offsetMinutes: number) {
  const local = new Date(ms + offsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The VTIMEZONE lines for `zone`, valid from `fromMs` to `toMs`. */
export function vtimezoneLines(zone: string, fromMs: number, toMs: number): string[] {
  const first = utcOffsetMinutes(zone, new Date(fromMs));
  const observance = (startMs: number, from: number, to: number) => {
    const year = new Date(startMs).getUTCFullYear();
    // The larger offset is DAYLIGHT also where the tz database calls it standard (Casablanca outside
    // Ramadan, Dublin in summer): calendar apps know daylight saving only as clocks going forward.
    const kind = to > lowestOffsetMinutes(zone, year) ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART of an observance is local time in the offset in force before it (RFC 5545 3.6.5).
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(localParts(startMs, from))}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    ];
  };
  // The offset in force at the start of the range, as an observance beginning a day earlier.
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance(fromMs - 24 * HOUR, first, first)];
  for (const change of offsetChanges(zone, fromMs, toMs)) lines.push(...observance(change.at, change.from, change.to));
  lines.push('END:VTIMEZONE');
  return lines;
}
