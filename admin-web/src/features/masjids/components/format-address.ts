import type { Address } from '@core/api-types.js';
import { addressLine } from '@core/masjid/address-line.js';

/** One line for lists: street, city, state zip (and the country when it is not the US). */
export function formatAddress(address: Address): string {
  return addressLine(address, 'outside-us');
}

/** docs/product-rules.md ("Pages"): the dashboard link is the origin, a slash and the masjid's url. */
export function dashboardLink(url: string): string {
  return `${window.location.origin}/${url}`;
}
