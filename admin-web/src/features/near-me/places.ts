/**
 * A typed place, found on the visitor's device (docs/outside-the-hall.md, "Near me"): "Chicago",
 * "Springfield, IL", "London, GB", "Lyon, France" or "41.88, -87.63". The places are the bundled
 * gazetteer's rows (admin-web/near-me-places.ts), most populous first.
 */
import { placeKey } from '@core/geo/place-key.js';
import type { Point } from './nearest.js';

/** [name, country, US state or '', latitude, longitude]. */
export type PlaceRow = readonly [string, string, string, number, number];

export interface FoundPlace extends Point {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** US state, or ''. */
  region: string;
}

/** Country names and aliases by their place key ('united states' -> 'US'), and the codes themselves. */
export type CountryNames = ReadonlyMap<string, string>;

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "41.88, -87.63": coordinates typed as such, when both are in range. */
function typedCoordinates(text: string): FoundPlace | null {
  const match = COORDINATES.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { name: `${latitude}, ${longitude}`, country: '', region: '', latitude, longitude };
}

/**
 * The place a visitor typed: coordinates, else the most populous town of that name, narrowed by what
 * follows a comma (a US state such as 'IL', a country code or a country's name). Null when nothing matches.
 */
export function findPlace(text: string, rows: readonly PlaceRow[], countries: CountryNames): FoundPlace | null {
  const coordinates = typedCoordinates(text);
  if (coordinates) return coordinates;
  const [namePart = '', ...rest] = text.split(',');
  const name = placeKey(namePart);
  if (!name) return null;
  const qualifier = placeKey(rest.join(' '));
  const state = qualifier.toUpperCase();
  const country = qualifier ? (countries.get(qualifier) ?? (qualifier.length === 2 ? state : null)) : null;
  for (const row of rows) {
    if (placeKey(row[0]) !== name) continue;
    if (qualifier && row[2] !== state && row[1] !== country) continue;
    return { name: row[0], country: row[1], region: row[2], latitude: row[3], longitude: row[4] };
  }
  return null;
}
