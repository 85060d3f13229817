/**
 * Reads what an admin types in the Reset Prayers dialog: 'lat, lon', a US ZIP, 'City, ST', 'City, Country',
 * or a full address ending in one of those ('100 Main St, Springfield, IL 62701'). Pure: answers the
 * questions to ask the gazetteer, most specific first.
 */
import { US_STATES } from '../../../core/src/company/us-states.js';
import { placeKey } from './gazetteer.js';

export type LocationQuery =
  | { kind: 'coordinates'; latitude: number; longitude: number }
  | { kind: 'zip'; zip: string }
  | { kind: 'cityState'; city: string; state: string }
  | { kind: 'cityCountry'; city: string; country: string }
  | { kind: 'city'; city: string };

const STATE_BY_KEY = new Map<string, string>();
for (const state of US_STATES) {
  STATE_BY_KEY.set(placeKey(state.abbreviation), state.abbreviation);
  STATE_BY_KEY.set(placeKey(state.name), state.abbreviation);
}

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u s a': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  uae: 'AE',
  ksa: 'SA',
  turkey: 'TR',
  holland: 'NL',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  burma: 'MM',
};

/** Country names in English from Intl (every ISO 3166 alpha-2 code), plus common aliases. */
const COUNTRY_BY_KEY: Map<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const map = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      if (!name || name === code) continue;
      map.set(placeKey(name), code);
      map.set(placeKey(code), code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) map.set(alias, code);
  // Two-letter country codes that are also US states (e.g. 'CA', 'IN', 'DE') are read as states.
  for (const state of US_STATES) map.delete(placeKey(state.abbreviation));
  return map;
})();

export function countryCode(text: string): string | undefined {
  return COUNTRY_BY_KEY.get(placeKey(text));
}

export function stateAbbreviation(text: string): string | undefined {
  return STATE_BY_KEY.get(placeKey(text));
}

export function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
}

const COORDINATES = /^\s*([+-]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;
const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/** A segment like 'IL 62701', 'Illinois' or 'IL': its state, if it is one. */
function stateOf(segment: string): string | undefined {
  return stateAbbreviation(segment.replace(ZIP, ' ').trim());
}

export function parseLocation(text: string): LocationQuery[] {
  const input = text.trim();
  const coordinates = COORDINATES.exec(input);
  if (coordinates) {
    const latitude = Number(coordinates[1]);
    const longitude = Number(coordinates[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return [{ kind: 'coordinates', latitude, longitude }];
  }

  const queries: LocationQuery[] = [];
  const segments = input
    .split(/[,\n]/)
    .map((segment) => segment.trim())
    .filter(Boolean);

  // 'Springfield IL' or 'Springfield, IL 62701': split a trailing state off the last segment.
  const last = segments.at(-1) ?? '';
  if (segments.length >= 1 && !stateOf(last)) {
    const words = last.replace(ZIP, ' ').trim().split(/\s+/);
    for (const take of [1, 2]) {
      if (words.length <= take) continue;
      const state = stateAbbreviation(words.slice(-take).join(' '));
      if (state) {
        segments.splice(segments.length - 1, 1, words.slice(0, -take).join(' '), `${state} ${last.match(ZIP)?.[0] ?? ''}`.trim());
        break;
      }
    }
  }

  // A ZIP next to a state, or ending the text, is the strongest clue of all.
  const zips = [...input.matchAll(ZIP)].map((match) => ({ zip: match[1]!, index: match.index }));
  const endingZip = zips.find((zip) => /^\s*$/.test(input.slice(zip.index + 5).replace(/^-\d{4}/, '')));
  const stateZip = zips.find((zip) => stateAbbreviation(input.slice(0, zip.index).trim().split(/[\s,]+/).at(-1) ?? ''));
  for (const zip of [stateZip, endingZip]) if (zip) queries.push({ kind: 'zip', zip: zip.zip });

  for (let index = segments.length - 1; index >= 1; index -= 1) {
    const state = stateOf(segments[index]!);
    const city = segments[index - 1]!.replace(ZIP, ' ').trim();
    if (state && city && !/^\d/.test(city)) queries.push({ kind: 'cityState', city, state });
    const country = countryCode(segments[index]!);
    if (country && city && !/^\d/.test(city)) {
      const cityIsState = country === 'US' ? stateOf(segments[index - 1]!) : undefined;
      if (cityIsState) {
        // 'Springfield, IL, USA': the city is one segment further back.
        const usCity = index >= 2 ? segments[index - 2]!.replace(ZIP, ' ').trim() : '';
        if (usCity && !/^\d/.test(usCity)) queries.push({ kind: 'cityState', city: usCity, state: cityIsState });
      } else {
        queries.push(country === 'US' ? { kind: 'city', city } : { kind: 'cityCountry', city, country });
      }
    }
  }
  for (const zip of zips) queries.push({ kind: 'zip', zip: zip.zip });
  if (segments.length === 1 && !/^\d+$/.test(segments[0]!)) queries.push({ kind: 'city', city: segments[0]! });

  const seen = new Set<string>();
  return queries.filter((query) => {
    const key = JSON.stringify(query);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
