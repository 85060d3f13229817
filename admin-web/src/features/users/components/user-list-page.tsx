import type { MasjidWithUsers, User } from '@core/api-types.js';
import { ActiveCheckbox } from '../../../components/active-checkbox.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { DataTable, RowActions, type Column } from '../../../components/data-table.js';
import { Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { serverOr } from '../../../lib/i18n/people-text.js';
import { useAllUsers } from '../api/get-all-users.js';
import { useMasjidUsers } from '../api/get-masjid-users.js';
import { useSetUserActive } from '../api/set-user-active.js';
import { rolesText } from './roles.js';
import { fullName, userViewPath } from './user-links.js';

/** /auth/company/user/list/all: users of every masjid, grouped by masjid (super admin). */
export function AllUsersPage() {
  const translator = useAdminTranslator();
  const users = useAllUsers();
  return <UserListPage title={translator.t('people.users.allTitle')} query={users} />;
}

/** /auth/company/user/list/current: users of the masjid the admin acts for. */
export function CurrentUsersPage() {
  const { t } = useAdminTranslator();
  const session = useSession();
  const companyId = session?.payload.companyId ?? null;
  const users = useMasjidUsers(companyId);
  if (!companyId) {
    return (
      <Page title={t('people.users.title')}>
        <PageMessage>{t('people.users.noMasjid')}</PageMessage>
      </Page>
    );
  }
  return <UserListPage title={t('people.users.title')} query={users} addUser />;
}

interface UserListPageProps {
  title: string;
  query: { isPending: boolean; isError: boolean; data?: MasjidWithUsers[] | undefined; error: Error | null };
  addUser?: boolean;
}

function UserListPage({ title, query, addUser }: UserListPageProps) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const session = useSession();
  const setActive = useSetUserActive();
  const selfId = session?.payload.sub;

  function changeActive(user: User, active: boolean) {
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: (response) =>
          showAlert(
            'success',
            serverOr(translator, response.message, t(active ? 'people.users.activated' : 'people.users.deactivated')),
          ),
        onError: (error) => {
          console.error('Activate failed', error);
          showAlert('error', errorMessage(error));
        },
      },
    );
  }

  const columns: Column<User>[] = [
    { header: t('people.common.index'), cell: (_, index) => index + 1 },
    { header: t('people.field.name'), cell: (user) => fullName(user) },
    { header: t('people.field.email'), cell: (user) => user.email },
    { header: t('people.field.roles'), cell: (user) => rolesText(translator, user.roles) },
    {
      header: t('people.field.active'),
      cell: (user) => (
        <ActiveCheckbox
          active={user.active}
          name={user.email}
          disabled={user.id === selfId}
          disabledReason={t('people.users.cannotDeactivateSelf')}
          onChange={(active) => changeActive(user, active)}
        />
      ),
    },
    {
      header: t('people.users.verified'),
      cell: (user) =>
        t(user.invited ? 'people.users.invited' : user.verified ? 'people.common.yes' : 'people.common.no'),
    },
    {
      header: t('people.common.action'),
      cell: (user) => (
        <RowActions>
          <ButtonLink
            to={userViewPath(user.companyId ?? '', user.id)}
            tone="secondary"
            size="small"
            aria-label={t('people.users.viewLabel', { email: user.email })}
            aria-disabled={!user.companyId}
            onClick={(event) => !user.companyId && event.preventDefault()}
          >
            {t('people.common.view')}
          </ButtonLink>
          <Button
            tone="ghost"
            size="small"
            disabled
            title={t('people.users.notImplemented')}
            aria-label={t('people.users.deleteLabel', { email: user.email })}
          >
            {t('people.common.delete')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Page
      title={title}
      actions={addUser ? <ButtonLink to="/auth/company/user/create">{t('people.users.add')}</ButtonLink> : undefined}
    >
      {query.isPending ? (
        <PageMessage>{t('people.common.loading')}</PageMessage>
      ) : query.isError || !query.data ? (
        <PageMessage>{query.error?.message ?? t('people.users.loadFailed')}</PageMessage>
      ) : query.data.length === 0 ? (
        <PageMessage>{t('people.users.none')}</PageMessage>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          {query.data.map((group) => (
            <DataTable
              key={group.id || 'none'}
              caption={group.name}
              columns={columns}
              rows={group.users}
              rowKey={(user) => user.id}
              empty={t('people.users.none')}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
