export const ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** docs/product-rules.md ("Roles"): SUPER_ADMIN passes every role check; a user with no roles fails any requirement. */
export function hasRoles(
  userRoles: readonly string[] | undefined,
  requirement: { all?: readonly Role[]; any?: readonly Role[] },
): boolean {
  const roles = userRoles ?? [];
  if (roles.includes('SUPER_ADMIN')) return true;
  if (roles.length === 0) return false;
  const all = requirement.all ?? [];
  const any = requirement.any ?? [];
  if (!all.every((role) => roles.includes(role))) return false;
  return any.length === 0 || any.some((role) => roles.includes(role));
}

export function isSuperAdmin(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).includes('SUPER_ADMIN');
}

export function isAdmin(roles: readonly string[] | undefined): boolean {
  return hasRoles(roles, { all: ['ADMIN'] });
}
