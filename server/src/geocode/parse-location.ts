/**
 * Reads what an admin types in the Reset Prayers dialog: 'lat, lon', a US ZIP, 'City, ST', 'City, Country'
 * (with or without the comma: 'Jakarta Indonesia', 'Birmingham UK'), 'City, ON' for Canada, a UK or
 * Canadian postcode, or a full address ending in one of those ('1 High St, Birmingham, West Midlands B1 1AA,
 * GB'). Pure: answers the questions to ask the gazetteer, most specific first. The masjid's own country,
 * when given, is tried for text that names none. docs/volunteer.md "Locations".
 */
import { allCountries, countryByCode } from '@core/masjid/countries.js';
import { US_STATES } from '@core/masjid/us-states.js';
import { placeKey } from './gazetteer.js';
import { postcodeTown, withoutPostcodes } from './postcodes.js';

export type LocationQuery =
  | { kind: 'coordinates'; latitude: number; longitude: number }
  | { kind: 'zip'; zip: string }
  | { kind: 'cityState'; city: string; state: string }
  | { kind: 'cityCountry'; city: string; country: string }
  /** A city in a region of a country, as GeoNames codes regions (Ontario is CA '08'). */
  | { kind: 'cityRegion'; city: string; country: string; region: string }
  | { kind: 'city'; city: string };

const STATE_BY_KEY = new Map<string, string>();
for (const state of US_STATES) {
  STATE_BY_KEY.set(placeKey(state.abbreviation), state.abbreviation);
  STATE_BY_KEY.set(placeKey(state.name), state.abbreviation);
}

/** Canadian provinces and territories: abbreviation and name -> GeoNames admin1 code. */
const PROVINCES: Array<[abbreviation: string, name: string, geonames: string]> = [
  ['AB', 'Alberta', '01'],
  ['BC', 'British Columbia', '02'],
  ['MB', 'Manitoba', '03'],
  ['NB', 'New Brunswick', '04'],
  ['NL', 'Newfoundland and Labrador', '05'],
  ['NS', 'Nova Scotia', '07'],
  ['ON', 'Ontario', '08'],
  ['PE', 'Prince Edward Island', '09'],
  ['QC', 'Quebec', '10'],
  ['SK', 'Saskatchewan', '11'],
  ['YT', 'Yukon', '12'],
  ['NT', 'Northwest Territories', '13'],
  ['NU', 'Nunavut', '14'],
];
const PROVINCE_BY_KEY = new Map<string, string>();
for (const [abbreviation, name, code] of PROVINCES) {
  PROVINCE_BY_KEY.set(placeKey(name), code);
  // 'CA', 'IN', 'DE' and the like are US states first; no province abbreviation is one.
  PROVINCE_BY_KEY.set(placeKey(abbreviation), code);
}
const PROVINCE_BY_ABBREVIATION = new Map(PROVINCES.map(([abbreviation, , code]) => [abbreviation, code]));

/**
 * Ways people write a country that the dataset does not carry. England, Scotland and Wales are parts of
 * the United Kingdom; 'Congo' alone is either Congo.
 */
const EXTRA_ALIASES: Record<string, string[]> = {
  'u s a': ['US'],
  'u s': ['US'],
  'united states of america': ['US'],
  'u k': ['GB'],
  england: ['GB'],
  scotland: ['GB'],
  wales: ['GB'],
  'northern ireland': ['GB'],
  ksa: ['SA'],
  'kingdom of saudi arabia': ['SA'],
  congo: ['CD', 'CG'],
  'republic of congo': ['CG'],
  'democratic republic of congo': ['CD'],
  palestine: ['PS'],
  bosnia: ['BA'],
  'the netherlands': ['NL'],
  'the gambia': ['GM'],
};

/** Country names, ISO codes and aliases -> codes. Two-letter codes that are US states ('CA', 'IN') are read as states. */
const COUNTRIES_BY_KEY: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  const add = (text: string, code: string) => {
    const key = placeKey(text);
    if (!key) return;
    const codes = map.get(key) ?? [];
    if (!codes.includes(code)) codes.push(code);
    map.set(key, codes);
  };
  for (const country of allCountries()) {
    add(country.name, country.code);
    add(country.code, country.code);
    for (const alias of country.aliases) add(alias, country.code);
  }
  for (const [alias, codes] of Object.entries(EXTRA_ALIASES)) map.set(alias, codes);
  for (const state of US_STATES) map.delete(placeKey(state.abbreviation));
  return map;
})();

