import type { ColumnType, Selectable } from 'kysely';

/** One answer about a Hijri month's start, of a masjid (company_id) or of a council (council_id). */
export interface MonthDeclarationTable {
  id: string;
  company_id: string | null;
  council_id: string | null;
  hijri_year: number;
  hijri_month: number;
  decision: string;
  by_user_id: string | null;
  by_email: string | null;
  at: ColumnType<Date, Date | string, Date | string>;
}

export type MonthDeclarationRow = Selectable<MonthDeclarationTable>;
