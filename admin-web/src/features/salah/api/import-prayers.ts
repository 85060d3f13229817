import { useMutation } from '@tanstack/react-query';
import { VALIDATE_IMPORT } from '@core/http/contract/bulk.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

export type ImportResponse = ResponseOf<typeof VALIDATE_IMPORT>;

/** POST /bulk/prayer/validateImport (multipart `file`, optional `year`): checks a file and answers its prayers. */
export function importPrayers({ file, year }: { file: File; year?: number }): Promise<ImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (year !== undefined) form.append('year', String(year));
  return api.post<ImportResponse>(pathOf(VALIDATE_IMPORT, {}), form);
}

export function useImportPrayers() {
  return useMutation({ mutationFn: importPrayers });
}
