import type { ColumnType, Selectable } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** At most one row per masjid and one server notice (scope '*'): docs/urgent-message.md. */
export interface UrgentMessageTable {
  /** The masjid's id, or '*' for the server notice. */
  scope: string;
  company_id: string | null;
  id: string;
  text: string;
  ends_at: Instant;
  sent_at: Instant;
  sent_by: string | null;
}

export type UrgentMessageRow = Selectable<UrgentMessageTable>;
