/**
 * Optional online geocoder (GEOCODER_URL): any Nominatim-compatible service (nominatim.openstreetmap.org,
 * a self-hosted Nominatim, LocationIQ ...). Asked only when configured, with a timeout; any failure
 * falls back to the offline answer.
 */
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
  options: { timeoutMs?: number; userAgent: string; fetch?: typeof fetch; countryCode?: string },
): Promise<OnlinePlace | undefined> {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  url.searchParams.set('addressdetails', '1');
  // Only places in this country: a foreign postcode must not be found as a US ZIP (docs/volunteer.md "Locations").
  if (options.countryCode) url.searchParams.set('countrycodes', options.countryCode.toLowerCase());
  const response = await (options.fetch ?? fetch)(url, {
    headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const body: unknown = await response.json();
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
