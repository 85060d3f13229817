import { useQuery } from '@tanstack/react-query';
import type { CentralControl } from '@core/content/central-control.types.js';
import { api } from '../../../lib/api-client.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

/** GET /api/companies/url/{companyUrl}/central-control: the masjid's content (public view for the public). */
export function getPublicContent(companyUrl: string) {
  return api.get<CentralControl>(pathOf(PUBLIC_CONTENT, { companyUrl }));
}

export function usePublicContent(companyUrl: string) {
  return useQuery({
    queryKey: ['public-content', companyUrl],
    queryFn: () => getPublicContent(companyUrl),
    // A frame on a masjid's website stays open for long: refresh on a timer, never on focus.
    refetchInterval: 10 * 60_000,
  });
}
