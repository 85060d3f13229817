import { useQuery } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/companies/url/active: the masjids the public may open. */
export function getActiveMasjids(): Promise<ResponseOf<typeof ACTIVE_MASJIDS>> {
  return call(ACTIVE_MASJIDS);
}

export function useActiveMasjids() {
  return useQuery({ queryKey: ['companies', 'active'], queryFn: getActiveMasjids });
}
