import type { Masjid, NameValue } from '../api-types.js';

/** Masjid content of docs/product-rules.md ("Records") shown on the dashboard, calendar, frame and widgets. */
export interface Fund {
  id?: string;
  name: string;
  goal: number;
  current: number;
  pledge: number;
  /** 'YYYY-MM-DD' or null */
  endDate: string | null;
  enabled: boolean;
}

export interface Expense {
  id?: string;
  lineItem: string;
  amount: number;
  enabled: boolean;
}

export interface ExpenseSheetRow {
  order: number;
  label: string;
  value: string;
}

export interface ExpenseSheet {
  id?: string;
  name: string;
  description: string;
  enabled: boolean;
  rows: ExpenseSheetRow[];
}

export interface Jummah {
  id?: string;
  khateeb: string;
  /** 'YYYY-MM-DD' */
  date: string | null;
  enabled: boolean;
  /**
   * Which of the Friday's Jumu'ah sessions (1-4) this khateeb gives; 1 for masjids with one session and for
   * entries saved before sessions existed (docs/jumuah-eid-ramadan.md).
   */
  session?: number;
}

export interface Announcement {
  id?: string;
  title: string;
  text: string;
  /** data: URL of a small PNG/JPEG/WebP image, or null */
  image: string | null;
  startDate: string | null;
  endDate: string | null;
  enabled: boolean;
}

/** A masjid's own reminder (a saying, a verse reference, a notice of faith), rotated with the built-in ones. */
export interface CustomReminder {
  id?: string;
  text: string;
  reference: string;
  enabled: boolean;
}

export interface CentralControl {
  /** Set by the first save; null while the masjid has never saved its content. */
  id: string | null;
  companyId: string;
  customConfigurations: NameValue[];
  funds: Fund[];
  expenses: Expense[];
  expenseSheets: ExpenseSheet[];
  jummahs: Jummah[];
  announcements: Announcement[];
  reminders: CustomReminder[];
  company?: Masjid;
  /** Optimistic concurrency: the version read (0 before the first save); a save with an older version is refused (409). */
  version?: number;
  /** When the content was last saved (ISO date-time), null before the first save. */
  updatedAt?: string | null;
}
