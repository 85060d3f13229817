import type { Translator } from '@core/i18n/translator.js';

/** A role's name in the user's language ('ADMIN' stays 'ADMIN' in English); an unknown role shows its code. */
export function roleLabel(translator: Translator, role: string): string {
  return role === 'ADMIN' || role === 'SUPER_ADMIN' ? translator.t(`people.role.${role}`) : role;
}

export function rolesText(translator: Translator, roles: readonly string[]): string {
  return roles.map((role) => roleLabel(translator, role)).join(', ');
}
