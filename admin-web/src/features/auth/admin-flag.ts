/**
 * docs/product-rules.md ("Pages"): the masjid dropdown shows when the address has `?admin`, and the full masjid list
 * is loaded only when the stored admin flag equals 'true'. Opening `/?admin` sets the flag.
 */
const ADMIN_FLAG_KEY = 'minaret.admin';

export function rememberAdminFlag(present: boolean) {
  try {
    if (present) localStorage.setItem(ADMIN_FLAG_KEY, 'true');
  } catch {
    // storage unavailable: the flag only lasts for this page
  }
}

export function adminFlagSet(): boolean {
  try {
    return localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}
