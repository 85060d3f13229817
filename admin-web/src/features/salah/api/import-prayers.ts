import { useMutation } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { DayPrayer } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';

/** What the server changed to read the file (e.g. 29 February filled in), for the admin to check. */
export type ImportResponse = ServiceResponse<DayPrayer[]> & { notes?: string[] };

/** POST /bulk/prayer/validateImport (multipart field `file`): checks a file and answers its prayers. */
export function importPrayers(file: File): Promise<ImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ImportResponse>('/bulk/prayer/validateImport', form);
}

export function useImportPrayers() {
  return useMutation({ mutationFn: importPrayers });
}
