import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { isValidTimeZone } from '@core/time/zone.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Enough of DashboardData's shape to be sure a screen can run on it: what the server answered, or what
 * was read back from the disk cache, is refused when it would leave the dashboard without a masjid, a
 * zone, a server time or dated days. The dashboard itself reads the details.
 */
export function isDashboardData(value: unknown): value is DashboardData {
  if (!isObject(value)) return false;
  const { company: masjid, customConfigurations, centralControl, timezoneId, days, reminders, serverTime } = value;
  if (!isObject(masjid) || typeof masjid.url !== 'string' || typeof masjid.name !== 'string') return false;
  if (!Array.isArray(customConfigurations) || !isObject(centralControl) || !isObject(reminders)) return false;
  if (typeof timezoneId !== 'string' || !isValidTimeZone(timezoneId)) return false;
  if (typeof serverTime !== 'string' || Number.isNaN(Date.parse(serverTime))) return false;
  if (!Array.isArray(days)) return false;
  return days.every((day) => isObject(day) && typeof day.date === 'string' && ISO_DAY.test(day.date));
}
