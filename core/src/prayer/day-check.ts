/**
 * The one check of a day's times (docs/prayer-table.md "What a day must be"), used by the grid's Save, the
 * API (POST /api/prayer/config) and the upload (POST /bulk/prayer/validateImport):
 *
 * - order in real time: Fajr < Sunrise < Dhuhr < Asr < Maghrib <= Isha, each iqama at or after its azan
 *   and before the next prayer's azan (Isha's before the next Fajr). Never confirmable: such a day cannot
 *   be a masjid's timetable (a 12-hour board read as morning times puts Asr before Dhuhr);
 * - distance: an azan more than 90 minutes from the time computed for that place and day. Confirmable,
 *   since some masjids keep fixed winter times.
 *
 * Times are 'HH:mm' on each prayer's own time line (iqama.ts lineMinutes: an Isha before noon is after
 * midnight), which is the order of their real instants that day.
 */
import type { AzanTimes } from './calculator.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS, lineMinutes } from './iqama.js';
import type { AzanColumn, PrayerColumn } from './prayer.types.js';
import { COLUMN_LABELS } from './table-columns.js';
import type { CodedText } from '../validation/coded-message.js';

/** The azans in the order of the day; kept here so the admin's grid takes this check without the astronomy. */
const AZAN_COLUMNS: readonly AzanColumn[] = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];

/** An azan further than this from the computed time needs the admin's confirmation. */
export const FAR_MINUTES = 90;

export interface DayProblem {
  column: PrayerColumn;
  /** 'order' can never be saved; 'far' can, once the admin confirms it. */
  kind: 'order' | 'far';
  message: string;
  messageText: CodedText;
}

const HH_MM = /^\d{2}:\d{2}$/;

/** A column named in a message, translated by the server ('Adhan Fajr' in French). */
const columnText = (column: PrayerColumn): CodedText => ({ key: 'server.timetable.column', values: { column } });

/** Distance on the 24-hour clock face, so 23:50 and 00:10 are 20 minutes apart. */
function clockDistance(a: number, b: number): number {
  const difference = Math.abs(a - b) % 1440;
  return Math.min(difference, 1440 - difference);
}

export interface DayCheckOptions {
  /** The computed azans of that day at the masjid's place; without them only the order is checked. */
  computed?: AzanTimes;
  /** The next day's Fajr ('HH:mm'), the end of Isha's time; the day's own Fajr when absent. */
  nextFajr?: string;
}

/** Problems of one day's cells; cells that are not 'HH:mm' are left to the caller's time check. */
export function checkDay(times: Partial<Record<PrayerColumn, string>>, options: DayCheckOptions = {}): DayProblem[] {
  const problems: DayProblem[] = [];
  const line = (column: PrayerColumn): number | undefined => {
    const value = times[column];
    return value && HH_MM.test(value) ? lineMinutes(column, value) : undefined;
  };
  const order = (column: PrayerColumn, key: 'checkAfter' | 'checkNotBefore' | 'checkBefore', other: PrayerColumn) => {
    const verb = { checkAfter: 'must be after', checkNotBefore: 'must not be before', checkBefore: 'must be before' }[
      key
    ];
    const time = times[other]!;
    problems.push({
      column,
      kind: 'order',
      message: `${verb} ${COLUMN_LABELS[other]} ${time}`,
      messageText: { key: `server.timetable.${key}`, values: { column: columnText(other), time } },
    });
  };

  // Each azan after the one before it (the latest readable one, so one wrong cell is named once).
  let previous: AzanColumn | undefined;
  for (const column of AZAN_COLUMNS) {
    const minutes = line(column);
    if (minutes === undefined) continue;
    if (previous !== undefined) {
      const before = line(previous)!;
      if (column === 'isha' ? minutes < before : minutes <= before)
        order(column, column === 'isha' ? 'checkNotBefore' : 'checkAfter', previous);
      else previous = column;
    } else previous = column;
  }

  // Each iqama inside its prayer's time: from its azan to the next azan (docs/prayer-table.md).
  const ends: Record<(typeof IQAMA_PRAYERS)[number], AzanColumn> = {
    fajr: 'sunrise',
    dhuhr: 'asr',
    asr: 'maghrib',
    maghrib: 'isha',
    isha: 'fajr',
  };
  for (const prayer of IQAMA_PRAYERS) {
    const column = IQAMA_COLUMN[prayer];
    const iqama = line(column);
    const azan = line(prayer);
    if (iqama === undefined || azan === undefined) continue;
    if (iqama < azan) {
      problems.push({
        column,
        kind: 'order',
        message: `must not be before ${COLUMN_LABELS[prayer]} azan ${times[prayer]}`,
        messageText: {
          key: 'server.timetable.checkIqama',
          values: { prayer: COLUMN_LABELS[prayer], azan: times[prayer]! },
        },
      });
      continue;
    }
    const end = ends[prayer];
    if (prayer === 'isha') {
      const fajr = options.nextFajr && HH_MM.test(options.nextFajr) ? options.nextFajr : times.fajr;
      const fajrLine = fajr && HH_MM.test(fajr) ? lineMinutes('fajr', fajr)! + 1440 : undefined;
      if (fajrLine !== undefined && iqama >= fajrLine) {
        problems.push({
          column,
          kind: 'order',
          message: `must be before the next Fajr ${fajr}`,
          messageText: { key: 'server.timetable.checkBeforeNextFajr', values: { time: fajr! } },
        });
      }
      continue;
    }
    const endLine = line(end);
    // Maghrib's iqama may be at Isha's azan where Isha follows at once (Maghrib <= Isha).
    if (endLine !== undefined && (prayer === 'maghrib' ? iqama > endLine : iqama >= endLine))
      order(column, 'checkBefore', end);
  }

  if (options.computed) {
    for (const column of AZAN_COLUMNS) {
      const value = times[column];
      const computed = options.computed[column];
      if (!value || !HH_MM.test(value) || !computed || !HH_MM.test(computed)) continue;
      const distance = clockDistance(lineMinutes(column, value)!, lineMinutes(column, computed)!);
      if (distance <= FAR_MINUTES) continue;
      problems.push({
        column,
        kind: 'far',
        message: `is ${distance} minutes from the computed time ${computed} (more than ${FAR_MINUTES}); confirm it if the masjid keeps this time`,
        messageText: {
          key: 'server.timetable.checkFar',
          values: { minutes: String(distance), computed, limit: String(FAR_MINUTES) },
        },
      });
    }
  }
  return problems;
}

/** The answer's `code` when only far times stand in the way: the same request with `confirmFarTimes` is saved. */
export const NEEDS_CONFIRMATION = 'NEEDS_CONFIRMATION';
