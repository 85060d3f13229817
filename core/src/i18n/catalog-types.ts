/**
 * The keys every language's catalog has: English's, generated from its PO files into compiled/keys.ts
 * (docs/languages.md#adding-a-key). catalogs.test.ts refuses a missing or unknown key in any language and
 * compares each message's placeholders.
 */
import type {
  AdminKeys,
  AdminOperationsKeys,
  AdminPeopleKeys,
  AdminSalahKeys,
  AdminSettingsKeys,
  PublicKeys,
  ServerKeys,
  TermsKeys,
  WidgetsKeys,
} from './compiled/keys.js';

export type TermsCatalog = Record<TermsKeys, string>;
export type PublicCatalog = Record<PublicKeys, string>;
export type WidgetsCatalog = Record<WidgetsKeys, string>;
export type AdminCatalog = Record<AdminKeys, string>;
export type AdminSalahCatalog = Record<AdminSalahKeys, string>;
export type AdminSettingsCatalog = Record<AdminSettingsKeys, string>;
export type AdminPeopleCatalog = Record<AdminPeopleKeys, string>;
export type AdminOperationsCatalog = Record<AdminOperationsKeys, string>;
export type ServerCatalog = Record<ServerKeys, string>;

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
