import type { ColumnType, Selectable } from 'kysely';

export interface CouncilTable {
  id: string;
  name: string;
  /** The published timetable (core's CouncilTimetable), or null. */
  timetable: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

export interface CouncilAdminTable {
  council_id: string;
  user_id: string;
}

export interface CouncilMemberTable {
  company_id: string;
  council_id: string;
  status: string;
  follow_timetable: ColumnType<boolean, boolean | undefined, boolean>;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type CouncilRow = Selectable<CouncilTable>;
export type CouncilMemberRow = Selectable<CouncilMemberTable>;
