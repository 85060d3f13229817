import { useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Card, Page } from '../../components/page.js';
import { registrationStore } from '../../lib/registration-store.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { isolate, tParts } from '../../lib/i18n/people-text.js';

/** /auth/register/finish: 'Registration complete.'; without registration data, back to the masjid form. */
export function RegistrationFinishPage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const finished = useMemo(() => registrationStore.finished(), []);
  if (!finished) return <Navigate to="/auth/company/create" replace />;
  return (
    <Page title={t('people.registration.completeTitle')}>
      <Card narrow>
        <p>
          {tParts(translator, 'people.registration.registered', {
            masjid: <strong>{isolate(translator, finished.companyName)}</strong>,
            email: <strong>{isolate(translator, finished.email)}</strong>,
          })}
        </p>
        <p>{t('people.registration.verificationSent', { email: isolate(translator, finished.email) })}</p>
        <p>{t('people.registration.startsInactive')}</p>
        <Link to="/">{t('people.common.goToSignIn')}</Link>
      </Card>
    </Page>
  );
}
