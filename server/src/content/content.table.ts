import type { ColumnType, Insertable, Selectable } from 'kysely';

/** numeric(14, 2) columns: read as numbers (see db/open-database.ts), written as numbers. */
type Money = ColumnType<number, number, number>;
/** 'YYYY-MM-DD' */
type Day = string | null;

/**
 * One row per masjid: the version of its content, claimed by each save (a stale save is refused). The SQL
 * table keeps the name its migration gave it, `central_control` (docs/ARCHITECTURE.md, "Glossary").
 */
export interface ContentVersionTable {
  company_id: string;
  id: string;
  version: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

interface ListRow {
  company_id: string;
  id: string;
  position: number;
}

export interface FundTable extends ListRow {
  name: string;
  goal: Money;
  current_amount: Money;
  pledge: Money;
  end_date: Day;
  enabled: boolean;
}

export interface ExpenseTable extends ListRow {
  line_item: string;
  amount: Money;
  enabled: boolean;
}

export interface ExpenseSheetTable extends ListRow {
  name: string;
  description: string;
  enabled: boolean;
}

export interface ExpenseSheetRowTable {
  company_id: string;
  expense_sheet_id: string;
  position: number;
  label: string;
  value: string;
}

export interface JummahTable extends ListRow {
  khateeb: string;
  jummah_date: Day;
  enabled: boolean;
  /** The Friday's Jumu'ah session, 1-4 (migration 2026-11-25-0200-jumuah-eid-ramadan: existing entries are session 1). */
  session: ColumnType<number, number | undefined, number>;
}

export interface AnnouncementTable extends ListRow {
  title: string;
  body: string;
  image: string | null;
  start_date: Day;
  end_date: Day;
  enabled: boolean;
}

export interface CustomReminderTable extends ListRow {
  body: string;
  reference: string;
  enabled: boolean;
}

export type ContentVersionRow = Selectable<ContentVersionTable>;
export type FundRow = Selectable<FundTable>;
export type ExpenseRow = Selectable<ExpenseTable>;
export type ExpenseSheetRow = Selectable<ExpenseSheetTable>;
export type ExpenseSheetRowRow = Selectable<ExpenseSheetRowTable>;
export type JummahRow = Selectable<JummahTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type CustomReminderRow = Selectable<CustomReminderTable>;
export type NewFundRow = Insertable<FundTable>;
