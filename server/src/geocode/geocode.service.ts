import type { GeoCode } from '../../../core/src/prayer/prayer.types.js';
import { timeZoneLongName, utcOffsetMinutes } from '../../../core/src/time/zone.js';
import type { AppDeps } from '../app-deps.js';
import { citiesNamed, zipCodePlace, zipTownsNamed, type Place } from './gazetteer.js';
import { nominatimSearch } from './nominatim.js';
import { countryName, parseLocation, type LocationQuery } from './parse-location.js';
import { timeZoneAt } from './time-zone-lookup.js';

type Deps = Pick<AppDeps, 'config' | 'clock' | 'logger'>;

export const INVALID_LOCATION = 'Invalid Location. Enter zip-code or city and state or full address';

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
  return place.country === 'US' ? `${place.name}, ${place.region}${zip ? ` ${zip}` : ''}, US` : `${place.name}, ${countryName(place.country)}`;
}

function resolve(query: Exclude<LocationQuery, { kind: 'coordinates' }>): { place: Place; label: string } | undefined {
  switch (query.kind) {
    case 'zip': {
      const place = zipCodePlace(query.zip);
      return place && { place, label: labelOf(place, query.zip) };
    }
    case 'cityState': {
      const place =
        citiesNamed(query.city).find((city) => city.country === 'US' && city.region === query.state) ?? zipTownsNamed(query.city, query.state)[0];
      return place && { place, label: labelOf(place) };
    }
    case 'cityCountry': {
      const place = dominant(
        citiesNamed(query.city).filter((city) => city.country === query.country),
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

/** Offline answer for a location text, or undefined when it is unknown or ambiguous. */
export function geocodeOffline(text: string, now: Date): GeoCode | undefined {
  for (const query of parseLocation(text)) {
    if (query.kind === 'coordinates') return toGeoCode(query.latitude, query.longitude, `${query.latitude}, ${query.longitude}`, now);
    const found = resolve(query);
    if (found) return toGeoCode(found.place.latitude, found.place.longitude, found.label, now);
  }
  return undefined;
}

/**
 * GET /api/prayer/location/geocode: offline first in principle, but when an online geocoder is
 * configured (GEOCODER_URL) it is asked first for anything but coordinates, since it reads full addresses
 * better; its failure or silence falls back to the offline answer.
 */
export async function geocode(deps: Deps, text: string, fetchImpl?: typeof fetch): Promise<GeoCode | undefined> {
  const now = deps.clock.now();
  const queries = parseLocation(text);
  if (deps.config.geocoderUrl && queries[0]?.kind !== 'coordinates') {
    try {
      const online = await nominatimSearch(deps.config.geocoderUrl, text, {
        userAgent: `Minaret prayer times (${deps.config.publicUrl})`,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      });
      if (online) return toGeoCode(online.latitude, online.longitude, online.label, now);
    } catch (error) {
      deps.logger.warn(`Online geocoder failed, using the offline gazetteer: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return geocodeOffline(text, now);
}
