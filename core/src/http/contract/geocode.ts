import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import type { GeoCode } from '../../prayer/prayer.types.js';
import { endpoint } from './endpoint.js';

/**
 * The place finder of the timetable's Reset Prayers dialog: server/src/geocode (docs/volunteer.md
 * "Locations"). Both options are read as trimmed text; a missing, blank or over-long location is the
 * route's 400, whose message names places in the masjid's country.
 */

const trimmedText = (description: string) =>
  z
    .string()
    .optional()
    .transform((text) => text?.trim() ?? '')
    .meta({ type: 'string', description });

/**
 * GET /api/prayer/location/geocode?location=&country=: coordinates and time zone of a place. A found place
 * is {successful: true, target}; text naming no place, or several, is a 200 {successful: false, message}.
 */
export const GEOCODE = endpoint<ServiceResponse<GeoCode>>()({
  method: 'GET',
  path: '/api/prayer/location/geocode',
  params: z.object({}),
  query: z.object({
    location: trimmedText(
      "Required: a zip code, 'City, ST', 'City, Country', a postcode, a full address or 'lat, lng' (e.g. \"Chicago, IL\").",
    ),
    country: trimmedText("The masjid's ISO country code: where text naming no country is looked for first."),
  }),
});
