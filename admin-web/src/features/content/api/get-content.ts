import { useQuery } from '@tanstack/react-query';
import type { CentralControl } from '@core/content/central-control.types.js';
import { call } from '../../../lib/api-client.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

export const contentKey = (companyUrl: string) => ['content', companyUrl] as const;

/** GET /api/companies/url/{companyUrl}/central-control: with an admin's token, disabled items included. */
export function getContent(companyUrl: string): Promise<CentralControl> {
  return call(PUBLIC_CONTENT, { params: { companyUrl } });
}

export function useContent(companyUrl: string) {
  return useQuery({
    queryKey: contentKey(companyUrl),
    queryFn: () => getContent(companyUrl),
    staleTime: 0,
  });
}
