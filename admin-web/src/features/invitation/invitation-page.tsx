import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '@core/user/user.schema.js';
import { Button } from '../../components/button.js';
import { TextField } from '../../components/field.js';
import { Card, Page } from '../../components/page.js';
import { errorMessage } from '../../lib/api-client.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { isolate, serverOr, tParts } from '../../lib/i18n/people-text.js';
import { acceptInvitation, getInvitation } from './invitation-api.js';

/**
 * /auth/invitation?token=: the emailed invitation's page (docs/volunteer.md "Inviting a user"). It says
 * who is invited to which masjid before asking for a password; an expired or used link says so at once.
 */
export function InvitationPage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
    staleTime: Infinity,
  });
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  return (
    <Page title={t('people.invitation.title')}>
      <Card narrow>
        {invitation.isPending ? (
          <p>{t('people.invitation.checking')}</p>
        ) : invitation.isError ? (
          <>
            <p role="alert">{errorMessage(invitation.error)}</p>
            <p>
              <Link to="/">{t('people.common.goToSignIn')}</Link>
            </p>
          </>
        ) : done ? (
          <>
            <p role="status">{done}</p>
            <p>
              <Link to="/">{t('people.common.signIn')}</Link>
            </p>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (password.length < PASSWORD_MIN) {
                setError(t('people.invalid.passwordShort', { min: PASSWORD_MIN }));
                return;
              }
              setSaving(true);
              setError(null);
              acceptInvitation(token, password)
                .then((response) =>
                  setDone(serverOr(translator, response.message, t('people.invitation.passwordSetSignIn'))),
                )
                .catch((failure: unknown) => setError(errorMessage(failure)))
                .finally(() => setSaving(false));
            }}
          >
            <p>
              {tParts(
                translator,
                'people.invitation.intro',
                {
                  masjid: (
                    <strong>
                      {invitation.data.companyName
                        ? isolate(translator, invitation.data.companyName)
                        : t('people.invitation.aMasjid')}
                    </strong>
                  ),
                  email: <strong>{isolate(translator, invitation.data.email)}</strong>,
                },
                { name: isolate(translator, invitation.data.firstName) },
              )}
            </p>
            <TextField
              label={t('people.invitation.yourPassword')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('people.field.passwordHint', { min: PASSWORD_MIN })}
              value={password}
              error={error ?? undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p>
              <Button type="submit" disabled={saving || password === ''}>
                {saving ? t('people.invitation.saving') : t('people.invitation.submit')}
              </Button>
            </p>
          </form>
        )}
      </Card>
    </Page>
  );
}
