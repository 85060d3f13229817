import { useQuery } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/url/active: the masjids the public may open. */
export function getActiveMasjids(): Promise<ResponseOf<typeof ACTIVE_MASJIDS>> {
  return api.get<ResponseOf<typeof ACTIVE_MASJIDS>>(pathOf(ACTIVE_MASJIDS, {}));
}

export function useActiveMasjids() {
  return useQuery({ queryKey: ['companies', 'active'], queryFn: getActiveMasjids });
}
