import type { Generated } from 'kysely';

export interface HadithTable {
  position: number;
  text: string;
  reference: string;
  arabic: string | null;
  source: string;
  licence: string;
}

export interface HadithImportTable {
  id: Generated<number>;
  imported_at: Date;
  imported_by: string;
  file_name: string;
  row_count: number;
}
