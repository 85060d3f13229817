import { useQuery } from '@tanstack/react-query';
import { ADHKAR } from '@core/http/contract/adhkar.js';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

export const adhkarKey = (companyId: string) => ['adhkar', companyId] as const;

/** GET /api/companies/{companyId}/adhkar: the after-prayer adhkar with the version to save against. */
export function getAdhkar(companyId: string): Promise<ResponseOf<typeof ADHKAR>> {
  return call(ADHKAR, { params: { companyId } });
}

export function useAdhkar(companyId: string) {
  return useQuery({ queryKey: adhkarKey(companyId), queryFn: () => getAdhkar(companyId), staleTime: 0 });
}
