/**
 * Test data: the masjid and first admin that the server's route tests (server/src/testing/test-app.ts) and
 * the browser tests (tests/support/admin.ts) register through the API.
 */

/** Every sample masjid's first admin signs in with this. */
export const ADMIN_PASSWORD = 'salaam-2026';

export const SAMPLE_ADDRESS = { street: '100 Main Street', city: 'Springfield', state: 'IL', zip: '62701' };
export const SAMPLE_COORDINATES = { latitude: 39.7817, longitude: -89.6501 };

/** A company body for POST /api/auth/companies; by default at the sample address with its coordinates. */
export function sampleMasjid(
  name: string,
  url: string,
  address: Record<string, unknown> = { ...SAMPLE_ADDRESS, ...SAMPLE_COORDINATES },
) {
  return { name, url, website: `https://${url.toLowerCase()}.example.org`, address };
}

/** A user body for POST /api/auth/companies/{id}/users. */
export function firstAdmin(email: string) {
  return { firstName: 'Amina', lastName: 'Yusuf', email, password: ADMIN_PASSWORD };
}