/** The countries a text names ('Congo' names two), or none. */
export function countryCodes(text: string): string[] {
  return COUNTRIES_BY_KEY.get(placeKey(text)) ?? [];
}

export function countryCode(text: string): string | undefined {
  return countryCodes(text)[0];
}

/**
 * The countries a segment names for a masjid in `homeCountry`. Outside the US a two-letter code that is
 * also a US state is the country: 'ID' is Indonesia there, not Idaho ('DE', 'MA', 'IN', 'CA' alike), as the
 * masjid's own address ends in its country's code (docs/volunteer.md "Locations").
 */
function segmentCountries(segment: string, homeCountry?: string): string[] {
  const named = countryCodes(segment);
  if (named.length > 0 || !homeCountry || homeCountry === 'US') return named;
  const code = segment.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && countryByCode(code) ? [code] : [];
}

export function stateAbbreviation(text: string): string | undefined {
  return STATE_BY_KEY.get(placeKey(text));
}

const COORDINATES = /^\s*([+-]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;
const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/** A segment like 'IL 62701', 'Illinois' or 'IL': its state, if it is one. */
function stateOf(segment: string): string | undefined {
  return stateAbbreviation(segment.replace(ZIP, ' ').trim());
}

/** A segment like 'ON', 'Ontario' or 'ON N6A 1A1': the GeoNames code of its Canadian province. */
function provinceOf(segment: string): string | undefined {
  return PROVINCE_BY_KEY.get(placeKey(withoutPostcodes(segment)));
}

/** A candidate city name out of a segment: no postcode, no ZIP; none when it is a street ('1 High St'). */
function cityOf(segment: string): string | undefined {
  const city = withoutPostcodes(segment).replace(ZIP, ' ').trim();
  return city && !/^\d/.test(city) ? city : undefined;
}

/**
 * Ways to split a trailing state, province or country off the last segment when it is written without a
 * comma: 'Springfield IL 62701', 'Birmingham UK', 'Abu Dhabi United Arab Emirates', 'Mississauga ON'. The
 * longest name wins ('Papua New Guinea', not 'Guinea'); a name that is both a state and a country
 * ('Tbilisi Georgia') gives both readings, the state first.
 */
function trailingSplits(segments: string[]): string[][] {
  const last = segments.at(-1) ?? '';
  if (stateOf(last) || provinceOf(last) || countryCodes(last).length > 0) return [];
  const bare = withoutPostcodes(last).replace(ZIP, ' ').trim();
  const words = bare.split(/\s+/);
  const splits: string[][] = [];
  const before = segments.slice(0, -1);
  for (const take of [6, 5, 4, 3, 2, 1]) {
    if (words.length <= take) continue;
    const tail = words.slice(-take).join(' ');
    const head = words.slice(0, -take).join(' ');
    const state = stateAbbreviation(tail);
    if (state) splits.push([...before, head, `${state} ${last.match(ZIP)?.[0] ?? ''}`.trim()]);
    if (PROVINCE_BY_KEY.has(placeKey(tail)) || countryCodes(tail).length > 0) splits.push([...before, head, tail]);
    if (splits.length > 0) return splits;
  }
  return splits;
}

function coordinatesOf(input: string): { latitude: number; longitude: number } | undefined {
  const coordinates = COORDINATES.exec(input);
  if (!coordinates) return undefined;
  const latitude = Number(coordinates[1]);
  const longitude = Number(coordinates[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : undefined;
}

/** The text's segments, read with and without a trailing state or country split off its last one. */
function readingsOf(input: string): { readings: string[][]; written: string[]; split: boolean } {
  const written = input
    .split(/[,\n]/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const splits = trailingSplits(written);
  return { readings: splits.length > 0 ? splits : [written], written, split: splits.length > 0 };
}

/**
 * The one country the end of the text names, for a masjid in `homeCountry`: a country's name or code
 * ('Germany', 'DE' outside the US), the US for a trailing US state ('IL 62701'), Canada for a province.
 * Undefined when it names none, or several ('Congo'). docs/volunteer.md "Locations".
 */
export function namedCountry(text: string, homeCountry?: string): string | undefined {
  const input = text.trim();
  if (coordinatesOf(input)) return undefined;
  const named = new Set<string>();
  for (const segments of readingsOf(input).readings) {
    const last = segments.at(-1) ?? '';
    const countries = segmentCountries(last, homeCountry);
    // 'Georgia' and 'IN' are states for a US masjid, countries elsewhere.
    const asState = stateOf(last) && (!homeCountry || homeCountry === 'US' || countries.length === 0);
    if (asState) named.add('US');
    else if (countries.length > 0) countries.forEach((country) => named.add(country));
    else if (provinceOf(last)) named.add('CA');
  }
  return named.size === 1 ? [...named][0] : undefined;
}

export function parseLocation(text: string, homeCountry?: string): LocationQuery[] {
  const input = text.trim();
  const coordinates = coordinatesOf(input);
  if (coordinates) return [{ kind: 'coordinates', ...coordinates }];

  const queries: LocationQuery[] = [];
  const { readings, written, split } = readingsOf(input);

  // A ZIP next to a state, or ending the text, is the strongest clue of all.
  const zips = [...input.matchAll(ZIP)].map((match) => ({ zip: match[1]!, index: match.index }));
  const endingZip = zips.find((zip) => /^\s*$/.test(input.slice(zip.index + 5).replace(/^-\d{4}/, '')));
  const stateZip = zips.find((zip) =>
    stateAbbreviation(
      input
        .slice(0, zip.index)
        .trim()
        .split(/[\s,]+/)
        .at(-1) ?? '',
    ),
  );
  for (const zip of [stateZip, endingZip]) if (zip) queries.push({ kind: 'zip', zip: zip.zip });

  let namedCountry = false;
  for (const segments of readings) {
    for (let index = segments.length - 1; index >= 1; index -= 1) {
      const segment = segments[index]!;
      const city = cityOf(segments[index - 1]!);
      const state = stateOf(segment);
      if (state && city) queries.push({ kind: 'cityState', city, state });
      const province = provinceOf(segment);
      if (province && city) queries.push({ kind: 'cityRegion', city, country: 'CA', region: province });
      const countries = segmentCountries(segment, homeCountry);
      if (countries.length > 0) namedCountry = true;
      for (const country of countries) {
        if (country === 'US') {
          const cityIsState = stateOf(segments[index - 1]!);
          if (cityIsState) {
            // 'Springfield, IL, USA': the city is one segment further back.
            const usCity = index >= 2 ? cityOf(segments[index - 2]!) : undefined;
            if (usCity) queries.push({ kind: 'cityState', city: usCity, state: cityIsState });
          } else if (city) queries.push({ kind: 'city', city });
          continue;
        }
        if (country === 'CA' && index >= 2 && provinceOf(segments[index - 1]!)) {
          // 'London, ON, Canada'
          const canadianCity = cityOf(segments[index - 2]!);
          if (canadianCity)
            queries.push({
              kind: 'cityRegion',
              city: canadianCity,
              country,
              region: provinceOf(segments[index - 1]!)!,
            });
        }
        // A full address: the city is any segment before the country ('1 High St, Birmingham, West Midlands B1 1AA, GB').
        for (let back = index - 1; back >= 0; back -= 1) {
          const candidate = cityOf(segments[back]!);
          if (candidate) queries.push({ kind: 'cityCountry', city: candidate, country });
        }
      }
    }
  }
  for (const zip of zips) queries.push({ kind: 'zip', zip: zip.zip });

  // Text naming no country is first read in the masjid's own country ('Birmingham' for a UK masjid).
  if (!namedCountry && homeCountry && homeCountry !== 'US') {
    const segments = readings[0]!;
    for (let index = segments.length - 1; index >= 0; index -= 1) {
      const candidate = cityOf(segments[index]!);
      if (candidate && !provinceOf(segments[index]!))
        queries.push({ kind: 'cityCountry', city: candidate, country: homeCountry });
    }
  }

  const town = postcodeTown(input);
  if (town) {
    const region = town.province ? PROVINCE_BY_ABBREVIATION.get(town.province) : undefined;
    queries.push(
      region
        ? { kind: 'cityRegion', city: town.city, country: town.country, region }
        : { kind: 'cityCountry', city: town.city, country: town.country },
    );
  }

  if (!split && written.length === 1 && cityOf(written[0]!) && !/^\d+$/.test(written[0]!))
    queries.push({ kind: 'city', city: written[0]! });

  const seen = new Set<string>();
  return queries.filter((query) => {
    const key = JSON.stringify(query);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
