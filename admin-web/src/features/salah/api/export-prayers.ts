import { useMutation } from '@tanstack/react-query';
import { api, type FileDownload } from '../../../lib/api-client.js';

/** GET /bulk/prayer/export/{companyId}: the timetable as a CSV file, named by the server. */
export function exportPrayers(companyId: string): Promise<FileDownload> {
  if (!companyId) return Promise.reject(new Error('A masjid is needed to download its prayer times.'));
  return api.download(`/bulk/prayer/export/${encodeURIComponent(companyId)}`);
}

export function useExportPrayers() {
  return useMutation({ mutationFn: exportPrayers });
}
