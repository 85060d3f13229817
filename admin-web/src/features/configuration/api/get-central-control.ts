import { useQuery } from '@tanstack/react-query';
import type { CentralControl } from '../../../../../core/src/content/central-control.types.js';
import { api } from '../../../lib/api-client.js';

export const centralControlKey = (companyUrl: string) => ['central-control', companyUrl] as const;

/** GET /api/companies/url/{companyUrl}/central-control: with an admin's token, disabled items included. */
export function getCentralControl(companyUrl: string): Promise<CentralControl> {
  return api.get<CentralControl>(`/api/companies/url/${encodeURIComponent(companyUrl)}/central-control`);
}

export function useCentralControl(companyUrl: string) {
  return useQuery({ queryKey: centralControlKey(companyUrl), queryFn: () => getCentralControl(companyUrl), staleTime: 0 });
}
