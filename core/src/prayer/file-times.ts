/**
 * Times as printed timetables write them (docs/csv.md "Times without am/pm"): '17:07', '5:07 pm', '5.07',
 * '5h07', '05:07:00', Arabic-Indic and Bengali digits, 'م'/'ص' for pm/am. A board printed on a 12-hour
 * clock writes Asr as '2:18' with no am/pm: such a file (no hour above 12 anywhere) has each bare time read
 * in its prayer's own half of the day, the one nearer the time computed for that day (or the column's
 * usual time), as the timetable grid reads a typed '2:18'.
 */
import { formatTimeOfDay } from '../time/zone.js';

const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u09e6-\u09ef]/g;

/** '١٢:٠٥' -> '12:05': the digits of Arabic, Urdu and Bengali files as ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(NATIVE_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0x09e6 ? 0x09e6 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

const TIME = /^(\d{1,2})[:.h](\d{2})(?::[0-5]\d)?\s*(a\.?m\.?|p\.?m\.?|ص|م)?$/i;

interface ClockText {
  hour: number;
  minute: number;
  meridiem?: 'am' | 'pm';
}

function parts(raw: string): ClockText | undefined {
  const match = TIME.exec(asciiDigits(raw.trim()));
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const mark = match[3]?.toLowerCase().replace(/\./g, '');
  const meridiem = mark === undefined ? undefined : mark === 'pm' || mark === 'م' ? 'pm' : 'am';
  if (minute > 59 || hour > 23 || (meridiem && (hour < 1 || hour > 12))) return undefined;
  return { hour, minute, ...(meridiem ? { meridiem } : {}) };
}

/** Whether the cells were written on a 12-hour clock without am/pm: no bare hour above 12 among them. */
export function isTwelveHourFile(cells: readonly string[]): boolean {
  let any = false;
  for (const cell of cells) {
    const read = parts(cell);
    if (!read || read.meridiem) continue;
    if (read.hour > 12 || read.hour === 0) return false;
    any = true;
  }
  return any;
}

function clockDistance(a: number, b: number): number {
  const difference = Math.abs(a - b) % 1440;
  return Math.min(difference, 1440 - difference);
}

/**
 * One cell as 'HH:mm', or undefined when it is not a time. On a 12-hour file a bare hour 1-12 becomes the
 * am or pm time nearer `near` (minutes after midnight).
 */
export function readFileTime(raw: string, near: number, twelveHour: boolean): string | undefined {
  const read = parts(raw);
  if (!read) return undefined;
  if (read.meridiem) return formatTimeOfDay(((read.hour % 12) + (read.meridiem === 'pm' ? 12 : 0)) * 60 + read.minute);
  if (!twelveHour) return formatTimeOfDay(read.hour * 60 + read.minute);
  const morning = (read.hour % 12) * 60 + read.minute;
  const evening = morning + 12 * 60;
  return formatTimeOfDay(clockDistance(evening, near) < clockDistance(morning, near) ? evening : morning);
}
