import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import type { GeoCode } from '../../prayer/prayer.types.js';
import { serviceAnswer } from '../../api-answers.js';
import { geoCodeAnswer } from '../../prayer/prayer-answers.js';
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
 * A found place: its coordinates and zone, the country it is in, and whether that is another country than
 * the masjid's. Such a place is only used once the admin confirms it (docs/volunteer.md "Locations").
 */
export interface GeocodeFound extends GeoCode {
  /** ISO 3166-1 alpha-2 code of the country the place is in, when known. */
  country?: string;
  /** The masjid's country the place was compared with (absent when the caller acts for no masjid). */
  masjidCountry?: string;
  /** True when the place lies outside the masjid's country: the dialog asks the admin to confirm it. */
  outsideMasjidCountry: boolean;
}

const geocodeFoundAnswer = geoCodeAnswer.extend({
  country: z.string().optional().meta({ description: 'ISO 3166-1 alpha-2 code of the country the place is in.' }),
  masjidCountry: z.string().optional().meta({ description: "The masjid's country the place was compared with." }),
  outsideMasjidCountry: z
    .boolean()
    .meta({ description: "The place lies outside the masjid's country: the admin is asked to confirm it." }),
}) satisfies z.ZodType<GeocodeFound>;

/**
 * GET /api/prayer/location/geocode?location=&country=: coordinates and time zone of a place. A found place
 * is {successful: true, target}; text naming no place, or several, is a 200 {successful: false, message}.
 * The signed-in user's masjid gives the country looked in; `country` is only read for a user acting for no
 * masjid (a super admin before choosing one).
 */
export const GEOCODE = endpoint<ServiceResponse<GeocodeFound>>()({
  method: 'GET',
  path: '/api/prayer/location/geocode',
  doc: {
    tag: 'Prayer times',
    summary:
      "Coordinates and time zone of a place name, looked for in the masjid's country; a place in another country is marked outsideMasjidCountry.",
    access: 'signed-in',
  },
  params: z.object({}),
  query: z.object({
    location: trimmedText(
      "Required: a zip code, 'City, ST', 'City, Country', a postcode, a full address or 'lat, lng' (e.g. \"Chicago, IL\").",
    ),
    country: trimmedText(
      "An ISO country code where text naming no country is looked for, for a user acting for no masjid; otherwise the masjid's own country is used.",
    ),
  }),
  answer: serviceAnswer(geocodeFoundAnswer),
});
