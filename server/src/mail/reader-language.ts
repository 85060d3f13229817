import type { Kysely } from 'kysely';
import { languageSetting } from '@core/i18n/language-settings.js';
import { parseLanguage, type Language } from '@core/i18n/languages.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import type { Database } from '../db/database.js';

/**
 * The language an email is written in for one reader (docs/languages.md "Emails"): the reader's own saved
 * language, else the language of their masjid (its `language` setting), else English. A reader with no
 * saved language still works in their masjid's language, and English stays only for those who chose it.
 */
export async function mailLanguageOf(
  db: Kysely<Database>,
  reader: { language: string | null; company_id: string | null },
): Promise<Language> {
  return parseLanguage(reader.language) ?? (await masjidLanguage(db, reader.company_id));
}

/** The language of a masjid's public pages (its `language` setting; English when unset or unknown). */
export async function masjidLanguage(db: Kysely<Database>, companyId: string | null): Promise<Language> {
  const configurations = companyId ? await findConfigurations(db, companyId) : [];
  return languageSetting(configurations).language;
}
