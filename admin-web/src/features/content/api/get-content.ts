import { useQuery } from '@tanstack/react-query';
import type { CentralControl } from '@core/content/central-control.types.js';
import { api } from '../../../lib/api-client.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

export const centralControlKey = (companyUrl: string) => ['central-control', companyUrl] as const;

/** GET /api/companies/url/{companyUrl}/central-control: with an admin's token, disabled items included. */
export function getCentralControl(companyUrl: string): Promise<CentralControl> {
  return api.get<CentralControl>(pathOf(PUBLIC_CONTENT, { companyUrl }));
}

export function useCentralControl(companyUrl: string) {
  return useQuery({
    queryKey: centralControlKey(companyUrl),
    queryFn: () => getCentralControl(companyUrl),
    staleTime: 0,
  });
}
