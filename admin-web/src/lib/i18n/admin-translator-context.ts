/**
 * The admin translator as the admin app's shell provides it, without any catalog: components that public
 * pages share (the fields, the page frame) read it here, so those pages never download the admin catalogs
 * (docs/languages.md "Admin app"). Outside the admin app, and in the app's entry, it is null.
 */
import { createContext, useContext } from 'react';
import type { Translator } from '@core/i18n/translator.js';

export const AdminTranslatorContext = createContext<Translator | null>(null);

/** The admin app's translator, or null on a page outside it (the public calendar). */
export function useProvidedAdminTranslator(): Translator | null {
  return useContext(AdminTranslatorContext);
}
