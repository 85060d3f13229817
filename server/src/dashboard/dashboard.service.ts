import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { formatIsoDate } from '@core/time/civil-date.js';
import { civilDateInZone, isValidTimeZone } from '@core/time/zone.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { readContent } from '../content/content.service.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { geocodeOffline, toGeoCode } from '../geocode/geocode.service.js';
import { notFound } from '../http/errors.js';
import { publicOccasions } from '../occasions/occasions.service.js';
import { loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { importedHadiths } from '../hadith/hadith-store.js';
import type { HadithCollection } from '../reminders/hadith-collection.js';
import { remindersToday } from '../reminders/reminders.service.js';
import { addressLine } from '@core/masjid/address-line.js';
import { activeUrgentFor } from '../urgent/urgent.service.js';
import { dashboardSoundFor } from '../sound/sound.service.js';
import { playlistOf } from '../playlists/playlist.service.js';
import { publicAdhkar } from '../adhkar/adhkar.service.js';
import { ayatAlKursi, ayatAlKursiTexts } from './ayat-al-kursi.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger'>;

export interface DashboardOptions {
  days: number;
  /** For widgets: leaves out funds, expenses, sheets, announcements and reminders (Jumu'ah entries stay). */
  lite: boolean;
  hadiths?: HadithCollection;
}

/**
 * The masjid's zone before it has a timetable (so that its clock is right while it is being set up): the
 * zone at its stored coordinates, else at its address found in the offline gazetteer, else UTC.
 */
export function zoneWithoutTimetable(masjid: MasjidRow, now: Date): string {
  try {
    const zone =
      masjid.latitude !== null && masjid.longitude !== null
        ? toGeoCode(masjid.latitude, masjid.longitude, '', now).timezoneId
        : geocodeOffline(addressLine(masjid, 'always'), now)?.timezoneId;
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Everything a dashboard shows, in one answer, assembled from the prayer, content and reminder services.
 * The content is always the public view (enabled items), also when an admin previews an inactive masjid.
 * A timetable that is not set up gives `days: []` (the screen says so); a reminder source that fails gives
 * null reminders rather than no dashboard.
 */
export async function buildDashboard(deps: Deps, masjid: MasjidRow, options: DashboardOptions): Promise<DashboardData> {
  const now = deps.clock.now();
  const [loaded, masjidContent, occasions, urgentMessages, adhkar, sound, playlist] = await Promise.all([
    loadMasjidTimetable(deps, masjid.id),
    readContent(deps, masjid, 'public'),
    publicOccasions(deps, masjid.id),
    activeUrgentFor(deps, masjid.id),
    options.lite ? null : publicAdhkar(deps, masjid.id),
    options.lite ? null : dashboardSoundFor(deps, masjid.id),
    options.lite ? null : playlistOf(deps.db, masjid.id),
  ]);
  const timezoneId = loaded ? loaded.row.timezone_id : zoneWithoutTimetable(masjid, now);
  const today = loaded ? todayOf(loaded.row, now) : civilDateInZone(timezoneId, now);
  const days = loaded ? loaded.timetable.views(today, options.days) : [];

  let reminders: DashboardData['reminders'] = { rod: null, hod: null, custom: [] };
  if (!options.lite) {
    try {
      const answer = await remindersToday(
        deps,
        masjid,
        options.hadiths ?? importedHadiths(deps.db),
        formatIsoDate(today),
      );
      reminders = { rod: answer.quran, hod: answer.hadith, custom: answer.custom };
    } catch (error) {
      deps.logger.error('Dashboard: reminders unavailable', error);
    }
  }

  const { company: masjidView, customConfigurations, ...content } = masjidContent;
  return {
    company: masjidView!,
    customConfigurations,
    centralControl: options.lite
      ? {
          ...content,
          customConfigurations,
          funds: [],
          expenses: [],
          expenseSheets: [],
          announcements: [],
          reminders: [],
        }
      : { ...content, customConfigurations },
    timezoneId,
    days,
    reminders,
    occasions,
    serverTime: now.toISOString(),
    ...(loaded ? { hijriCalendar: loaded.hijri.data } : {}),
    ayatAlKursi: options.lite ? null : await ayatAlKursi(deps),
    urgentMessages,
    ...(adhkar ? { adhkar: { settings: adhkar, ayatAlKursi: await ayatAlKursiTexts(deps) } } : {}),
    ...(sound ? { sound } : {}),
    ...(playlist ? { playlist } : {}),
  };
}

/** By dashboard URL: public for a public masjid, also for its own admins and super admins when it is not. */
export async function dashboardByUrl(
  deps: Deps,
  auth: Auth | null,
  url: string,
  options: DashboardOptions,
): Promise<DashboardData> {
  const { masjid } = await readableMasjid(deps, auth, { url });
  return buildDashboard(deps, masjid, options);
}

/** By masjid id (the widgets of docs/product-rules.md that take companyId), with the same visibility rule. */
export async function dashboardById(
  deps: Deps,
  auth: Auth | null,
  companyId: string,
  options: DashboardOptions,
): Promise<DashboardData> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  return dashboardByUrl(deps, auth, masjid.url, options);
}
