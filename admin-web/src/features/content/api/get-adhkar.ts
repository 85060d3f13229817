import { useQuery } from '@tanstack/react-query';
import { ADHKAR } from '@core/http/contract/adhkar.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

export const adhkarKey = (companyId: string) => ['adhkar', companyId] as const;

/** GET /api/companies/{companyId}/adhkar: the after-prayer adhkar with the version to save against. */
export function getAdhkar(companyId: string): Promise<ResponseOf<typeof ADHKAR>> {
  return api.get<ResponseOf<typeof ADHKAR>>(pathOf(ADHKAR, { companyId }));
}

export function useAdhkar(companyId: string) {
  return useQuery({ queryKey: adhkarKey(companyId), queryFn: () => getAdhkar(companyId), staleTime: 0 });
}
