import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { SCREEN_LAST_SCREENSHOT } from '@core/http/contract/screens.js';
import { download } from '../../../lib/api-client.js';

/** GET /api/companies/{companyId}/screens/{screenId}/screenshot: the picture needs the sign-in token, so it comes as a blob. */
export function getScreenshot(companyId: string, screenId: string): Promise<Blob> {
  return download(SCREEN_LAST_SCREENSHOT, { params: { companyId, screenId } }).then((file) => file.blob);
}

/** An object URL of the latest screenshot, fetched again when its time changes; revoked when no longer shown. */
export function useScreenshotUrl(companyId: string, screenId: string, takenAt: string | null): string | null {
  const query = useQuery({
    queryKey: ['screens', companyId, screenId, 'screenshot', takenAt],
    queryFn: () => getScreenshot(companyId, screenId),
    enabled: takenAt !== null,
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
