import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface MasjidTable {
  id: string;
  name: string;
  url: string;
  website: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  active: Generated<boolean>;
  /** 'YYYY-MM-DD' */
  expiration_date: string | null;
  /** Registered by a visitor, not created by a super admin (docs/volunteer.md "Registration"). */
  self_registered: Generated<boolean>;
  /** ISO 4217; null follows the country (docs/volunteer.md "Currency"). */
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the super admins were last emailed to activate it (docs/volunteer.md "First-run checklist"). */
  activation_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type MasjidRow = Selectable<MasjidTable>;
export type NewMasjidRow = Insertable<MasjidTable>;
export type MasjidRowUpdate = Updateable<MasjidTable>;
