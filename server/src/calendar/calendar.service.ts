import type { CalendarType } from '@core/calendar/calendar.types.js';
import { GREGORIAN_MONTH_NAMES, daysInMonth, toDayNumber, type CivilDate } from '@core/time/civil-date.js';
import { HIJRI_MONTH_NAMES, parseHijriString } from '@core/hijri/hijri.js';
import type { DayPrayerView, MonthPrayers } from '@core/prayer/prayer.types.js';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../http/errors.js';
import { NOT_SET_UP, loadMasjidTimetable } from '../prayer/prayer.service.js';

export type { CalendarType };

/**
 * Month tables of a year, each day computed for its own year with its Hijri date. For 'hijri' the year and
 * months are Hijri (with the masjid's day adjustment) and each month lists every Gregorian day in it.
 * `month` 1-12 gives one month, undefined all twelve.
 */
export async function calendarMonths(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  companyId: string,
  type: CalendarType,
  year: number,
  month: number | undefined,
): Promise<{ months: MonthPrayers[]; timeZone: string }> {
  const loaded = await loadMasjidTimetable(deps, companyId);
  if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
  return { months: monthsOf(loaded, type, year, month), timeZone: loaded.row.timezone_id };
}

function monthsOf(
  loaded: NonNullable<Awaited<ReturnType<typeof loadMasjidTimetable>>>,
  type: CalendarType,
  year: number,
  month: number | undefined,
): MonthPrayers[] {
  const { timetable, hijri } = loaded;
  const months = month ? [month] : Array.from({ length: 12 }, (_, index) => index + 1);

  if (type === 'gregorian') {
    const first: CivilDate = { year, month: months[0]!, day: 1 };
    const last: CivilDate = { year, month: months.at(-1)!, day: daysInMonth(year, months.at(-1)!) };
    const views = timetable.views(first, toDayNumber(last) - toDayNumber(first) + 1);
    return months.map((number) => ({
      month: number,
      monthName: GREGORIAN_MONTH_NAMES[number - 1]!,
      year,
      prayers: views.filter((view) => Number(view.date.slice(5, 7)) === number),
    }));
  }

  // The masjid's own months: declared ones as declared (docs/jumuah-eid-ramadan.md).
  const firstDays = hijri.monthDays(year, months[0]!);
  const lastDays = months.length === 1 ? firstDays : hijri.monthDays(year, months.at(-1)!);
  const start = firstDays[0]!;
  const views = timetable.views(start, toDayNumber(lastDays.at(-1)!) - toDayNumber(start) + 1);
  const byMonth = new Map<number, DayPrayerView[]>();
  for (const view of views) {
    const hijri = parseHijriString(view.hijriString);
    if (!hijri || hijri.year !== year) continue;
    const list = byMonth.get(hijri.month);
    if (list) list.push(view);
    else byMonth.set(hijri.month, [view]);
  }
  return months.map((number) => ({
    month: number,
    monthName: HIJRI_MONTH_NAMES[number - 1]!,
    year,
    prayers: byMonth.get(number) ?? [],
  }));
}
