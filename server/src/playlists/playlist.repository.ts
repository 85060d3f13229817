import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type {
  MasjidPosterRow,
  MasjidPosterSizeRow,
  MasjidVideoRow,
  PosterSizeSummary,
  PosterSummary,
  VideoSummary,
} from './playlist.table.js';

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

/** The smaller copies of these posters (docs/screens.md, "Posters"), without their bytes, narrowest first. */
export async function findPosterSizes(db: Db, posterIds: string[]): Promise<PosterSizeSummary[]> {
  if (posterIds.length === 0) return [];
  return db
    .selectFrom('masjid_poster_size')
    .select(['poster_id', 'width', 'height', 'format', 'content_hash', 'size'])
    .where('poster_id', 'in', posterIds)
    .orderBy('poster_id')
    .orderBy('width')
    .execute();
}

/** The bytes at a public address: any poster, or any poster's copy, with that content. */
export async function findPosterBytes(
  db: Db,
  contentHash: string,
): Promise<Pick<MasjidPosterRow, 'bytes' | 'format'> | undefined> {
  const original = await db
    .selectFrom('masjid_poster')
    .select(['bytes', 'format'])
    .where('content_hash', '=', contentHash)
    .limit(1)
    .executeTakeFirst();
  return (
    original ??
    db
      .selectFrom('masjid_poster_size')
      .select(['bytes', 'format'])
      .where('content_hash', '=', contentHash)
      .limit(1)
      .executeTakeFirst()
  );
}

/** A poster and its copies, in the caller's transaction. */
export async function insertPoster(db: Db, row: MasjidPosterRow, sizes: MasjidPosterSizeRow[]): Promise<void> {
  await db.insertInto('masjid_poster').values(row).execute();
  if (sizes.length > 0) await db.insertInto('masjid_poster_size').values(sizes).execute();
}

const VIDEO_SUMMARY = [
  'id',
  'company_id',
  'name',
  'format',
  'muted',
  'content_hash',
  'size',
  'created_at',
  'created_by',
] as const;

/** The masjid's videos, oldest first, without their bytes. */
export function findVideos(db: Db, companyId: string): Promise<VideoSummary[]> {
  return db
    .selectFrom('masjid_video')
    .select(VIDEO_SUMMARY)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertVideo(db: Db, row: MasjidVideoRow): Promise<void> {
  await db.insertInto('masjid_video').values(row).execute();
}

/** A video's format and length at a public address, without its bytes. */
export function findVideoFile(db: Db, contentHash: string) {
  return db
    .selectFrom('masjid_video')
    .select(['format', 'size'])
    .where('content_hash', '=', contentHash)
    .limit(1)
    .executeTakeFirst();
}

/** `length` bytes of a video from `start` (0-based): the database reads only that slice (storage external). */
export async function readVideoRange(db: Db, contentHash: string, start: number, length: number): Promise<Uint8Array> {
  const row = await db
    .selectFrom('masjid_video')
    .select(sql<Uint8Array>`substring(bytes from ${start + 1} for ${length})`.as('slice'))
    .where('content_hash', '=', contentHash)
    .limit(1)
    .executeTakeFirst();
  return row?.slice ?? new Uint8Array();
}

/** The masjid's funds, in their order, for the appeals (docs/screens.md, "Notices"). */
export function findFunds(db: Db, companyId: string) {
  return db.selectFrom('fund').selectAll().where('company_id', '=', companyId).orderBy('position').execute();
}

/**
 * The masjid's expense sheets (every one: an item may name a sheet switched off) and the lines of each, in
 * their order (docs/screens.md, "Expense sheets").
 */
export async function findExpenseSheets(db: Db, companyId: string) {
  const [sheets, rows] = await Promise.all([
    db
      .selectFrom('expense_sheet')
      .select(['id', 'name', 'description', 'enabled'])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('expense_sheet_row')
      .select(['expense_sheet_id', 'position', 'label', 'value'])
      .where('company_id', '=', companyId)
      .orderBy('expense_sheet_id')
      .orderBy('position')
      .execute(),
  ]);
  return sheets.map((sheet) => ({
    ...sheet,
    rows: rows
      .filter((row) => row.expense_sheet_id === sheet.id)
      .map((row) => ({ order: row.position, label: row.label, value: row.value })),
  }));
}

/** The masjid's announcements an item may name (docs/screens.md, "Announcements, funds, the verse and a hadith"). */
export function findAnnouncementTitles(db: Db, companyId: string) {
  return db
    .selectFrom('announcement')
    .select(['id', 'title'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .execute();
}

/** Removes a poster of the masjid; its stored sizes go with it (`masjid_poster_size` cascades). */
export async function deletePoster(db: Db, companyId: string, id: string): Promise<void> {
  await db.deleteFrom('masjid_poster').where('company_id', '=', companyId).where('id', '=', id).execute();
}

/** Removes a video of the masjid, its bytes with it. */
export async function deleteVideo(db: Db, companyId: string, id: string): Promise<void> {
  await db.deleteFrom('masjid_video').where('company_id', '=', companyId).where('id', '=', id).execute();
}
