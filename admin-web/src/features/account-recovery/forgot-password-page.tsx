import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_MAX } from '@core/validation/text-rules.js';
import { Button } from '../../components/button.js';
import { TextField } from '../../components/field.js';
import { Card, Page } from '../../components/page.js';
import { errorMessage } from '../../lib/api-client.js';
import { askPasswordReset, resetPassword } from './account-recovery-api.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';

/** /auth/forgot-password: asks for a link to choose a new password (docs/volunteer.md "Forgotten password"). */
export function ForgotPasswordPage() {
  const { t } = useAdminTranslator();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <Page title={t('admin.forgot.title')}>
      <Card narrow>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSending(true);
            setError(null);
            askPasswordReset(email.trim())
              .then(() => setMessage(t('admin.forgot.sent')))
              .catch((failure: unknown) => setError(errorMessage(failure)))
              .finally(() => setSending(false));
          }}
        >
          <p>{t('admin.forgot.intro')}</p>
          <TextField
            label={t('admin.signIn.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            value={email}
            error={error ?? undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {message && <p role="status">{message}</p>}
          <p>
            <Button type="submit" disabled={sending || email.trim() === ''}>
              {sending ? t('admin.forgot.sending') : t('admin.forgot.send')}
            </Button>
          </p>
          <Link to="/">{t('admin.forgot.back')}</Link>
        </form>
      </Card>
    </Page>
  );
}

/** /auth/reset-password?token=: the emailed link's page, to choose the new password. */
export function ResetPasswordPage() {
  const { t } = useAdminTranslator();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Page title={t('admin.reset.title')}>
      <Card narrow>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Link to="/">{t('admin.reset.signIn')}</Link>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setSaving(true);
              setError(null);
              resetPassword(token, password)
                .then(() => setDone(t('admin.reset.done')))
                .catch((failure: unknown) => setError(errorMessage(failure)))
                .finally(() => setSaving(false));
            }}
          >
            <TextField
              label={t('admin.reset.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('admin.reset.hint')}
              value={password}
              error={error ?? undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p>
              <Button type="submit" disabled={saving || password === ''}>
                {saving ? t('admin.reset.saving') : t('admin.reset.submit')}
              </Button>
            </p>
            {error && <Link to="/auth/forgot-password">{t('admin.reset.askAgain')}</Link>}
          </form>
        )}
      </Card>
    </Page>
  );
}
