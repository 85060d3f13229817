import type { Selectable } from 'kysely';

export interface CompanyConfigurationTable {
  company_id: string;
  name: string;
  value: string;
}

export type CompanyConfigurationRow = Selectable<CompanyConfigurationTable>;
