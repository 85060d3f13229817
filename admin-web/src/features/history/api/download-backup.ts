import { useMutation } from '@tanstack/react-query';
import { BACKUP } from '@core/http/contract/backup.js';
import { download, type FileDownload } from '../../../lib/api-client.js';

/** GET /api/backup: every masjid's data as one consistent file (super admins). */
export function downloadBackup(): Promise<FileDownload> {
  return download(BACKUP, {});
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
