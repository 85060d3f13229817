/**
 * The shape every language's catalog must have: English's keys (docs/languages.md#adding-a-key). The type
 * check refuses a missing or unknown key; catalogs.test.ts also compares each message's placeholders.
 */
import type adminEn from './catalogs/en/admin.js';
import type publicEn from './catalogs/en/public.js';
import type termsEn from './catalogs/en/terms.js';
import type widgetsEn from './catalogs/en/widgets.js';
import type adminSalahEn from './catalogs/en/adminSalah.js';
import type adminSettingsEn from './catalogs/en/adminSettings.js';
import type adminPeopleEn from './catalogs/en/adminPeople.js';
import type adminOperationsEn from './catalogs/en/adminOperations.js';
import type serverEn from './catalogs/en/server.js';

export type TermsCatalog = Record<keyof typeof termsEn, string>;
export type PublicCatalog = Record<keyof typeof publicEn, string>;
export type WidgetsCatalog = Record<keyof typeof widgetsEn, string>;
export type AdminCatalog = Record<keyof typeof adminEn, string>;
export type AdminSalahCatalog = Record<keyof typeof adminSalahEn, string>;
export type AdminSettingsCatalog = Record<keyof typeof adminSettingsEn, string>;
export type AdminPeopleCatalog = Record<keyof typeof adminPeopleEn, string>;
export type AdminOperationsCatalog = Record<keyof typeof adminOperationsEn, string>;
export type ServerCatalog = Record<keyof typeof serverEn, string>;

/** One file per language per namespace; `admin` holds the admin app's screens and the emails (docs/languages.md "Admin app"). */
export const NAMESPACES = [
  'terms',
  'public',
  'widgets',
  'admin',
  'adminSalah',
  'adminSettings',
  'adminPeople',
  'adminOperations',
  'server',
] as const;
/**
 * What the admin app loads for its screens: the glossary (the Salah tab's and the History's prayer names),
 * the shell's namespace, one per group of screens, and the server's messages, which the shared schemas
 * also give a form before anything is sent (admin-web/src/components/field-problem.ts).
 */
export const ADMIN_NAMESPACES = [
  'terms',
  'admin',
  'adminSalah',
  'adminSettings',
  'adminPeople',
  'adminOperations',
  'server',
] as const satisfies readonly Namespace[];
export type Namespace = (typeof NAMESPACES)[number];

export type TermKey = keyof TermsCatalog;
export type PublicKey = keyof PublicCatalog;
export type WidgetKey = keyof WidgetsCatalog;
export type AdminKey =
  | TermKey
  | keyof AdminCatalog
  | keyof AdminSalahCatalog
  | keyof AdminSettingsCatalog
  | keyof AdminPeopleCatalog
  | keyof AdminOperationsCatalog;
export type ServerKey = keyof ServerCatalog;
export type MessageKey = TermKey | PublicKey | WidgetKey | AdminKey | ServerKey;
