import { isNightAt, type NightSchedule } from '@core/screens/night-schedule.js';
import { addDays } from '@core/time/civil-date.js';
import type { AppDeps } from '../app-deps.js';
import { loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { activeUrgentFor } from '../urgent/urgent.service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Whether a screen with this night schedule is dark now, as the server reads it (docs/screens.md, "The
 * screen's night"): the masjid's own timetable around today in its zone, the schedule, and no urgent
 * message on (an urgent message wakes every screen). The same rule (`isNightAt`) the screen itself draws
 * by, so the Screens page and the hall agree without the screen having to say so.
 *
 * Answers a function so that the timetable and the urgent messages are read once for all of a masjid's
 * screens, and only when one of them has a night.
 */
export async function nightReader(
  deps: Deps,
  companyId: string,
  nights: ReadonlyArray<NightSchedule | null | undefined>,
): Promise<(night: NightSchedule | null | undefined) => boolean> {
  if (!nights.some(Boolean)) return () => false;
  const [loaded, urgent] = await Promise.all([loadMasjidTimetable(deps, companyId), activeUrgentFor(deps, companyId)]);
  // No timetable, nothing to be dark by; an urgent message on keeps every screen awake.
  if (!loaded || urgent.length > 0) return () => false;
  const now = deps.clock.now();
  // Yesterday to tomorrow: after midnight the night began yesterday evening, before it, it ends tomorrow.
  const days = loaded.timetable.views(addDays(todayOf(loaded.row, now), -1), 3);
  return (night) => isNightAt(days, loaded.row.timezone_id, now.getTime(), night);
}
