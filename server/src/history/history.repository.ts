import type { Kysely } from 'kysely';
import type { HistoryEntity } from '@core/history/history.types.js';
import type { Database } from '../db/database.js';
import type { ChangeHistoryRow, NewChangeHistoryRow } from './history.table.js';

type Db = Kysely<Database>;

export async function insertHistory(db: Db, row: NewChangeHistoryRow): Promise<void> {
  await db.insertInto('change_history').values(row).execute();
}

export interface HistoryFilter {
  /** undefined: every masjid (super admin) */
  companyId?: string;
  entities?: readonly HistoryEntity[];
  /** only entries older than this seq */
  beforeSeq?: number;
  limit: number;
}

export type HistoryListRow = ChangeHistoryRow & { company_name: string | null };

export function listHistory(db: Db, filter: HistoryFilter): Promise<HistoryListRow[]> {
  let query = db
    .selectFrom('change_history')
    .leftJoin('company', 'company.id', 'change_history.company_id')
    .selectAll('change_history')
    .select('company.name as company_name');
  if (filter.companyId !== undefined) query = query.where('change_history.company_id', '=', filter.companyId);
  if (filter.entities?.length) query = query.where('change_history.entity', 'in', [...filter.entities]);
  if (filter.beforeSeq !== undefined) query = query.where('change_history.seq', '<', filter.beforeSeq);
  return query.orderBy('change_history.seq', 'desc').limit(filter.limit).execute();
}

export function findHistoryEntry(db: Db, id: string): Promise<ChangeHistoryRow | undefined> {
  return db.selectFrom('change_history').selectAll().where('id', '=', id).executeTakeFirst();
}
