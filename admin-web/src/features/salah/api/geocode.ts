import { useMutation } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { GEOCODE } from '@core/http/contract/geocode.js';
import { call } from '../../../lib/api-client.js';

/**
 * GET /api/prayer/location/geocode?location=&country=: a zip code, 'City, ST', 'City, Country', a postcode,
 * a full address or 'lat, lng'; `country` is the masjid's, tried for text that names none.
 */
export function geocode({
  location,
  country,
}: {
  location: string;
  country?: string;
}): Promise<ResponseOf<typeof GEOCODE>> {
  return call(GEOCODE, { query: { location, country: country || undefined } });
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
