/**
 * The one reader of a time of day typed by a person (docs/volunteer.md "Time formats"): every time input
 * (the timetable grid, the fixed and seasonal iqama fields) goes through it, so '5:45p', '545', '17:45'
 * and '5:45 pm' mean the same everywhere.
 */
import { formatTimeOfDay, parseTimeOfDay } from './zone.js';

export type TimeInputResult =
  | {
      ok: true;
      /** 'HH:mm' */ value: string;
      /** Set when a bare 1-11 hour was read as afternoon or evening. */ assumedPm: boolean;
    }
  | { ok: false; error: string };

const PATTERN = /^(\d{1,2})(?::?(\d{2}))?(a|am|p|pm)?$/;

/** Distance on the 24-hour clock face, so 23:50 and 00:10 are 20 minutes apart. */
function clockDistance(a: number, b: number): number {
  const difference = Math.abs(a - b) % 1440;
  return Math.min(difference, 1440 - difference);
}

/**
 * Reads '5:45', '545', '1745', '5:45 pm', '5:45p', '12a'. With am/pm, a leading zero, hour 0 or 12-23 the
 * time is as written. A bare hour 1-11 is the am or pm time nearer to `near` (minutes after midnight:
 * the cell's value before the edit, or the prayer's usual time); without `near` it is taken as written.
 */
export function parseTimeInput(raw: string, near?: number): TimeInputResult {
  // '12.45' and French '13h15' (docs/volunteer.md "Time formats") are the colon's other spellings.
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/[.\s]/g, '')
    .replace(/^(\d{1,2})h(\d{2})?$/, (_, hour: string, minute?: string) => `${hour}:${minute ?? '00'}`);
  if (text === '') return { ok: false, error: 'Enter a time' };
  // One or two hour digits, then optionally a colon and two minute digits ('545' backtracks to 5 and 45).
  const match = PATTERN.exec(text);
  if (!match) return { ok: false, error: 'Not a time: use 5:45 pm, 545p or 17:45' };
  const [, hourText = '', minuteText, meridiem] = match;
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return { ok: false, error: 'Minutes must be 00 to 59' };
  if (meridiem) {
    if (hour < 1 || hour > 12) return { ok: false, error: 'With am/pm the hour must be 1 to 12' };
    hour = (hour % 12) + (meridiem.startsWith('p') ? 12 : 0);
    return { ok: true, value: formatTimeOfDay(hour * 60 + minute), assumedPm: false };
  }
  if (hour > 23) return { ok: false, error: 'Hours must be 0 to 23' };
  if (hourText.startsWith('0') || hour >= 12 || near === undefined)
    return { ok: true, value: formatTimeOfDay(hour * 60 + minute), assumedPm: false };
  const am = hour * 60 + minute;
  const pm = am + 12 * 60;
  const usePm = clockDistance(pm, near) < clockDistance(am, near);
  return { ok: true, value: formatTimeOfDay(usePm ? pm : am), assumedPm: usePm };
}

/** An 'HH:mm' time, or undefined: for a `near` given as text. */
export function minutesOrUndefined(time: string | undefined): number | undefined {
  return time === undefined ? undefined : parseTimeOfDay(time);
}
