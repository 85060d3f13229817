/**
 * Civil (calendar) dates without a time or zone: the day a timetable row belongs to.
 *
 * Arithmetic goes through UTC day numbers, so nothing here depends on the process's own timezone.
 * Never build a civil date with `new Date('YYYY-MM-DD')`: that is UTC midnight, which is the previous
 * day in every zone west of Greenwich.
 */
export interface CivilDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCivilDate(date: CivilDate): boolean {
  return (
    Number.isInteger(date.year) &&
    Number.isInteger(date.month) &&
    Number.isInteger(date.day) &&
    date.month >= 1 &&
    date.month <= 12 &&
    date.day >= 1 &&
    date.day <= daysInMonth(date.year, date.month)
  );
}

/** 'YYYY-MM-DD' to a civil date; undefined when malformed or not a real day. */
export function parseIsoDate(text: string): CivilDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCivilDate(date) ? date : undefined;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

export function formatIsoDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** 'MM-DD': the key that carries a manual edit from one year to the next. */
export function monthDayKey(date: Pick<CivilDate, 'month' | 'day'>): string {
  return `${pad2(date.month)}-${pad2(date.day)}`;
}

/** Days since 1970-01-01. */
export function toDayNumber(date: CivilDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): CivilDate {
  const instant = new Date(dayNumber * MS_PER_DAY);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(toDayNumber(date) + days);
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: CivilDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The calendar date where this process (or browser) runs: what the person at the screen calls today. */
export function localCivilDate(instant: Date = new Date()): CivilDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Noon UTC of the civil date: an instant whose UTC calendar day is that date (for Intl with timeZone 'UTC'). */
export function utcNoon(date: CivilDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
}

/**
 * The 366 month-days of the leap-year timetable basis, January 1 to December 31 with February 29.
 * Index i of a timetable is always `LEAP_YEAR_MONTH_DAYS[i]`.
 */
export const LEAP_YEAR_MONTH_DAYS: readonly { month: number; day: number }[] = (() => {
  const slots: { month: number; day: number }[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (let day = 1; day <= daysInMonth(2000, month); day += 1) slots.push({ month, day });
  }
  return slots;
})();

export const SLOT_BY_MONTH_DAY: ReadonlyMap<string, number> = new Map(
  LEAP_YEAR_MONTH_DAYS.map((slot, index) => [monthDayKey(slot), index]),
);

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const GREGORIAN_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Feb 15': how a day is named in messages about a timetable cell. */
export function shortMonthDay(date: Pick<CivilDate, 'month' | 'day'>): string {
  return `${SHORT_MONTHS[date.month - 1]} ${date.day}`;
}
