import { useQuery } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { OCCASIONS } from '@core/http/contract/occasions.js';
import { call } from '../../../lib/api-client.js';

export const occasionsKey = (companyId: string) => ['occasions', companyId] as const;

/** GET /api/companies/{companyId}/occasions: Jumu'ah sessions, Eid prayers and Ramadan settings. */
export function getOccasions(companyId: string): Promise<ResponseOf<typeof OCCASIONS>> {
  return call(OCCASIONS, { params: { companyId } });
}

export function useOccasions(companyId: string) {
  return useQuery({ queryKey: occasionsKey(companyId), queryFn: () => getOccasions(companyId), staleTime: 0 });
}
