import { useQuery } from '@tanstack/react-query';
import { MASJIDS } from '@core/http/contract/masjids.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies: every masjid, for the super admin's history filter. */
export function useMasjidChoices() {
  return useQuery({
    queryKey: ['history', 'masjids'],
    queryFn: () => api.get<ResponseOf<typeof MASJIDS>>(pathOf(MASJIDS, {})),
  });
}
