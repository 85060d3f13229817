import { ButtonLink } from '../../components/button.js';
import { Page } from '../../components/page.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';

export function NotFoundPage() {
  const { t } = useAdminTranslator();
  return (
    <Page title={t('people.status.notFoundTitle')}>
      <p>{t('people.status.notFound')}</p>
      <ButtonLink to="/" tone="secondary">
        {t('people.status.home')}
      </ButtonLink>
    </Page>
  );
}
