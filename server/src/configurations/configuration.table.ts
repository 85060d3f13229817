import type { Selectable } from 'kysely';

export interface MasjidConfigurationTable {
  company_id: string;
  name: string;
  value: string;
}

export type MasjidConfigurationRow = Selectable<MasjidConfigurationTable>;
