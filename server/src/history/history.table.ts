import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** jsonb: read back parsed, written as JSON text. */
type Json = ColumnType<unknown, string | null, string | null>;

export interface ChangeHistoryTable {
  id: string;
  company_id: string | null;
  /** HistoryEntity: 'timetable', 'content', 'configuration', 'company', 'user' */
  entity: string;
  entity_id: string | null;
  action: string;
  summary: string;
  before: Json;
  after: Json;
  actor_id: string | null;
  actor_email: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** bigserial, read back as a number by the shared int8 parser */
  seq: Generated<number>;
}

export type ChangeHistoryRow = Selectable<ChangeHistoryTable>;
export type NewChangeHistoryRow = Insertable<ChangeHistoryTable>;
