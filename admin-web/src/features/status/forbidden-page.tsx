import { ButtonLink } from '../../components/button.js';
import { Page } from '../../components/page.js';
import { useSession } from '../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { isolate } from '../../lib/i18n/people-text.js';

/** docs/product-rules.md ("Pages") 'Forbidden and not found'. */
export function ForbiddenPage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const session = useSession();
  const name = session ? `${session.payload.firstName ?? ''} ${session.payload.lastName ?? ''}`.trim() : '';
  return (
    <Page title={t('people.status.forbiddenTitle')}>
      <p>
        {name ? t('people.status.forbiddenNamed', { name: isolate(translator, name) }) : t('people.status.forbidden')}
      </p>
      <ButtonLink to="/" tone="secondary">
        {t('people.status.home')}
      </ButtonLink>
    </Page>
  );
}
