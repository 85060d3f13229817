import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { Translator } from '@core/i18n/translator.js';
import { ENGLISH_ADMIN } from '../../lib/i18n/admin-language.js';

export interface NavItem {
  to: string;
  label: string;
}

/** docs/product-rules.md ("Pages") 'Navigation': the same items in the top bar and the drawer. */
export function navItems(
  roles: { signedIn: boolean; admin: boolean; superAdmin: boolean; councilAdmin?: boolean },
  translator: Translator = ENGLISH_ADMIN,
): NavItem[] {
  if (!roles.signedIn) return [];
  const items: { to: string; key: AdminKey }[] = [
    { to: '/auth/company/view', key: 'admin.nav.masjid' },
    { to: '/auth/admin', key: 'admin.nav.settings' },
  ];
  if (roles.admin)
    items.push(
      { to: '/auth/company/user/list/current', key: 'admin.nav.users' },
      { to: '/auth/screens', key: 'admin.nav.screens' },
    );
  // A council's admins (docs/jumuah-eid-ramadan.md, "Councils") and the super admins, who create councils.
  if (roles.councilAdmin || roles.superAdmin) items.push({ to: '/auth/councils', key: 'admin.nav.councils' });
  if (roles.superAdmin) {
    items.push(
      { to: '/auth/company/list', key: 'admin.nav.allMasjids' },
      { to: '/auth/company/user/list/all', key: 'admin.nav.allUsers' },
      { to: '/auth/history', key: 'admin.nav.history' },
      { to: '/auth/hadith', key: 'admin.nav.hadith' },
      { to: '/auth/server-notice', key: 'admin.nav.serverNotice' },
      { to: '/examples', key: 'admin.nav.debug' },
    );
  }
  return items.map((item) => ({ to: item.to, label: translator.t(item.key) }));
}
