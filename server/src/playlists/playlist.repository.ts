import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { MasjidPosterRow, PosterSummary } from './playlist.table.js';

type Db = Kysely<Database>;

const POSTER_SUMMARY = [
  'id',
  'company_id',
  'name',
  'format',
  'width',
  'height',
  'content_hash',
  'size',
  'created_at',
  'created_by',
] as const;

export function findPlaylistRow(db: Db, companyId: string) {
  return db.selectFrom('masjid_playlist').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** The row locked for a save, so two saves at once record their history one after the other. */
export function lockPlaylistRow(db: Db, companyId: string) {
  return db
    .selectFrom('masjid_playlist')
    .selectAll()
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export async function putPlaylistRow(
  db: Db,
  companyId: string,
  playlist: unknown,
  userId: string | null,
  now: Date,
): Promise<void> {
  const values = { playlist: JSON.stringify(playlist), updated_at: now, updated_by: userId };
  await db
    .insertInto('masjid_playlist')
    .values({ company_id: companyId, ...values })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
    .execute();
}

/** The masjid's posters, oldest first, without their bytes. */
export function findPosters(db: Db, companyId: string): Promise<PosterSummary[]> {
  return db
    .selectFrom('masjid_poster')
    .select(POSTER_SUMMARY)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The bytes at a public address: any poster with that content. */
export function findPosterBytes(
  db: Db,
  contentHash: string,
): Promise<Pick<MasjidPosterRow, 'bytes' | 'format'> | undefined> {
  return db
    .selectFrom('masjid_poster')
    .select(['bytes', 'format'])
    .where('content_hash', '=', contentHash)
    .limit(1)
    .executeTakeFirst();
}

export async function insertPoster(db: Db, row: MasjidPosterRow): Promise<void> {
  await db.insertInto('masjid_poster').values(row).execute();
}

/** The masjid's funds, in their order, for the appeals (docs/screens.md, "Notices"). */
export function findFunds(db: Db, companyId: string) {
  return db.selectFrom('fund').selectAll().where('company_id', '=', companyId).orderBy('position').execute();
}
