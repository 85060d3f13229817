import type { User } from '../api-types.js';
import type {
  Announcement,
  CustomReminder,
  Expense,
  ExpenseSheet,
  Fund,
  Jummah,
} from '../content/central-control.types.js';
/**
 * The change history (audit trail) of a masjid: one entry per saved change, recorded in the same
 * database transaction as the change itself (docs/history.md).
 */
export const HISTORY_ENTITIES = ['timetable', 'content', 'configuration', 'company', 'user'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export interface HistoryActor {
  userId: string | null;
  /** Kept as it was at the time of the change, so the entry still reads right after the user is renamed or removed. */
  email: string | null;
}

export interface HistoryEntry {
  id: string;
  companyId: string | null;
  /** The masjid's name at read time, for the super admin's view of every masjid (null once the masjid is deleted). */
  companyName: string | null;
  entity: HistoryEntity;
  entityId: string | null;
  action: string;
  summary: string;
  actor: HistoryActor;
  /** ISO instant */
  at: string;
  /** The entity as it was before and after the change; null before a creation and after a removal. */
  before: unknown;
  after: unknown;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Pass as `before` to read the next (older) page; null when there is none. */
  nextCursor: string | null;
}

/** A timetable as history keeps it: everything the times are computed from, plus the cells typed by hand. */
export interface TimetableSnapshot {
  location: string;
  latitude: number;
  longitude: number;
  timezoneId: string;
  calculationMethod: number;
  asrMethod: number;
  offsets: unknown;
  highLatitudeRule: string;
  dst: { enable: boolean; automatic: boolean; begin: string; end: string };
  iqamaRules: unknown;
  /** month-day ('MM-DD') -> column -> 'HH:mm' */
  overrides: Record<string, Record<string, string>>;
}

/** Content as history keeps it: the lists of server/src/history/snapshots.ts, pictures as a fingerprint. */
export interface ContentSnapshot {
  funds: Fund[];
  expenses: Expense[];
  expenseSheets: ExpenseSheet[];
  jummahs: Jummah[];
  announcements: Announcement[];
  reminders: CustomReminder[];
}

/** An urgent message or server notice as history keeps it (docs/urgent-message.md). */
export interface UrgentSnapshot {
  text: string;
  /** ISO instant */
  endsAt: string;
}

/** A user as history keeps it: as admins see them, without the registration date. */
export type UserSnapshot = Omit<User, 'registrationDate'>;
