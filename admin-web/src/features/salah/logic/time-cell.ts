import type { PrayerColumn } from '../../../../../core/src/prayer/prayer.types.js';

export type TimeCellResult =
  | { ok: true; value: string; /** Set when a bare 1-11 hour was read as afternoon or evening. */ assumedPm: boolean }
  | { ok: false; error: string };

export const TIME_CELL_HELP =
  'Type 5:45, 545 or 5:45p. Times are kept in 24-hour form; a time without am/pm is read as the am or pm time nearer to the cell\'s current value (8:15 in an Isha cell becomes 20:15). 05:45 or 0545 (with a leading zero) and 13:00-23:59 are always taken as written.';

/** When a cell is empty, these times decide whether a bare hour is am or pm. */
const TYPICAL_MINUTES: Record<PrayerColumn, number> = {
  fajr: 5 * 60,
  fajrIqama: 5 * 60 + 30,
  sunrise: 6 * 60 + 30,
  dhuhr: 12 * 60 + 30,
  dhuhrIqama: 13 * 60,
  asr: 16 * 60,
  asrIqama: 16 * 60 + 30,
  maghrib: 19 * 60,
  maghribIqama: 19 * 60 + 10,
  isha: 20 * 60 + 30,
  ishaIqama: 21 * 60,
};

const PATTERN = /^(\d{1,2})(?::?(\d{2}))?(a|am|p|pm)?$/;

function format(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function minutesOf(time: string | undefined): number | undefined {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Distance on the 24-hour clock face, so 23:50 and 00:10 are 20 minutes apart. */
function clockDistance(a: number, b: number): number {
  const difference = Math.abs(a - b) % 1440;
  return Math.min(difference, 1440 - difference);
}

/**
 * Reads what an admin types into a time cell: '5:45', '545', '1745', '5:45 pm', '5:45p', '12a'.
 * `reference` is the cell's value before the edit ('HH:mm'); without it the column's usual time is used.
 */
export function parseTimeCell(raw: string, column: PrayerColumn, reference?: string): TimeCellResult {
  const text = raw.trim().toLowerCase().replace(/[.\s]/g, '');
  if (text === '') return { ok: false, error: 'Enter a time' };
  // One or two hour digits, then optionally a colon and two minute digits ('545' backtracks to 5 and 45).
  const match = PATTERN.exec(text);
  if (!match) return { ok: false, error: 'Not a time: use 5:45, 545 or 17:45' };
  const [, hourText = '', minuteText, meridiem] = match;
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return { ok: false, error: 'Minutes must be 00 to 59' };
  if (meridiem) {
    if (hour < 1 || hour > 12) return { ok: false, error: 'With am/pm the hour must be 1 to 12' };
    hour = (hour % 12) + (meridiem.startsWith('p') ? 12 : 0);
    return { ok: true, value: format(hour * 60 + minute), assumedPm: false };
  }
  if (hour > 23) return { ok: false, error: 'Hours must be 0 to 23' };
  // A leading zero, 0 or 12-23 is 24-hour time as written.
  if (hourText.startsWith('0') || hour >= 12) return { ok: true, value: format(hour * 60 + minute), assumedPm: false };
  const target = minutesOf(reference) ?? TYPICAL_MINUTES[column];
  const am = hour * 60 + minute;
  const pm = am + 12 * 60;
  const usePm = clockDistance(pm, target) < clockDistance(am, target);
  return { ok: true, value: format(usePm ? pm : am), assumedPm: usePm };
}
