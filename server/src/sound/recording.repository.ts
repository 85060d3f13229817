import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { MasjidRecordingRow, RecordingSummary } from './recording.table.js';

type Db = Kysely<Database>;

const SUMMARY = [
  'id',
  'company_id',
  'name',
  'credit',
  'seconds',
  'format',
  'content_hash',
  'size',
  'loudness_lufs',
  'true_peak_db',
  'gain_db',
  'created_at',
  'created_by',
] as const;

/** The masjid's recordings, oldest first, without their bytes. */
export function findRecordings(db: Db, companyId: string): Promise<RecordingSummary[]> {
  return db
    .selectFrom('masjid_recording')
    .select(SUMMARY)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findRecording(db: Db, companyId: string, id: string): Promise<RecordingSummary | undefined> {
  return db
    .selectFrom('masjid_recording')
    .select(SUMMARY)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The bytes at a public address: any recording with that content (the same bytes, whoever uploaded them). */
export function findRecordingBytes(
  db: Db,
  contentHash: string,
): Promise<Pick<MasjidRecordingRow, 'bytes' | 'format'> | undefined> {
  return db
    .selectFrom('masjid_recording')
    .select(['bytes', 'format'])
    .where('content_hash', '=', contentHash)
    .limit(1)
    .executeTakeFirst();
}

export async function insertRecording(db: Db, row: MasjidRecordingRow): Promise<void> {
  await db.insertInto('masjid_recording').values(row).execute();
}

export async function updateRecordingDetails(
  db: Db,
  companyId: string,
  id: string,
  details: { name: string; credit: string },
): Promise<void> {
  await db
    .updateTable('masjid_recording')
    .set(details)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteRecording(db: Db, companyId: string, id: string): Promise<void> {
  await db.deleteFrom('masjid_recording').where('company_id', '=', companyId).where('id', '=', id).execute();
}
