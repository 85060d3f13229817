import { hasPostalCode } from './postal-codes.js';

/** The parts of a masjid's address that a one-line address uses. */
export interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

/**
 * A masjid's address on one line, "street, city, state zip[, country]", the same on every page, widget
 * and in geocoding. `country`: 'always' (geocoding needs it), 'outside-us' (lists: a US address reads
 * naturally without it) or 'never' (public pages, where the masjid's own visitors are local).
 */
export function addressLine(
  address: AddressParts | null | undefined,
  country: 'always' | 'outside-us' | 'never' = 'never',
): string {
  if (!address) return '';
  // A postal code saved where addresses have none (an invented "00000") is never shown.
  const region = [address.state, hasPostalCode(address.country) ? address.zip : '']
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const parts = [address.street, address.city, region];
  const showCountry = country === 'always' || (country === 'outside-us' && address.country && address.country !== 'US');
  if (showCountry) parts.push(address.country);
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
