import { useSearchParams } from 'react-router-dom';
import type { User } from '../../../../../core/src/api-types.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { Card, Details, Loaded, Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { useMe } from '../api/get-me.js';
import { useUser } from '../api/get-user.js';
import { useResendVerification } from '../api/resend-verification.js';
import { fullName, passwordPath, userEditPath } from './user-links.js';

/** /auth/company/user/view?companyId=&id=: 'User Profile'. */
export function UserViewPage() {
  const [params] = useSearchParams();
  const user = useUser(params.get('companyId'), params.get('id'));
  return (
    <Page title="User Profile">
      {!params.get('id') ? <PageMessage>No user was chosen.</PageMessage> : <Loaded query={user}>{(data) => <UserDetails user={data} />}</Loaded>}
    </Page>
  );
}

/** /auth/company/user/profile: the signed-in user's own profile. */
export function UserProfilePage() {
  const me = useMe();
  return (
    <Page title="User Profile" subtitle="Viewing my user profile">
      <Loaded query={me}>{(data) => <UserDetails user={data.user} />}</Loaded>
    </Page>
  );
}

function UserDetails({ user }: { user: User }) {
  const session = useSession();
  const { admin } = useRoles();
  const resend = useResendVerification();
  const self = session?.payload.sub === user.id;
  const registered = user.registrationDate ? new Date(user.registrationDate) : null;

  return (
    <Card>
      <Details
        items={[
          { label: 'Name', value: fullName(user) },
          { label: 'Email', value: user.email },
          { label: 'Roles', value: user.roles.join(', ') || '-' },
          { label: 'Active', value: user.active ? 'Yes' : 'No' },
          {
            label: 'Email confirmed',
            value: user.verified ? (
              'Yes'
            ) : (
              <>
                No (cannot sign in until the link in the confirmation email is opened){' '}
                {admin && !self && (
                  <Button
                    size="small"
                    tone="secondary"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(user.id, {
                        onSuccess: (response) => showAlert('success', response.message ?? 'A new confirmation email was sent.'),
                        onError: (error) => showAlert('error', errorMessage(error)),
                      })
                    }
                  >
                    Send the confirmation email again
                  </Button>
                )}
              </>
            ),
          },
          { label: 'Registered', value: registered && !Number.isNaN(registered.getTime()) ? registered.toLocaleDateString() : '-' },
        ]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 24 }}>
        {user.companyId && (self || admin) && <ButtonLink to={userEditPath(user.companyId, user.id)}>Edit User</ButtonLink>}
        {self && (
          <ButtonLink to={passwordPath('update', user.email)} tone="secondary">
            Update Password
          </ButtonLink>
        )}
        {admin && (
          <ButtonLink to={passwordPath('reset', user.email)} tone="secondary">
            Reset Password
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
