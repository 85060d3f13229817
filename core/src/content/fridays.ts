/**
 * Jumu'ah is on Fridays: an entry's date must be one, and the Jummah card offers the next Fridays
 * (docs/volunteer.md "Jumu'ah entries").
 */
import { addDays, isRealIsoDate } from './iso-day.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const FRIDAY = 5;

function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function isFriday(isoDate: string): boolean {
  return isRealIsoDate(isoDate) && weekday(isoDate) === FRIDAY;
}

/** 'Jumu'ah is on a Friday; 2026-11-26 is a Thursday', or null for a Friday. */
export function notFridayMessage(isoDate: string): string | null {
  if (isFriday(isoDate)) return null;
  return `Jumu'ah is on a Friday; ${isoDate} is a ${WEEKDAYS[weekday(isoDate)]}`;
}

/** The `count` Fridays from `today` on (today itself when it is a Friday), as 'YYYY-MM-DD'. */
export function nextFridays(today: string, count: number): string[] {
  const first = addDays(today, (FRIDAY - weekday(today) + 7) % 7);
  return Array.from({ length: count }, (_, index) => addDays(first, index * 7));
}
