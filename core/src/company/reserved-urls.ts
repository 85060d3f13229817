/**
 * Path segments the app itself answers at the root; a dashboard URL may not take one of them,
 * or /{url} would never reach the dashboard. Compared case-insensitively.
 */
export const RESERVED_DASHBOARD_URLS: ReadonlySet<string> = new Set([
  'admin', 'api', 'app', 'assets', 'auth', 'bulk', 'calendar', 'dashboard', 'desktop', 'examples',
  'expense', 'expenses', 'favicon', 'forbidden', 'health', 'help', 'home', 'index', 'login', 'logout',
  'minaret', 'privacy', 'privacypolicy', 'public', 'register', 'robots', 'settings', 'signin', 'signup',
  'static', 'support', 'v1', 'v2', 'v3', 'widget', 'widgets', 'www', '404', '403', '500',
]);

export function isReservedDashboardUrl(url: string): boolean {
  return RESERVED_DASHBOARD_URLS.has(url.toLowerCase());
}
