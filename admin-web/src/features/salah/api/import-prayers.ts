import { useMutation } from '@tanstack/react-query';
import { VALIDATE_IMPORT } from '@core/http/contract/bulk.js';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

export type ImportResponse = ResponseOf<typeof VALIDATE_IMPORT>;

/**
 * POST /bulk/prayer/validateImport (multipart `file`, optional `year`, `confirmFarTimes` once the admin
 * confirmed times far from the computed ones): checks a file and answers its prayers.
 */
export function importPrayers({
  file,
  year,
  confirmFarTimes,
}: {
  file: File;
  year?: number;
  confirmFarTimes?: boolean;
}): Promise<ImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (year !== undefined) form.append('year', String(year));
  if (confirmFarTimes) form.append('confirmFarTimes', 'true');
  return call(VALIDATE_IMPORT, { body: form });
}

export function useImportPrayers() {
  return useMutation({ mutationFn: importPrayers });
}
