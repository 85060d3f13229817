import { useQuery } from '@tanstack/react-query';
import { MASJIDS } from '@core/http/contract/masjids.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

export const masjidsKey = ['companies', 'all'] as const;

/** GET /api/auth/companies: every masjid (super admin). */
export function getMasjids(): Promise<ResponseOf<typeof MASJIDS>> {
  return call(MASJIDS);
}

export function useMasjids() {
  return useQuery({ queryKey: masjidsKey, queryFn: getMasjids });
}
