import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAIRING_CODE_LENGTH } from '@core/screens/pairing-code.js';
import { claimScreenSchema } from '@core/screens/screen.schema.js';
import { toFieldErrors } from '@core/validation/field-errors.js';
import { Button } from '../../../components/button.js';
import { TextField } from '../../../components/field.js';
import { Card, Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useClaimScreen } from '../api/claim-screen.js';
import { useScreens } from '../api/list-screens.js';
import { ScreenCard } from './screen-card.js';
import { translateFieldErrors } from './screen-figures.js';
import * as styles from './screens.css.js';

/** /auth/screens: pair a screen by its code (the screen's QR code opens this page with ?code=), and run the fleet. */
export function ScreensPage() {
  const { t } = useAdminTranslator();
  const session = useSession();
  const companyId = session?.payload.companyId ?? null;
  if (!companyId) {
    return (
      <Page title={t('fleet.screens.title')}>
        <PageMessage>{t('fleet.screens.noMasjid')}</PageMessage>
      </Page>
    );
  }
  return <FleetPage companyId={companyId} />;
}

function FleetPage({ companyId }: { companyId: string }) {
  const { t } = useAdminTranslator();
  const screens = useScreens(companyId);
  return (
    <Page title={t('fleet.screens.title')} subtitle={t('fleet.screens.subtitle')}>
      <div className={styles.stack}>
        <ClaimCard companyId={companyId} />
        {screens.isPending ? (
          <PageMessage>{t('fleet.screens.loading')}</PageMessage>
        ) : screens.isError ? (
          <PageMessage>{errorMessage(screens.error)}</PageMessage>
        ) : screens.data.length === 0 ? (
          <PageMessage>{t('fleet.screens.empty')}</PageMessage>
        ) : (
          <section aria-label={t('fleet.screens.listLabel')} className={styles.grid}>
            {screens.data.map((screen) => (
              <ScreenCard key={screen.id} companyId={companyId} screen={screen} />
            ))}
          </section>
        )}
      </div>
    </Page>
  );
}

function ClaimCard({ companyId }: { companyId: string }) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get('code') ?? '');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const claim = useClaimScreen(companyId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = claimScreenSchema.safeParse({ code, name });
    if (!parsed.success) {
      setErrors(translateFieldErrors(toFieldErrors(parsed.error), translator));
      return;
    }
    setErrors({});
    claim.mutate(parsed.data, {
      onSuccess: (response) => {
        showAlert('success', response.message ?? t('fleet.claim.paired'));
        setCode('');
        setName('');
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          // The server keys them `screen.code` (schema) or `code` (the pairing itself).
          setErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors).map(([key, message]) => [key.replace(/^screen\./, ''), message]),
            ),
          );
        }
        showAlert('error', errorMessage(error));
      },
    });
  }

  return (
    <Card>
      <h2 className={styles.sectionTitle}>{t('fleet.claim.title')}</h2>
      <p className={styles.hint}>{t('fleet.claim.hint', { length: PAIRING_CODE_LENGTH })}</p>
      <p className={styles.hint}>{t('fleet.claim.webPlayerHint', { address: `${window.location.origin}/screen` })}</p>
      <form className={styles.claimForm} onSubmit={submit} noValidate>
        <TextField
          label={t('fleet.claim.code')}
          required
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          className={styles.codeInput}
          error={errors['code']}
        />
        <TextField
          label={t('fleet.claim.name')}
          required
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('fleet.claim.namePlaceholder')}
          maxLength={60}
          error={errors['name']}
        />
        <Button type="submit" className={styles.claimButton} disabled={claim.isPending}>
          {t('fleet.claim.submit')}
        </Button>
      </form>
    </Card>
  );
}
