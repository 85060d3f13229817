import { useMutation } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { GeoCode } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/prayer/location/geocode?location=: a zip code, 'City, ST', a full address or 'lat, lng'. */
export function geocode(location: string): Promise<ServiceResponse<GeoCode>> {
  return api.get<ServiceResponse<GeoCode>>(`/api/prayer/location/geocode?location=${encodeURIComponent(location)}`);
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
