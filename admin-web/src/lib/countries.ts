/**
 * Countries for the address form: each current ISO 3166-1 country once, by English name, from the
 * maintained dataset in core (the browser's own region names also list retired codes, which showed
 * two United Kingdoms and three Serbias). docs/volunteer.md "Countries".
 */
import { allCountries } from '@core/masjid/countries.js';

export function countryOptions(): Array<{ code: string; name: string }> {
  return allCountries().map(({ code, name }) => ({ code, name }));
}
