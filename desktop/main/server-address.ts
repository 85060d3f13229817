export type AddressCheck = { ok: true; serverUrl: string; companyUrl: string | null } | { ok: false; message: string };

export const ADDRESS_HINT =
  'Enter the address of your Minaret server, starting with http:// or https://, for example https://minaret.example.org.';

/** Dashboard addresses are letters and digits (docs/product-rules.md, "Validation"); anything else in a path is not one. */
const DASHBOARD_SEGMENT = /^[A-Za-z0-9]{1,50}$/;

/**
 * Reads what someone typed as the server address. Only http and https are accepted; the result is the
 * origin, because the Minaret server answers everything (API and pages) from its root. A pasted
 * dashboard link (https://server/masjid) is welcome: its last segment is offered as the masjid.
 */
export function parseServerAddress(input: string): AddressCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text) return { ok: false, message: ADDRESS_HINT };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `"${text}" is not a web address. ${ADDRESS_HINT}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `"${text}" is not an http or https address. ${ADDRESS_HINT}` };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'The server address must not contain a user name or password.' };
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.length === 1 ? segments[0]! : '';
  return { ok: true, serverUrl: url.origin, companyUrl: DASHBOARD_SEGMENT.test(last) ? last : null };
}

export function isDashboardUrl(value: unknown): value is string {
  return typeof value === 'string' && DASHBOARD_SEGMENT.test(value);
}

/** The origin of a URL, also for custom schemes (WHATWG gives those the origin "null"). */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.host ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}
