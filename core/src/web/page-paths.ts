/**
 * The web app's pages, as its router declares them (admin-web/src/app/router.tsx; a test keeps the two
 * alike). The server answers any other path with the not-found page and a 404, not a soft 200
 * (docs/security.md, "Unknown pages"). `:name` stands for one segment without a dot (files have one).
 */
export const PAGE_PATHS = [
  '/',
  '/forbidden',
  '/404',
  '/docs/api',
  '/privacy-policy',
  '/examples',
  '/auth',
  '/auth/admin',
  '/auth/company/create',
  '/auth/company/user/create',
  '/auth/register/finish',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/invitation',
  '/auth/register/verify',
  '/auth/company/view',
  '/auth/company/user/view',
  '/auth/company/user/profile',
  '/auth/company/user/edit',
  '/auth/company/user/password/:mode',
  '/auth/company/edit',
  '/auth/company/user/list/current',
  '/auth/screens',
  '/auth/company/list',
  '/auth/company/user/list/all',
  '/auth/history',
  '/auth/server-notice',
  '/auth/hadith',
  '/auth/councils',
  '/auth/councils/:councilId',
  '/calendar/:companyUrl',
  '/expense/:companyUrl',
  '/v2/:companyUrl',
  '/near-me',
  '/following',
  '/following/:companyUrl/home',
  '/screen',
  '/:companyDashboardUrl',
] as const;

const patterns = PAGE_PATHS.map((page) => page.split('/'));

function segmentsOf(path: string): string[] {
  return (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
}

function fits(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => {
      const segment = segments[index]!;
      return part.startsWith(':') ? segment !== '' && !segment.includes('.') : part === segment;
    })
  );
}

/** Whether a path (with or without a trailing slash) is one of the web app's pages. */
export function isWebAppPage(path: string): boolean {
  const segments = segmentsOf(path);
  return patterns.some((pattern) => fits(pattern, segments));
}

/** The pages' segments that name a masjid by its address. */
const MASJID_PARAMS = new Set([':companyUrl', ':companyDashboardUrl']);

/**
 * The masjid address a page path names (`/{url}`, `/calendar/{url}`, `/following/{url}/home`), else null.
 * A fixed page wins over the single segment, as in the router: `/near-me` names no masjid.
 */
export function masjidUrlInPage(path: string): string | null {
  const segments = segmentsOf(path);
  const page =
    patterns.find((pattern) => !pattern.some((part) => part.startsWith(':')) && fits(pattern, segments)) ??
    patterns.find((pattern) => fits(pattern, segments));
  const index = page ? page.findIndex((part) => MASJID_PARAMS.has(part)) : -1;
  if (index < 0) return null;
  try {
    return decodeURIComponent(segments[index]!);
  } catch {
    return segments[index]!;
  }
}
