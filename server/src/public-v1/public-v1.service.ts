import { configurationValue } from '@core/configuration/definitions.js';
import type { V1Days, V1MasjidList, V1Next } from '@core/public-api/v1-answers.js';
import { v1DayOf, v1NextOf, type V1Source } from '@core/public-api/v1-days.js';
import { addDays, type CivilDate } from '@core/time/civil-date.js';
import { isoDateUtc } from '@core/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { readContent } from '../content/content.service.js';
import { AppError, notFound } from '../http/errors.js';
import { isMasjidPublic } from '../masjids/masjid.mapper.js';
import { findMasjidByUrl } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { publicOccasions } from '../occasions/occasions.service.js';
import { NOT_SET_UP, loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { listPublicMasjidsWithZone } from './public-v1.repository.js';

/**
 * The keyless v1 API (docs/public-api.md): the same answer for every caller, so only public masjids, and
 * built from the services the dashboard and the calendar feed read (timetable, Hijri calendar, occasions,
 * content's khateebs).
 */
type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Coordinates to 2 decimals (about 1 km): enough to sort by distance, no more precise than a town map. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

function coordinates(row: {
  latitude: number | null;
  longitude: number | null;
  timetable_latitude: number | null;
  timetable_longitude: number | null;
}) {
  const own = row.latitude !== null && row.longitude !== null;
  return {
    latitude: rounded(own ? row.latitude : row.timetable_latitude),
    longitude: rounded(own ? row.longitude : row.timetable_longitude),
  };
}

export async function v1Masjids(deps: Deps): Promise<V1MasjidList> {
  const rows = await listPublicMasjidsWithZone(deps.db, isoDateUtc(deps.clock.now()));
  return {
    version: 1,
    masjids: rows.map((row) => ({
      name: row.name,
      url: row.url,
      timeZone: row.timezone_id ?? null,
      country: row.country,
      // The profile's coordinates, else the place its times are computed for (most masjids give only an address).
      ...coordinates(row),
    })),
  };
}

/** A public masjid by its url; every other masjid (unknown, inactive, expired) is the same 404 for everyone. */
export async function v1Masjid(deps: Deps, url: string): Promise<MasjidRow> {
  const masjid = await findMasjidByUrl(deps.db, url);
  if (!masjid || !isMasjidPublic(masjid, isoDateUtc(deps.clock.now()))) throw notFound('Masjid');
  return masjid;
}

/** The masjid's timetable and what the v1 days are read from. */
async function sourceOf(deps: Deps, masjid: MasjidRow) {
  const [loaded, occasions, content] = await Promise.all([
    loadMasjidTimetable(deps, masjid.id),
    publicOccasions(deps, masjid.id),
    readContent(deps, masjid, 'public'),
  ]);
  if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
  const source: V1Source = {
    zone: loaded.row.timezone_id,
    calendar: loaded.hijri,
    occasions,
    jummahs: content.jummahs,
    jumuahNote: configurationValue(content.customConfigurations, 'jumah_prayer').trim(),
  };
  return { loaded, source, summary: { name: masjid.name, url: masjid.url, timeZone: loaded.row.timezone_id } };
}

export async function v1Days(
  deps: Deps,
  masjid: MasjidRow,
  query: { from: CivilDate | undefined; days: number },
): Promise<V1Days> {
  const { loaded, source, summary } = await sourceOf(deps, masjid);
  const from = query.from ?? todayOf(loaded.row, deps.clock.now());
  const views = loaded.timetable.views(from, query.days);
  return { version: 1, masjid: summary, days: views.map((view) => v1DayOf(source, view)) };
}

export async function v1Next(deps: Deps, masjid: MasjidRow): Promise<V1Next> {
  const { loaded, source, summary } = await sourceOf(deps, masjid);
  const now = deps.clock.now();
  // Yesterday to tomorrow: an Isha after midnight still belongs to yesterday, and after Isha the next is tomorrow's Fajr.
  const views = loaded.timetable.views(addDays(todayOf(loaded.row, now), -1), 3);
  return { version: 1, masjid: summary, ...v1NextOf(source, views, now.getTime()) };
}
