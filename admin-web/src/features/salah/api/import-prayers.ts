import { useMutation } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { DayPrayer } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';

/** POST /bulk/prayer/validateImport (multipart field `file`): checks a file and answers its prayers. */
export function importPrayers(file: File): Promise<ServiceResponse<DayPrayer[]>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ServiceResponse<DayPrayer[]>>('/bulk/prayer/validateImport', form);
}

export function useImportPrayers() {
  return useMutation({ mutationFn: importPrayers });
}
