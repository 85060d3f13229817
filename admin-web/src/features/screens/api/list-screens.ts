import { useQuery } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { MASJID_SCREENS } from '@core/http/contract/screens.js';
import { call } from '../../../lib/api-client.js';

export const screensKey = (companyId: string) => ['screens', companyId] as const;

/** GET /api/companies/{companyId}/screens */
export function listScreens(companyId: string): Promise<ResponseOf<typeof MASJID_SCREENS>> {
  return call(MASJID_SCREENS, { params: { companyId } });
}

/**
 * Polled, so online/offline, figures and screenshots show up without a reload (screens beat once a
 * minute); more often while a command waits, so a screenshot appears soon after the screen sends it.
 */
export function useScreens(companyId: string | null) {
  return useQuery({
    queryKey: screensKey(companyId ?? ''),
    queryFn: () => listScreens(companyId!),
    enabled: Boolean(companyId),
    refetchInterval: (query) =>
      query.state.data?.some((screen) => screen.pendingCommands.length > 0 || screen.status === 'waiting')
        ? 5_000
        : 15_000,
  });
}
