import { configurationValue } from '@core/configuration/definitions.js';
import { prayerFeed } from '@core/calendar-feed/prayer-feed.js';
import type { FeedOptions } from '@core/calendar-feed/feed-options.schema.js';
import { upcomingJummahs } from '@core/content/jummah.js';
import type { AppDeps } from '../app-deps.js';
import type { Audience } from '../masjids/masjid-visibility.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { readContent } from '../content/content.service.js';
import { AppError } from '../http/errors.js';
import { dstOf } from '../prayer/prayer.mapper.js';
import { NOT_SET_UP, loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { formatIsoDate } from '@core/time/civil-date.js';
import { sessionsOfFriday } from '@core/occasions/jumuah-sessions.js';
import { publicOccasions } from '../occasions/occasions.service.js';

/** The feed covers the next twelve months from the masjid's today (docs/outside-the-hall.md). */
export const FEED_DAYS = 365;

/** The masjid's iCalendar feed text for the given options. */
export async function calendarFeed(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  masjid: MasjidRow,
  audience: Audience,
  options: FeedOptions,
): Promise<string> {
  const loaded = await loadMasjidTimetable(deps, masjid.id);
  if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
  const now = deps.clock.now();
  const today = todayOf(loaded.row, now);
  const content = await readContent(deps, masjid, audience);
  const occasions = await publicOccasions(deps, masjid.id);
  const jummahs = upcomingJummahs(content.jummahs, formatIsoDate(today)).map((entry) => ({
    date: entry.date!.slice(0, 10),
    khateeb: entry.khateeb,
  }));
  return prayerFeed({
    masjid: { name: masjid.name, url: masjid.url, zone: loaded.row.timezone_id, dst: dstOf(loaded.row) },
    days: loaded.timetable.views(today, FEED_DAYS),
    jummahs,
    jumuahNote: configurationValue(content.customConfigurations, 'jumah_prayer').trim(),
    fridaySessions: (friday) => sessionsOfFriday(friday, occasions.jumuahSessions, content.jummahs),
    eidPrayers: occasions.eidPrayers,
    options,
    now,
    pageUrl: `${deps.config.publicUrl}/${encodeURIComponent(masjid.url)}`,
  });
}
