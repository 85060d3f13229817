import type { GeocodeFound } from '@core/http/contract/geocode.js';
import type { GeoCode } from '@core/prayer/prayer.types.js';
import { timeZoneLongName, utcOffsetMinutes } from '@core/time/zone.js';
import type { AppDeps } from '../app-deps.js';
import { citiesNamed, zipCodePlace, zipTownsNamed, type Place } from './gazetteer.js';
import { nominatimSearch } from './nominatim.js';
import { countryNameOf } from '@core/masjid/countries.js';
import { namedCountry, parseLocation, type LocationQuery } from './parse-location.js';
import { timeZoneAt } from './time-zone-lookup.js';

type Deps = Pick<AppDeps, 'config' | 'clock' | 'logger'>;

export const INVALID_LOCATION = 'Invalid Location. Enter zip-code or city and state or full address';

/** Examples a masjid outside the US can copy the shape of (docs/volunteer.md "Locations"). */
const EXAMPLES: Record<string, string> = {
  GB: "'Birmingham, UK', 'B1 1AA' or '1 High St, Birmingham B1 1AA'",
  CA: "'Mississauga, ON', 'M5V 2T6' or 'London, Ontario'",
};

/**
 * The message for text that found no place: the spec's US wording for a US masjid, examples from the
 * masjid's own country elsewhere ('Lyon, France' for France: its capital's shape).
 */
export function invalidLocationMessage(country: string | undefined, capital?: string): string {
  if (!country || country === 'US') return INVALID_LOCATION;
  const examples = EXAMPLES[country] ?? `'${capital ?? 'City'}, ${countryNameOf(country)}' or '40.7128, -74.0060'`;
  return `Invalid Location. Enter a city and country, a postcode or a full address, e.g. ${examples}`;
}

/**
 * How much larger the most populous namesake must be before a bare name is taken to mean it
 * ('Medina' is the Saudi city; 'Springfield' alone is ambiguous). A country narrows it down, so less
 * is needed there.
 */
const DOMINANCE_ALONE = 10;
const DOMINANCE_IN_COUNTRY = 5;

/** latitude, longitude, zone and its current offset and name; `label` says what was found. */
export function toGeoCode(latitude: number, longitude: number, label: string, now: Date): GeoCode {
  const timezoneId = timeZoneAt(latitude, longitude);
  return {
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    timezone: utcOffsetMinutes(timezoneId, now) / 60,
    timezoneId,
    timezoneName: timeZoneLongName(timezoneId, now),
    label,
  };
}

function dominant(places: Place[], factor: number): Place | undefined {
  const [first, second] = places;
  if (!first) return undefined;
  if (!second || first.population >= factor * Math.max(second.population, 1)) return first;
  return undefined;
}

function labelOf(place: Place, zip?: string): string {
  return place.country === 'US'
    ? `${place.name}, ${place.region}${zip ? ` ${zip}` : ''}, US`
    : `${place.name}, ${countryNameOf(place.country)}`;
}

function resolve(query: Exclude<LocationQuery, { kind: 'coordinates' }>): { place: Place; label: string } | undefined {
  switch (query.kind) {
    case 'zip': {
      const place = zipCodePlace(query.zip);
      return place && { place, label: labelOf(place, query.zip) };
    }
    case 'cityState': {
      const place =
        citiesNamed(query.city).find((city) => city.country === 'US' && city.region === query.state) ??
        zipTownsNamed(query.city, query.state)[0];
      return place && { place, label: labelOf(place) };
    }
    case 'cityCountry': {
      const place = dominant(
        citiesNamed(query.city).filter((city) => city.country === query.country),
        DOMINANCE_IN_COUNTRY,
      );
      return place && { place, label: labelOf(place) };
    }
    case 'cityRegion': {
      const place = dominant(
        citiesNamed(query.city).filter((city) => city.country === query.country && city.region === query.region),
        DOMINANCE_IN_COUNTRY,
      );
      return place && { place, label: labelOf(place) };
    }
    case 'city': {
      const place = dominant(citiesNamed(query.city), DOMINANCE_ALONE);
      return place && { place, label: labelOf(place) };
    }
  }
}

/**
 * Where a text is looked for: the country it names ('Berlin, Germany'), else the masjid's. A place there
 * beats any reading elsewhere, and outside the US a five-digit number is that country's postcode, never a
 * US ZIP (issue: 'Jakarta, 10710, ID' was Yonkers, NY). docs/volunteer.md "Locations".
 */
export function searchCountry(text: string, homeCountry?: string): string | undefined {
  return namedCountry(text, homeCountry) ?? homeCountry;
}

/** The answer for a found place: outside the masjid's country it says so, and the dialog asks to confirm. */
function found(geo: GeoCode, country: string | undefined, homeCountry: string | undefined): GeocodeFound {
  return {
    ...geo,
    ...(country ? { country } : {}),
    ...(homeCountry ? { masjidCountry: homeCountry } : {}),
    outsideMasjidCountry: Boolean(homeCountry && country && country !== homeCountry),
  };
}

/**
 * Offline answer for a location text, or undefined when it is unknown or ambiguous. The first reading
 * found in the search country wins; failing that, the first found elsewhere (marked as outside the
 * masjid's country when it is).
 */
export function geocodeOffline(text: string, now: Date, homeCountry?: string): GeocodeFound | undefined {
  const scope = searchCountry(text, homeCountry);
  let elsewhere: { place: Place; label: string } | undefined;
  for (const query of parseLocation(text, homeCountry)) {
    if (query.kind === 'coordinates')
      return found(
        toGeoCode(query.latitude, query.longitude, `${query.latitude}, ${query.longitude}`, now),
        undefined,
        homeCountry,
      );
    if (query.kind === 'zip' && scope && scope !== 'US') continue;
    const result = resolve(query);
    if (!result) continue;
    if (!scope || result.place.country === scope) {
      elsewhere = result;
      break;
    }
    elsewhere ??= result;
  }
  if (!elsewhere) return undefined;
  const { place, label } = elsewhere;
  return found(toGeoCode(place.latitude, place.longitude, label, now), place.country, homeCountry);
}

/**
 * GET /api/prayer/location/geocode: offline first in principle, but when an online geocoder is
 * configured (GEOCODER_URL) it is asked first for anything but coordinates, since it reads full addresses
 * better, within the search country (countrycodes=); an answer from another country, its failure or its
 * silence falls back to the offline answer.
 */
export async function geocode(deps: Deps, text: string, homeCountry?: string): Promise<GeocodeFound | undefined> {
  const now = deps.clock.now();
  const queries = parseLocation(text, homeCountry);
  const scope = searchCountry(text, homeCountry);
  if (deps.config.geocoderUrl && queries[0]?.kind !== 'coordinates') {
    try {
      const online = await nominatimSearch(deps.config.geocoderUrl, text, {
        userAgent: `Minaret prayer times (${deps.config.publicUrl})`,
        ...(scope ? { countryCode: scope } : {}),
      });
      const country = online?.country ?? scope;
      if (online && (!scope || country === scope))
        return found(toGeoCode(online.latitude, online.longitude, online.label, now), country, homeCountry);
      if (online)
        deps.logger.warn(`Online geocoder answered outside ${scope} (${online.country}); using the offline gazetteer`);
    } catch (error) {
      deps.logger.warn(
        `Online geocoder failed, using the offline gazetteer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return geocodeOffline(text, now, homeCountry);
}
