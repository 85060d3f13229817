import { Link, useSearchParams } from 'react-router-dom';
import { Card, Page } from '../../components/page.js';
import { errorMessage } from '../../lib/api-client.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { Translator } from '@core/i18n/translator.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';

/** The server's answers to a confirmation link (English), in the visitor's language; another text stays as it is. */
const ANSWERS: Record<string, AdminKey> = {
  'Thank you, your email address is confirmed. You can now sign in.': 'people.registration.confirmed',
  'Your email address is already confirmed. You can sign in.': 'people.registration.alreadyConfirmed',
  'This confirmation link is not valid. Ask your masjid admin to send a new one.': 'people.registration.linkInvalid',
  'This confirmation link has expired. Ask your masjid admin to send a new one.': 'people.registration.linkExpired',
};

function answerText(translator: Translator, message: string): string {
  const key = translator.language === 'en' ? undefined : ANSWERS[message];
  return key ? translator.t(key) : message;
}
import { useVerifyEmail } from './api/verify-email.js';

/** /auth/register/verify?userId=&emailVerifyCode=: 'Confirm Registration'. */
export function VerifyEmailPage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const code = params.get('emailVerifyCode') ?? '';
  const result = useVerifyEmail(userId, code);
  const missing = !userId || !code;
  return (
    <Page title={t('people.registration.confirmTitle')}>
      <Card narrow>
        <p role="status">
          {missing
            ? t('people.registration.linkIncomplete')
            : result.isPending
              ? t('people.common.loading')
              : result.isError
                ? answerText(translator, errorMessage(result.error))
                : answerText(translator, result.data.message ?? '')}
        </p>
        {result.isSuccess && <Link to="/">{t('people.registration.login')}</Link>}
      </Card>
    </Page>
  );
}
