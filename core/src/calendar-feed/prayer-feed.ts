/**
 * The iCalendar (RFC 5545) feed of a masjid's prayer times: one event per prayer and per azan or iqama,
 * Jumu'ah in place of Dhuhr on Fridays, a VTIMEZONE for the masjid's zone and an optional alarm. Pure:
 * the server gives it the days and the masjid; docs/outside-the-hall.md says what each field means.
 */
import type { DayPrayerView } from '../prayer/prayer.types.js';
import { dstMode, wallClockOffsetMinutes } from '../time/dst.js';
import type { Dst } from '../prayer/prayer.types.js';
import { parseIsoDate, weekday, type CivilDate } from '../time/civil-date.js';
import { parseTimeOfDay, utcOffsetMinutes } from '../time/zone.js';
import type { FridaySession } from '../occasions/jumuah-sessions.js';
import type { EidPrayer } from '../occasions/occasions.types.js';
import { escapeText, joinLines, localStamp, utcStamp } from './ics-text.js';
import type { FeedOptions, FeedPrayer } from './feed-options.schema.js';
import { vtimezoneLines } from './vtimezone.js';

export interface FeedMasjid {
  name: string;
  url: string;
  /** IANA zone of the timetable. */
  zone: string;
  dst: Dst;
}

export interface FeedJummah {
  date: string;
  khateeb: string;
}

const EID_NAMES: Record<EidPrayer['eid'], string> = { fitr: 'Eid al-Fitr', adha: 'Eid al-Adha' };

const PRAYER_NAMES: Record<FeedPrayer, string> = {
  fajr: 'Fajr',
  sunrise: 'Sunrise',
  dhuhr: 'Dhuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};
/** How long each event lasts in the calendar: long enough to be seen, short enough not to hide the next one. */
export const EVENT_MINUTES = 15;
/** Calendar apps that honour it check the feed twice a day (times rarely change faster). */
export const REFRESH_INTERVAL = 'PT12H';

/** The UTC instant of a wall-clock time on a masjid's day, with the masjid's own daylight saving setting. */
export function instantOf(date: CivilDate, minutes: number, zone: string, dst: ReturnType<typeof dstMode>): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  // The offset is asked at a guess of the instant, then again at the result: right on both sides of a change.
  let offset = wallClockOffsetMinutes(zone, dst, date, new Date(wall));
  offset = wallClockOffsetMinutes(zone, dst, date, new Date(wall - offset * 60_000));
  return wall - offset * 60_000;
}

interface Cell {
  prayer: FeedPrayer;
  kind: 'azan' | 'iqama';
  time: string;
}

function cellsOf(day: DayPrayerView, options: FeedOptions): Cell[] {
  const cells: Cell[] = [];
  for (const prayer of options.prayers) {
    if (options.times.includes('azan')) cells.push({ prayer, kind: 'azan', time: day[prayer] });
    // Sunrise has no iqama; a prayer without an iqama set has none either.
    if (prayer !== 'sunrise' && options.times.includes('iqama')) {
      const iqama = day[`${prayer}Iqama` as const];
      if (iqama) cells.push({ prayer, kind: 'iqama', time: iqama });
    }
  }
  return cells;
}

