import type { CompanyWithUsers, User } from '../../../../../core/src/api-types.js';
import { ActiveCheckbox } from '../../../components/active-checkbox.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { DataTable, RowActions, type Column } from '../../../components/data-table.js';
import { Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useAllUsers } from '../api/get-all-users.js';
import { useCompanyUsers } from '../api/get-company-users.js';
import { useSetUserActive } from '../api/set-user-active.js';
import { fullName, userViewPath } from './user-links.js';

/** /auth/company/user/list/all: users of every masjid, grouped by masjid (super admin). */
export function AllUsersPage() {
  const users = useAllUsers();
  return <UserListPage title="All Users" query={users} />;
}

/** /auth/company/user/list/current: users of the masjid the admin acts for. */
export function CurrentUsersPage() {
  const session = useSession();
  const companyId = session?.payload.companyId ?? null;
  const users = useCompanyUsers(companyId);
  if (!companyId) {
    return (
      <Page title="Users">
        <PageMessage>You are not acting for a masjid, so there are no users to list here.</PageMessage>
      </Page>
    );
  }
  return <UserListPage title="Users" query={users} addUser />;
}

interface UserListPageProps {
  title: string;
  query: { isPending: boolean; isError: boolean; data?: CompanyWithUsers[] | undefined; error: Error | null };
  addUser?: boolean;
}

function UserListPage({ title, query, addUser }: UserListPageProps) {
  const session = useSession();
  const setActive = useSetUserActive();
  const selfId = session?.payload.sub;

  function changeActive(user: User, active: boolean) {
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: (response) => showAlert('success', response.message ?? (active ? 'User activated' : 'User deactivated')),
        onError: (error) => {
          console.error('Activate failed', error);
          showAlert('error', errorMessage(error));
        },
      },
    );
  }

  const columns: Column<User>[] = [
    { header: 'Index', cell: (_, index) => index + 1 },
    { header: 'Name', cell: (user) => fullName(user) },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Roles', cell: (user) => user.roles.join(', ') },
    {
      header: 'Active',
      cell: (user) => (
        <ActiveCheckbox
          active={user.active}
          name={user.email}
          disabled={user.id === selfId}
          disabledReason="You cannot deactivate your own account."
          onChange={(active) => changeActive(user, active)}
        />
      ),
    },
    { header: 'Verified', cell: (user) => (user.verified ? 'Yes' : 'No') },
    {
      header: 'Action',
      cell: (user) => (
        <RowActions>
          <ButtonLink
            to={userViewPath(user.companyId ?? '', user.id)}
            tone="secondary"
            size="small"
            aria-label={`View ${user.email}`}
            aria-disabled={!user.companyId}
            onClick={(event) => !user.companyId && event.preventDefault()}
          >
            View
          </ButtonLink>
          <Button tone="ghost" size="small" disabled title="Not implemented" aria-label={`Delete ${user.email} (not implemented)`}>
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Page title={title} actions={addUser ? <ButtonLink to="/auth/company/user/create">Add user</ButtonLink> : undefined}>
      {query.isPending ? (
        <PageMessage>Loading...</PageMessage>
      ) : query.isError || !query.data ? (
        <PageMessage>{query.error?.message ?? 'The users could not be loaded.'}</PageMessage>
      ) : query.data.length === 0 ? (
        <PageMessage>No users found</PageMessage>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          {query.data.map((group) => (
            <DataTable
              key={group.id || 'none'}
              caption={group.name}
              columns={columns}
              rows={group.users}
              rowKey={(user) => user.id}
              empty="No users found"
            />
          ))}
        </div>
      )}
    </Page>
  );
}
