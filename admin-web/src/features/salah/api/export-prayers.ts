import { useMutation } from '@tanstack/react-query';
import { EXPORT_PRAYERS } from '@core/http/contract/bulk.js';
import { download, type FileDownload } from '../../../lib/api-client.js';

/** GET /bulk/prayer/export/{companyId}[?year=]: the timetable as a CSV file, named by the server. */
export function exportPrayers({ companyId, year }: { companyId: string; year?: number }): Promise<FileDownload> {
  if (!companyId) return Promise.reject(new Error('A masjid is needed to download its prayer times.'));
  return download(EXPORT_PRAYERS, { params: { companyId }, query: { year } });
}

export function useExportPrayers() {
  return useMutation({ mutationFn: exportPrayers });
}
