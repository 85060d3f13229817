import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Masjid } from '@core/api-types.js';
import type { ContentSnapshot, TimetableSnapshot, UserSnapshot } from '@core/history/history.types.js';
import { loadContentRows } from '../content/content.repository.js';
import { toContentLists } from '../content/content.mapper.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import type { Database } from '../db/database.js';
import { findOverrides } from '../prayer/prayer.repository.js';
import { toUser } from '../users/user.mapper.js';

type Db = Kysely<Database>;

/**
 * What history keeps of each kind of thing: the API's view of it (never password hashes or codes). Each
 * is typed, so core/src/history/snapshot-fields.ts lists every field it holds for the History screens.
 * The timetable row is locked, so two saves of one timetable record their changes one after the other.
 */
export async function timetableSnapshot(db: Db, companyId: string): Promise<TimetableSnapshot | null> {
  const row = await db
    .selectFrom('prayer_config')
    .selectAll()
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  return {
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    timezoneId: row.timezone_id,
    calculationMethod: row.calculation_method,
    asrMethod: row.asr_method,
    offsets: row.offsets,
    highLatitudeRule: row.high_latitude_rule,
    dst: { enable: row.dst_enable, automatic: row.dst_automatic, begin: row.dst_begin, end: row.dst_end },
    iqamaRules: row.iqama_rules,
    overrides: await findOverrides(db, companyId),
  };
}

/** Pictures are kept as a fingerprint (size and hash), not their bytes: history shows that one changed. */
function pictureFingerprint(image: string | null | undefined): string | null {
  if (!image) return null;
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 12);
  return `picture ${Math.round((image.length * 3) / 4 / 1024)} KB #${hash}`;
}

export async function contentSnapshot(db: Db, companyId: string): Promise<ContentSnapshot> {
  const lists = toContentLists(
    await loadContentRows(db, companyId, { enabledOnly: false, announcementsFrom: null, announcementsTo: null }),
  );
  return {
    ...lists,
    announcements: lists.announcements.map((announcement) => ({
      ...announcement,
      image: pictureFingerprint(announcement.image),
    })),
  };
}

/** Only the settings a masjid has saved; the others are at their defaults. */
export async function configurationSnapshot(db: Db, companyId: string): Promise<Record<string, string>> {
  const entries = await findConfigurations(db, companyId);
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
}

export async function masjidSnapshot(db: Db, companyId: string): Promise<Masjid | null> {
  const row = await db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirst();
  return row ? toMasjid(row) : null;
}

export async function userSnapshot(db: Db, userId: string): Promise<UserSnapshot | null> {
  const row = await db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const { registrationDate: _registered, ...user } = toUser(row);
  return user;
}
