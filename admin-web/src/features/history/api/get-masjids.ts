import { useQuery } from '@tanstack/react-query';
import { MASJIDS } from '@core/http/contract/masjids.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/companies: every masjid, for the super admin's history filter. */
export function useMasjidChoices() {
  return useQuery({
    queryKey: ['history', 'masjids'],
    queryFn: () => call(MASJIDS),
  });
}
