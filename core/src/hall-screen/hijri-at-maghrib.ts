/**
 * The Islamic day begins at sunset: a masjid may have its Hijri date turn at Maghrib rather than at
 * midnight (docs/hall-screen.md#hijri-date-at-maghrib). Between Maghrib and midnight the screens then show
 * the Hijri date of the next civil day. Off by default: most timetables print the daytime date.
 */
import type { NameValue } from '../api-types.js';
import { addDays } from '../content/iso-day.js';
import { calendarOf, hijriCalendar, type HijriCalendar } from '../hijri/hijri-calendar.js';
import { normalizeHijriAdjustment } from '../hijri/hijri.js';
import type { DashboardData } from '../dashboard/dashboard-data.js';
import type { ScheduleState } from '../dashboard/prayer-schedule.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { parseIsoDate } from '../time/civil-date.js';

export function hijriTurnsAtMaghrib(entries: readonly NameValue[] | undefined): boolean {
  return entries?.find((entry) => entry.name === 'hijri_at_maghrib')?.value?.trim() === '1';
}

/**
 * The Hijri string ('1448/5/12') to show beside the civil date `date`, at instant `now`.
 * `maghribAt` is that day's Maghrib instant (epoch ms), or null when unknown (then midnight rules).
 * `hijriOfDate` is the timetable's own Hijri string for `date` (it already carries the adjustment).
 */
export function hijriForMoment(options: {
  date: string;
  hijriOfDate: string | null | undefined;
  /** The timetable's Hijri string of the next day when loaded; computed from the adjustment otherwise. */
  hijriOfNextDate?: string | null;
  maghribAt: number | null;
  now: number;
  turnAtMaghrib: boolean;
  /** The masjid's calendar with its declared months, or its adjustment alone. */
  adjustment: string | number | HijriCalendar | undefined;
}): string {
  const { date, hijriOfDate, maghribAt, now, turnAtMaghrib } = options;
  if (!turnAtMaghrib || maghribAt === null || now < maghribAt) return hijriOfDate ?? '';
  if (options.hijriOfNextDate) return options.hijriOfNextDate;
  const next = parseIsoDate(addDays(date, 1));
  const calendar =
    typeof options.adjustment === 'object'
      ? options.adjustment
      : calendarOf(normalizeHijriAdjustment(options.adjustment));
  return next ? calendar.hijriString(next) : (hijriOfDate ?? '');
}

/**
 * The Hijri string for a "today" table (dashboard, widgets): the shown day's own, or after today's Maghrib
 * the next day's when the masjid's date turns at Maghrib. After Isha the table shows tomorrow, with its own.
 */
export function hijriForSchedule(
  schedule: Pick<ScheduleState, 'date' | 'shown' | 'today'>,
  data: Pick<DashboardData, 'days' | 'timezoneId' | 'customConfigurations' | 'hijriCalendar'>,
  now: number,
): string {
  const shown = schedule.shown ?? schedule.today;
  if (!shown) return '';
  if (shown.date.slice(0, 10) !== schedule.date || !shown.maghrib) return shown.hijriString ?? '';
  const date = schedule.date;
  return hijriForMoment({
    date,
    hijriOfDate: shown.hijriString,
    hijriOfNextDate: data.days.find((day) => day.date.slice(0, 10) === addDays(date, 1))?.hijriString,
    maghribAt: zonedInstant(data.timezoneId, date, shown.maghrib),
    now,
    turnAtMaghrib: hijriTurnsAtMaghrib(data.customConfigurations),
    adjustment: masjidCalendar(data),
  });
}

/**
 * The masjid's Hijri calendar from a dashboard answer: its declared months and adjustment as the server
 * resolved them (docs/jumuah-eid-ramadan.md), else (an answer saved before declarations) the adjustment of
 * its configurations.
 */
const calendars = new Map<string, HijriCalendar>();

export function masjidCalendar(data: Pick<DashboardData, 'customConfigurations' | 'hijriCalendar'>): HijriCalendar {
  if (data.hijriCalendar) {
    const key = JSON.stringify(data.hijriCalendar);
    let calendar = calendars.get(key);
    if (!calendar) {
      if (calendars.size > 16) calendars.clear();
      calendar = hijriCalendar(data.hijriCalendar);
      calendars.set(key, calendar);
    }
    return calendar;
  }
  return calendarOf(
    normalizeHijriAdjustment(data.customConfigurations.find((entry) => entry.name === 'hijri_adjustment')?.value),
  );
}
