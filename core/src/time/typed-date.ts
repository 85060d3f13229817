/**
 * The one reader of a calendar date typed by a person (docs/volunteer.md "Dates typed"): '2026-02-28',
 * '28/02/2026', '28.02.2026', '2/28/2026' in the order the writer's locale puts day and month. A day that
 * does not exist ('29/02/2026') is named, not dropped: the browser's date input emptied itself silently.
 */

/** Where the day and the month stand in a numeric date of a locale: 'dmy' (28/02/2026), 'mdy' (2/28/2026), 'ymd'. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

export type TypedDate =
  | { ok: true; /** 'YYYY-MM-DD' */ value: string }
  /** A date written in full whose day is past its month's end: 29 February 2026, 31 April. */
  | { ok: false; missing: { year: number; month: number; day: number } }
  | { ok: false; missing?: undefined };

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const LOCAL = /^(\d{1,2})[-/.\s](\d{1,2})[-/.\s](\d{4})\.?$/;

/** Days in a month of the proleptic Gregorian calendar (1-based month). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function dated(year: number, month: number, day: number): TypedDate {
  if (month < 1 || month > 12 || day < 1 || day > 31) return { ok: false };
  if (day > daysIn(year, month)) return { ok: false, missing: { year, month, day } };
  return { ok: true, value: `${year}-${pad(month)}-${pad(day)}` };
}

/**
 * Reads a typed date. Year first is always year-month-day; otherwise a first number over 12 is the day and
 * a second over 12 is the day, and only when both could be either does `order` decide.
 */
export function readTypedDate(raw: string, order: DateOrder): TypedDate {
  const text = raw.trim();
  const iso = ISO.exec(text);
  if (iso) return dated(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = LOCAL.exec(text);
  if (!local) return { ok: false };
  const first = Number(local[1]);
  const second = Number(local[2]);
  const year = Number(local[3]);
  const dayFirst = first > 12 ? true : second > 12 ? false : order !== 'mdy';
  return dayFirst ? dated(year, second, first) : dated(year, first, second);
}

/** The order of day and month in `locale`'s numeric dates ('en-GB' dmy, 'en-US' mdy, 'tr' dmy). */
export function dateOrderOf(locale: string): DateOrder {
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
      .formatToParts(new Date(Date.UTC(2026, 11, 31)))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year');
    if (parts[0] === 'year') return 'ymd';
    return parts[0] === 'month' ? 'mdy' : 'dmy';
  } catch {
    return 'dmy';
  }
}
