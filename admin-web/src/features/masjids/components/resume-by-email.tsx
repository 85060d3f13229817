import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { TextField } from '../../../components/field.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { resendConfirmation } from '../../account-recovery/account-recovery-api.js';

/**
 * Under a registration refused for its URL: the masjid may be the visitor's own, registered before with a
 * first admin who never confirmed their email. Its confirmation email is sent again to the address given
 * (the server answers the same for any address), and confirming it finishes that registration
 * (docs/volunteer.md "Registration").
 */
export function ResumeByEmail() {
  const { t } = useAdminTranslator();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <section aria-label={t('people.masjid.resumeByEmailTitle')} style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: '1.0625rem', margin: '0 0 8px' }}>{t('people.masjid.resumeByEmailTitle')}</h2>
      <p style={{ margin: '0 0 12px' }}>{t('people.masjid.resumeByEmailHint')}</p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}>
        <TextField
          label={t('people.field.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={problem ?? undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          tone="secondary"
          disabled={sending || email.trim() === ''}
          onClick={() => {
            setSending(true);
            setProblem(null);
            resendConfirmation(email.trim())
              .then(() => setSentTo(email.trim()))
              .catch((error: unknown) => setProblem(errorMessage(error)))
              .finally(() => setSending(false));
          }}
        >
          {t('people.masjid.resumeByEmailSend')}
        </Button>
      </div>
      {sentTo && (
        <p role="status" style={{ marginTop: 12 }}>
          {t('people.masjid.resumeByEmailSent', { email: sentTo })}
        </p>
      )}
    </section>
  );
}
