import { useMutation } from '@tanstack/react-query';
import { BACKUP } from '@core/http/contract/backup.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { api, type FileDownload } from '../../../lib/api-client.js';

/** GET /api/backup: every masjid's data as one consistent file (super admins). */
export function downloadBackup(): Promise<FileDownload> {
  return api.download(pathOf(BACKUP, {}));
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
