import { useQuery } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { PRAYER_METHODS } from '@core/http/contract/prayer.js';
import { call } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';

/**
 * GET /api/prayer/methods?country=: every calculation method with its authority and the countries that use it
 * (notes in the reader's language), and the method and Asr suggested for the masjid's country
 * (docs/calculation-methods.md).
 */
export function getMethods(country: string | undefined): Promise<ResponseOf<typeof PRAYER_METHODS>> {
  return call(PRAYER_METHODS, { query: { country: country || undefined } });
}

/** The list changes only with a release: read once per country and language. */
export function useMethods(country: string | undefined) {
  const { language } = useAdminTranslator();
  return useQuery({
    queryKey: ['prayer-methods', country ?? '', language],
    queryFn: () => getMethods(country),
    staleTime: Infinity,
  });
}
