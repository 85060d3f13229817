import { useSearchParams } from 'react-router-dom';
import type { User } from '@core/api-types.js';
import type { Role } from '@core/auth/roles.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { Card, Details, Loaded, Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { dayText, serverOr } from '../../../lib/i18n/people-text.js';
import { useMe } from '../api/get-me.js';
import { useUser } from '../api/get-user.js';
import { useInviteUser } from '../api/invite-user.js';
import { useResendVerification } from '../api/resend-verification.js';
import { LanguagePicker } from './language-picker.js';
import { rolesText } from './roles.js';
import { fullName, passwordPath, userEditPath } from './user-links.js';

/** /auth/company/user/view?companyId=&id=: 'User Profile'. */
export function UserViewPage() {
  const { t } = useAdminTranslator();
  const [params] = useSearchParams();
  const user = useUser(params.get('companyId'), params.get('id'));
  return (
    <Page title={t('people.user.profileTitle')}>
      {!params.get('id') ? (
        <PageMessage>{t('people.user.noneChosen')}</PageMessage>
      ) : (
        <Loaded query={user}>{(data) => <UserDetails user={data} />}</Loaded>
      )}
    </Page>
  );
}

/** /auth/company/user/profile: the signed-in user's own profile. */
export function UserProfilePage() {
  const { t } = useAdminTranslator();
  const me = useMe();
  return (
    <Page title={t('people.user.profileTitle')} subtitle={t('people.user.mySubtitle')}>
      <Loaded query={me}>
        {(data) => (
          <>
            <UserDetails user={data.user} />
            <div style={{ marginTop: 16 }}>
              <Card>
                <LanguagePicker user={data.user} />
              </Card>
            </div>
          </>
        )}
      </Loaded>
    </Page>
  );
}

/** An invited user who has not chosen a password yet (docs/volunteer.md "Inviting a user"). */
function PendingInvitation({ user, canResend }: { user: User; canResend: boolean }) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const invite = useInviteUser(user.companyId ?? '');
  return (
    <>
      {t('people.user.invitationPending')}{' '}
      {canResend && user.companyId && (
        <Button
          size="small"
          tone="secondary"
          disabled={invite.isPending}
          onClick={() =>
            invite.mutate(
              { firstName: user.firstName, lastName: user.lastName, email: user.email, roles: user.roles as Role[] },
              {
                onSuccess: (response) =>
                  showAlert(
                    'success',
                    serverOr(translator, response.message, t('people.user.invitationResentTo', { email: user.email })),
                  ),
                onError: (error) => showAlert('error', errorMessage(error)),
              },
            )
          }
        >
          {t('people.user.resendInvitation')}
        </Button>
      )}
    </>
  );
}

function UserDetails({ user }: { user: User }) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const session = useSession();
  const { admin } = useRoles();
  const resend = useResendVerification();
  const self = session?.payload.sub === user.id;
  const registered = user.registrationDate ? new Date(user.registrationDate) : null;

  return (
    <Card>
      <Details
        items={[
          { label: t('people.field.name'), value: fullName(user) },
          { label: t('people.field.email'), value: user.email },
          { label: t('people.field.roles'), value: rolesText(translator, user.roles) || '-' },
          { label: t('people.field.active'), value: t(user.active ? 'people.common.yes' : 'people.common.no') },
          user.invited
            ? {
                label: t('people.user.invitation'),
                value: <PendingInvitation user={user} canResend={admin && !self} />,
              }
            : {
                label: t('people.user.emailConfirmed'),
                value: user.verified ? (
                  t('people.common.yes')
                ) : (
                  <>
                    {t('people.user.notConfirmed')}{' '}
                    {admin && !self && (
                      <Button
                        size="small"
                        tone="secondary"
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(user.id, {
                            onSuccess: (response) =>
                              showAlert(
                                'success',
                                serverOr(translator, response.message, t('people.user.confirmationResent')),
                              ),
                            onError: (error) => showAlert('error', errorMessage(error)),
                          })
                        }
                      >
                        {t('people.user.resendConfirmation')}
                      </Button>
                    )}
                  </>
                ),
              },
          {
            label: t('people.user.registered'),
            value: registered && !Number.isNaN(registered.getTime()) ? dayText(translator, registered) : '-',
          },
        ]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 24 }}>
        {user.companyId && (self || admin) && (
          <ButtonLink to={userEditPath(user.companyId, user.id)}>{t('people.user.edit')}</ButtonLink>
        )}
        {self && (
          <ButtonLink to={passwordPath('update', user.email)} tone="secondary">
            {t('people.user.updatePassword')}
          </ButtonLink>
        )}
        {/* One's own password needs the current one (Update Password); the server refuses a reset of it. */}
        {admin && !self && (
          <ButtonLink to={passwordPath('reset', user.email)} tone="secondary">
            {t('people.user.resetPassword')}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
