import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { formatIsoDate } from '@core/time/civil-date.js';
import { civilDateInZone, isValidTimeZone } from '@core/time/zone.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { readContent } from '../content/content.service.js';
import { readableCompany } from '../companies/company-visibility.js';
import { findCompanyById } from '../companies/company.repository.js';
import type { CompanyRow } from '../companies/company.table.js';
import { geocodeOffline, toGeoCode } from '../geocode/geocode.service.js';
import { notFound } from '../http/errors.js';
import { publicOccasions } from '../occasions/occasions.service.js';
import { loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { importedHadiths } from '../hadith/hadith-store.js';
import type { HadithCollection } from '../reminders/hadith-collection.js';
import { remindersToday } from '../reminders/reminders.service.js';
import { addressLine } from '@core/company/address-line.js';
import { ayatAlKursi } from './ayat-al-kursi.js';

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
function zoneWithoutTimetable(company: CompanyRow, now: Date): string {
  try {
    const zone =
      company.latitude !== null && company.longitude !== null
        ? toGeoCode(company.latitude, company.longitude, '', now).timezoneId
        : geocodeOffline(addressLine(company, 'always'), now)?.timezoneId;
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
export async function buildDashboard(
  deps: Deps,
  company: CompanyRow,
  options: DashboardOptions,
): Promise<DashboardData> {
  const now = deps.clock.now();
  const [loaded, masjidContent, occasions] = await Promise.all([
    loadMasjidTimetable(deps, company.id),
    readContent(deps, company, 'public'),
    publicOccasions(deps, company.id),
  ]);
  const timezoneId = loaded ? loaded.row.timezone_id : zoneWithoutTimetable(company, now);
  const today = loaded ? todayOf(loaded.row, now) : civilDateInZone(timezoneId, now);
  const days = loaded ? loaded.timetable.views(today, options.days) : [];

  let reminders: DashboardData['reminders'] = { rod: null, hod: null, custom: [] };
  if (!options.lite) {
    try {
      const answer = await remindersToday(
        deps,
        company,
        options.hadiths ?? importedHadiths(deps.db),
        formatIsoDate(today),
      );
      reminders = { rod: answer.quran, hod: answer.hadith, custom: answer.custom };
    } catch (error) {
      deps.logger.error('Dashboard: reminders unavailable', error);
    }
  }

  const { company: companyView, customConfigurations, ...content } = masjidContent;
  return {
    company: companyView!,
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
    ayatAlKursi: options.lite ? null : await ayatAlKursi(deps),
  };
}

/** By dashboard URL: public for a public masjid, also for its own admins and super admins when it is not. */
export async function dashboardByUrl(
  deps: Deps,
  auth: Auth | null,
  url: string,
  options: DashboardOptions,
): Promise<DashboardData> {
  const { company } = await readableCompany(deps, auth, { url });
  return buildDashboard(deps, company, options);
}

/** By masjid id (the widgets of docs/product-rules.md that take companyId), with the same visibility rule. */
export async function dashboardById(
  deps: Deps,
  auth: Auth | null,
  companyId: string,
  options: DashboardOptions,
): Promise<DashboardData> {
  const company = await findCompanyById(deps.db, companyId);
  if (!company) throw notFound('Masjid');
  return dashboardByUrl(deps, auth, company.url, options);
}
