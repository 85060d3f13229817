/** Query strings of the user screens: which masjid and which user they are about. */
export function userViewPath(companyId: string, id: string): string {
  return `/auth/company/user/view?companyId=${encodeURIComponent(companyId)}&id=${encodeURIComponent(id)}`;
}

export function userEditPath(companyId: string, id: string): string {
  return `/auth/company/user/edit?companyId=${encodeURIComponent(companyId)}&id=${encodeURIComponent(id)}`;
}

export function passwordPath(mode: 'update' | 'reset', email: string): string {
  return `/auth/company/user/password/${mode}?email=${encodeURIComponent(email)}`;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
