import type { Address } from '../../../../../core/src/api-types.js';

/** One line for lists: street, city, state zip (and the country when it is not the US). */
export function formatAddress(address: Address): string {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  const parts = [address.street, address.city, region];
  if (address.country && address.country !== 'US') parts.push(address.country);
  return parts.filter(Boolean).join(', ');
}

/** SPEC.md section 2: the dashboard link is the origin, a slash and the masjid's url. */
export function dashboardLink(url: string): string {
  return `${window.location.origin}/${url}`;
}
