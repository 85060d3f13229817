import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

/** GET /api/companies/url/{companyUrl}/central-control: the masjid's content (public view for the public). */
export function getPublicContent(companyUrl: string) {
  return call(PUBLIC_CONTENT, { params: { companyUrl } });
}

export function usePublicContent(companyUrl: string) {
  return useQuery({
    queryKey: ['public-content', companyUrl],
    queryFn: () => getPublicContent(companyUrl),
    // A frame on a masjid's website stays open for long: refresh on a timer, never on focus.
    refetchInterval: 10 * 60_000,
  });
}
