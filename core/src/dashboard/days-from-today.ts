import { formatIsoDate } from '../time/civil-date.js';
import { civilDateInZone } from '../time/zone.js';
import type { DashboardData } from './dashboard-data.js';

/**
 * How many days a screen keeps for a whole year offline (docs/screens.md): the desktop app's saved copy
 * and the web player's both hold this many days from the day they were fetched.
 */
export const SCREEN_YEAR_DAYS = 366;

/**
 * The days from today (in the masjid's zone, by this display's clock) on: a copy saved weeks ago
 * starts at the right day, so the dashboard never shows a past day's times as today's.
 */
export function fromToday(data: DashboardData, nowMs: number, count: number): DashboardData {
  const today = formatIsoDate(civilDateInZone(data.timezoneId, new Date(nowMs)));
  return { ...data, days: data.days.filter((day) => day.date >= today).slice(0, count) };
}
