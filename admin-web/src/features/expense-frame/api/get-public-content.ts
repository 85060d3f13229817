import { useQuery } from '@tanstack/react-query';
import type { CentralControl } from '../../../../../core/src/content/central-control.types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/companies/url/{companyUrl}/central-control: the masjid's content (public view for the public). */
export function getPublicContent(companyUrl: string) {
  return api.get<CentralControl>(`/api/companies/url/${encodeURIComponent(companyUrl)}/central-control`);
}

export function usePublicContent(companyUrl: string) {
  return useQuery({
    queryKey: ['public-content', companyUrl],
    queryFn: () => getPublicContent(companyUrl),
    // A frame on a masjid's website stays open for long: refresh on a timer, never on focus.
    refetchInterval: 10 * 60_000,
  });
}
