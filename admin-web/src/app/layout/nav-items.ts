export interface NavItem {
  to: string;
  label: string;
}

/** SPEC.md section 2 'Navigation': the same items in the top bar and the drawer. */
export function navItems(roles: { signedIn: boolean; admin: boolean; superAdmin: boolean }): NavItem[] {
  if (!roles.signedIn) return [];
  const items: NavItem[] = [
    { to: '/auth/company/view', label: 'Masjid' },
    { to: '/auth/admin', label: 'Settings' },
  ];
  if (roles.admin) items.push({ to: '/auth/company/user/list/current', label: 'Users' });
  if (roles.superAdmin) {
    items.push(
      { to: '/auth/company/list', label: 'All Masjids' },
      { to: '/auth/company/user/list/all', label: 'All Users' },
      { to: '/examples', label: 'Debug' },
    );
  }
  return items;
}
