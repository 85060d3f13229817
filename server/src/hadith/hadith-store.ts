import type { Kysely } from 'kysely';
import { indexForDay } from '@core/content/day-pick.js';
import type { Hadees } from '@core/content/reminder.types.js';
import type { HadithRow } from '@core/hall-screen/hadith-rows.js';
import type { HadithCollectionSummary } from '@core/http/contract/hadith.js';
import type { Database } from '../db/database.js';
import type { HadithCollection } from '../reminders/hadith-collection.js';

/** Rows per insert statement: well under PostgreSQL's 65,535 bound parameters (6 per row). */
const INSERT_BATCH = 500;

/** Replaces the whole collection in one transaction: readers see the old one or the new one, never half. */
export async function replaceCollection(
  db: Kysely<Database>,
  rows: readonly HadithRow[],
  by: { email: string; fileName: string; now: Date },
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('hadith').execute();
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto('hadith')
        .values(rows.slice(start, start + INSERT_BATCH).map((row, offset) => ({ position: start + offset, ...row })))
        .execute();
    }
    await trx.deleteFrom('hadith_import').execute();
    await trx
      .insertInto('hadith_import')
      .values({ id: 1, imported_at: by.now, imported_by: by.email, file_name: by.fileName, row_count: rows.length })
      .execute();
  });
}

export async function deleteCollection(db: Kysely<Database>) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('hadith').execute();
    await trx.deleteFrom('hadith_import').execute();
  });
}

/** What the admin page shows: the last import and the sources with their licences. */
export async function collectionSummary(db: Kysely<Database>): Promise<HadithCollectionSummary> {
  const last = await db.selectFrom('hadith_import').selectAll().executeTakeFirst();
  const sources = await db
    .selectFrom('hadith')
    .select(['source', 'licence', db.fn.countAll<string>().as('count')])
    .groupBy(['source', 'licence'])
    .orderBy('source')
    .execute();
  return {
    count: last?.row_count ?? 0,
    importedAt: last ? new Date(last.imported_at).toISOString() : null,
    importedBy: last?.imported_by ?? null,
    fileName: last?.file_name ?? null,
    sources: sources.map((row) => ({ source: row.source, licence: row.licence, count: Number(row.count) })),
  };
}

/**
 * The imported collection as the hadith of the day: the day's row by the same rotation as the Quran
 * reminder (core/src/content/day-pick.ts), read by its position, so a large collection is never loaded whole.
 */
export function importedHadiths(db: Kysely<Database>): HadithCollection {
  return {
    async load() {
      const rows = await db
        .selectFrom('hadith')
        .select(['text', 'reference', 'arabic', 'source', 'licence'])
        .orderBy('position')
        .execute();
      return rows.map(toHadees);
    },
    async forDay(date: string) {
      const counted = await db.selectFrom('hadith').select(db.fn.countAll<string>().as('count')).executeTakeFirst();
      const index = indexForDay(Number(counted?.count ?? 0), date);
      if (index < 0) return null;
      const row = await db
        .selectFrom('hadith')
        .select(['text', 'reference', 'arabic', 'source', 'licence'])
        .where('position', '=', index)
        .executeTakeFirst();
      return row ? toHadees(row) : null;
    },
  };
}

function toHadees(row: Pick<HadithRow, 'text' | 'reference' | 'arabic' | 'source' | 'licence'>): Hadees {
  return {
    text: row.text,
    reference: row.reference,
    ...(row.arabic ? { arabic: row.arabic } : {}),
    source: row.source,
    licence: row.licence,
  };
}