/** The whole feed for the given days (the caller chooses the range: the next twelve months). */
export function prayerFeed(input: {
  masjid: FeedMasjid;
  days: readonly DayPrayerView[];
  jummahs: readonly FeedJummah[];
  /** The masjid's own words about Jumu'ah (e.g. '1:30 pm and 2:30 pm'), or ''. */
  jumuahNote: string;
  /**
   * The Jumu'ah sessions of a Friday, each with its khutbah, salah and khateeb (docs/jumuah-eid-ramadan.md);
   * none for a masjid without sessions, whose Jumu'ah then takes Dhuhr's times.
   */
  fridaySessions?: (friday: string) => readonly FridaySession[];
  /** The masjid's Eid prayers: one event per time, on their day. */
  eidPrayers?: readonly EidPrayer[];
  options: FeedOptions;
  now: Date;
  /** Absolute address of the masjid's public page, for the events' URL. */
  pageUrl: string;
}): string {
  const { masjid, options } = input;
  const mode = dstMode(masjid.dst);
  const khateebs = new Map(input.jummahs.map((entry) => [entry.date, entry.khateeb]));
  const stamp = utcStamp(input.now);
  const events: string[] = [];
  let firstMs = Infinity;
  let lastMs = -Infinity;

  /** One event at a wall-clock time of a masjid's day; `uid` is stable so a refreshed feed updates it. */
  const addEvent = (event: {
    uid: string;
    date: CivilDate;
    minutes: number;
    summary: string;
    details: string[];
    category: string;
    location?: string;
  }) => {
    const at = instantOf(event.date, event.minutes, masjid.zone, mode);
    firstMs = Math.min(firstMs, at);
    lastMs = Math.max(lastMs, at);
    // The event is written in the zone's own local time (what the VTIMEZONE describes).
    const local = new Date(at + utcOffsetMinutes(masjid.zone, new Date(at)) * 60_000);
    const start = localStamp({
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    });
    events.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}@${masjid.url}.minaret`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${masjid.zone}:${start}`,
      `DURATION:PT${EVENT_MINUTES}M`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.details.join(' '))}`,
      `LOCATION:${escapeText(event.location || masjid.name)}`,
      `URL:${input.pageUrl}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${event.category}`,
    );
    if (options.reminder > 0) {
      events.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `TRIGGER:-PT${options.reminder}M`,
        `DESCRIPTION:${escapeText(`${event.summary} in ${options.reminder} minutes`)}`,
        'END:VALARM',
      );
    }
    events.push('END:VEVENT');
  };

  for (const day of input.days) {
    const date = parseIsoDate(day.date);
    if (!date) continue;
    const friday = weekday(date) === 5;
    const sessions = friday ? (input.fridaySessions?.(day.date) ?? []) : [];
    const maghrib = parseTimeOfDay(day.maghrib) ?? 0;
    for (const cell of cellsOf(day, options)) {
      const jumuah = friday && cell.prayer === 'dhuhr';
      // A masjid with Jumu'ah sessions gets their khutbah and salah times below instead of Dhuhr's.
      if (jumuah && sessions.length > 0) continue;
      let minutes = parseTimeOfDay(cell.time);
      if (minutes === undefined) continue;
      // An Isha written before Maghrib is after midnight: it belongs to the night of this day.
      if (cell.prayer === 'isha' && minutes < maghrib) minutes += 1440;
      const name = jumuah ? "Jumu'ah" : PRAYER_NAMES[cell.prayer];
      const summary = cell.prayer === 'sunrise' ? 'Sunrise' : `${name} ${cell.kind === 'azan' ? 'azan' : 'iqama'}`;
      const details = [`${summary} at ${masjid.name}.`];
      if (jumuah && khateebs.get(day.date)) details.push(`Khateeb: ${khateebs.get(day.date)}.`);
      if (jumuah && input.jumuahNote) details.push(`Jumu'ah: ${input.jumuahNote}.`);
      addEvent({
        uid: `${day.date}-${cell.prayer}-${cell.kind}`,
        date,
        minutes,
        summary,
        details,
        category: cell.kind === 'azan' ? 'Azan' : 'Iqama',
      });
    }
    if (!options.prayers.includes('dhuhr')) continue;
    for (const session of sessions) {
      const label = sessions.length > 1 ? `Jumu'ah (session ${session.session})` : "Jumu'ah";
      const about = [
        session.language && `In ${session.language}.`,
        session.khateeb && `Khateeb: ${session.khateeb}.`,
      ].filter((part): part is string => Boolean(part));
      const parts = [
        { kind: 'azan' as const, time: session.khutbah, summary: `${label} khutbah` },
        // A salah time the masjid did not give is not written as if it had.
        { kind: 'iqama' as const, time: session.salahGiven ? session.salah : '', summary: `${label} salah` },
      ];
      for (const part of parts) {
        const minutes = parseTimeOfDay(part.time);
        if (minutes === undefined || !options.times.includes(part.kind)) continue;
        addEvent({
          uid: `${day.date}-jumuah-${session.session}-${part.kind}`,
          date,
          minutes,
          summary: part.summary,
          details: [`${part.summary} at ${masjid.name}.`, ...about],
          category: "Jumu'ah",
        });
      }
    }
  }

  const first = input.days[0]?.date ?? '';
  const last = input.days[input.days.length - 1]?.date ?? '';
  for (const eid of input.eidPrayers ?? []) {
    const date = parseIsoDate(eid.date);
    if (!date || eid.date < first || eid.date > last) continue;
    eid.times.forEach((time, index) => {
      const minutes = parseTimeOfDay(time);
      if (minutes === undefined) return;
      const summary = `${EID_NAMES[eid.eid]} prayer`;
      const where = eid.place.trim();
      const details = [
        `${summary} of ${masjid.name}${eid.times.length > 1 ? ` (${index + 1} of ${eid.times.length})` : ''}.`,
        where ? `At ${where}.` : '',
      ].filter(Boolean);
      addEvent({
        uid: `${eid.date}-eid-${eid.eid}-${index + 1}`,
        date,
        minutes,
        summary,
        details,
        category: 'Eid',
        location: where,
      });
    });
  }

  const now = input.now.getTime();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Minaret//Prayer times//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${masjid.name} prayer times`)}`,
    `X-WR-TIMEZONE:${masjid.zone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...vtimezoneLines(
      masjid.zone,
      Number.isFinite(firstMs) ? Math.min(firstMs, now) : now,
      Number.isFinite(lastMs) ? lastMs : now,
    ),
    ...events,
    'END:VCALENDAR',
  ];
  return joinLines(lines);
}
