import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface AppUserTable {
  id: string;
  company_id: string | null;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  email_verify_code: string | null;
  email_verify_expires_at: Date | null;
  registration_date: ColumnType<Date, Date | string | undefined, never>;
  active: Generated<boolean>;
  verified: Generated<boolean>;
  /** Tokens issued before this no longer work (an admin reset the password). */
  sessions_valid_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Sign-in tokens carry the epoch they were issued in; moving it on ends every older session for good. */
  session_epoch: ColumnType<number, number | undefined, number>;
  /** One of core/src/i18n/languages.ts LANGUAGES, or null: the browser's language (docs/languages.md "Admin app"). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUserRow = Insertable<AppUserTable>;
export type AppUserRowUpdate = Updateable<AppUserTable>;
