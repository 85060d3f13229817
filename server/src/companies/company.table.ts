import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface CompanyTable {
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
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type CompanyRow = Selectable<CompanyTable>;
export type NewCompanyRow = Insertable<CompanyTable>;
export type CompanyRowUpdate = Updateable<CompanyTable>;
