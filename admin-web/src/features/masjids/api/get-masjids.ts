import { useQuery } from '@tanstack/react-query';
import { MASJIDS } from '@core/http/contract/masjids.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

export const masjidsKey = ['companies', 'all'] as const;

/** GET /api/auth/companies: every masjid (super admin). */
export function getMasjids(): Promise<ResponseOf<typeof MASJIDS>> {
  return api.get<ResponseOf<typeof MASJIDS>>(pathOf(MASJIDS, {}));
}

export function useMasjids() {
  return useQuery({ queryKey: masjidsKey, queryFn: getMasjids });
}
