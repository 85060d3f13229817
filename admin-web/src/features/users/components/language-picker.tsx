import { LANGUAGES, LANGUAGE_FACTS, isLanguage } from '@core/i18n/languages.js';
import type { User } from '@core/api-types.js';
import { SelectField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { adminLanguage, useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { ADMIN_NAMESPACES } from '@core/i18n/catalog-types.js';
import { loadTranslator } from '@core/i18n/translator.js';
import { useSaveMyLanguage } from '../api/get-me.js';

/**
 * The signed-in user's own language for the admin app and their emails, saved as soon as it is picked
 * (docs/languages.md "Admin app"). Each language is named in itself, so anyone finds theirs.
 */
export function LanguagePicker({ user }: { user: User }) {
  const { t } = useAdminTranslator();
  const save = useSaveMyLanguage();
  return (
    <SelectField
      label={t('admin.profile.language')}
      hint={t('admin.profile.languageHint')}
      value={user.language ?? ''}
      disabled={save.isPending}
      onChange={(event) => {
        const value = event.target.value;
        const language = isLanguage(value) ? value : null;
        save.mutate(language, {
          // Said in the language just chosen, which the whole app now speaks.
          onSuccess: () =>
            void loadTranslator(adminLanguage(language), ADMIN_NAMESPACES)
              .then(
                (chosen) => chosen.t('admin.profile.languageSaved'),
                () => t('admin.profile.languageSaved'),
              )
              .then((message) => showAlert('success', message)),
          onError: (error) => showAlert('error', errorMessage(error)),
        });
      }}
    >
      <option value="">{t('admin.profile.languageBrowser')}</option>
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_FACTS[language].name}
        </option>
      ))}
    </SelectField>
  );
}
