import type { RowProblem } from '@core/hall-screen/hadith-rows.js';
import type { AppDeps } from '../app-deps.js';
import { ALL_MASJIDS } from '../events/change-feed.js';
import { AppError } from '../http/errors.js';
import { parseHadithFile } from './hadith-file.js';
import { collectionSummary, deleteCollection, replaceCollection } from './hadith-store.js';

export interface HadithFile {
  format: 'csv' | 'json';
  fileName: string;
  content: string;
}

export type HadithImport =
  | { imported: true; summary: Awaited<ReturnType<typeof collectionSummary>> }
  | { imported: false; problems: RowProblem[] };

/**
 * Replaces the server-wide collection with a file's rows (docs/hadith-import.md): every row checked first,
 * and a file with any problem changes nothing. Every instance then drops its kept /api/hod and dashboard
 * answers (docs/read-model.md).
 */
export async function importHadithCollection(
  deps: AppDeps,
  file: HadithFile,
  importedBy: { email: string },
): Promise<HadithImport> {
  const { rows, problems } = parseHadithFile(file.content, file.format);
  if (problems.length) return { imported: false, problems };
  await replaceCollection(deps.db, rows, { email: importedBy.email, fileName: file.fileName, now: deps.clock.now() });
  await deps.changes.publish(deps.db, { companyId: ALL_MASJIDS, kind: 'hadith' });
  deps.logger.info(`Hadith collection imported: ${rows.length} rows from ${file.fileName}`);
  return { imported: true, summary: await collectionSummary(deps.db) };
}

/** Deletes the collection; the answer is how many hadiths it held. */
export async function removeHadithCollection(deps: AppDeps): Promise<number> {
  const summary = await collectionSummary(deps.db);
  if (!summary.count) throw new AppError('NOT_FOUND', 'No hadith collection is imported.');
  await deleteCollection(deps.db);
  await deps.changes.publish(deps.db, { companyId: ALL_MASJIDS, kind: 'hadith' });
  return summary.count;
}
