import { useQuery } from '@tanstack/react-query';
import { MASJID_SCREENS } from '@core/http/contract/screens.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/companies/{companyId}/screens, for the preview's screen chooser: read once, not polled. */
export function usePreviewScreens(companyId: string) {
  return useQuery({
    queryKey: ['preview-screens', companyId],
    queryFn: () => call(MASJID_SCREENS, { params: { companyId } }),
  });
}
