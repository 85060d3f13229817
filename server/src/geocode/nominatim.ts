/**
 * Optional online geocoder (GEOCODER_URL): any Nominatim-compatible service (nominatim.openstreetmap.org,
 * a self-hosted Nominatim, LocationIQ ...). Asked only when configured, through the bounded client (a
 * deadline to the last byte and a read cap, docs/security.md "Outbound calls"); any failure falls back
 * to the offline answer.
 */
import { boundedRequest } from '../outbound/bounded-request.js';

/** The whole answer, from the call to its last byte. */
export const GEOCODER_DEADLINE_MS = 4000;
/** One place with its address details is a kilobyte or two: more is not read. */
export const GEOCODER_ANSWER_MAX_BYTES = 64 * 1024;
export interface OnlinePlace {
  latitude: number;
  longitude: number;
  label: string;
  /** ISO code of the place's country (from addressdetails), when the service says. */
  country?: string;
}

export async function nominatimSearch(
  baseUrl: string,
  text: string,
  options: { timeoutMs?: number; userAgent: string; countryCode?: string },
): Promise<OnlinePlace | undefined> {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  url.searchParams.set('addressdetails', '1');
  // Only places in this country: a foreign postcode must not be found as a US ZIP (docs/volunteer.md "Locations").
  if (options.countryCode) url.searchParams.set('countrycodes', options.countryCode.toLowerCase());
  const answer = await boundedRequest({
    url,
    headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
    deadlineMs: options.timeoutMs ?? GEOCODER_DEADLINE_MS,
    maxBytes: GEOCODER_ANSWER_MAX_BYTES,
  });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`geocoder answered ${answer.status}`);
  const body: unknown = JSON.parse(answer.body.toString('utf8'));
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
  if (!first) return undefined;
  const latitude = Number(first.lat);
  const longitude = Number(first.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return undefined;
  const label = typeof first.display_name === 'string' ? first.display_name.slice(0, 200) : text;
  const address = first.address as Record<string, unknown> | undefined;
  const code = typeof address?.country_code === 'string' ? address.country_code.toUpperCase() : '';
  return { latitude, longitude, label, ...(/^[A-Z]{2}$/.test(code) ? { country: code } : {}) };
}
