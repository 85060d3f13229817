/**
 * Test data: the masjid and first admin that the server's route tests (server/src/testing/test-app.ts) and
 * the browser tests (tests/support/admin.ts) register through the API.
 */

/** Every sample masjid's first admin signs in with this. */
export const ADMIN_PASSWORD = 'salaam-2026';

export const SAMPLE_ADDRESS = { street: '100 Main Street', city: 'Springfield', state: 'IL', zip: '62701' };
export const SAMPLE_COORDINATES = { latitude: 39.7817, longitude: -89.6501 };

/** A company body for POST /api/auth/companies; by default at the sample address with its coordinates. */
export function sampleMasjid<Address extends object = typeof SAMPLE_ADDRESS & typeof SAMPLE_COORDINATES>(
  name: string,
  url: string,
  // Typed as given, so a typed call refuses an address the contract does not take (a test sending one on
  // purpose sends it raw).
  address: Address = { ...SAMPLE_ADDRESS, ...SAMPLE_COORDINATES } as Address,
) {
  return { name, url, website: `https://${url.toLowerCase()}.example.org`, address };
}

/** A user body for POST /api/auth/companies/{id}/users. */
export function firstAdmin(email: string) {
  return { firstName: 'Amina', lastName: 'Yusuf', email, password: ADMIN_PASSWORD };
}
