import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Masjid } from '@core/api-types.js';
import { ActiveCheckbox } from '../../../components/active-checkbox.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { DataTable, RowActions, type Column } from '../../../components/data-table.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { Page, PageMessage } from '../../../components/page.js';
import { filterMasjids, unfinishedRegistration, waitingForActivation } from '../logic/filter-masjids.js';
import { timeAgo } from '../logic/time-ago.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isolate, serverOr } from '../../../lib/i18n/people-text.js';
import { useDeleteMasjid } from '../api/delete-masjid.js';
import { useMasjids } from '../api/get-masjids.js';
import { useSetMasjidActive } from '../api/set-masjid-active.js';
import { dashboardLink, formatAddress } from './format-address.js';

/** docs/product-rules.md ("Pages") 'Masjid list' (super admin). */
export function MasjidListPage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const masjids = useMasjids();
  const session = useSession();
  const ownCompanyId = session?.user?.companyId ?? null;
  const setActive = useSetMasjidActive();
  const remove = useDeleteMasjid();
  const [deleting, setDeleting] = useState<Masjid | null>(null);
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  // The super admins' registration email links here with ?filter=waiting (docs/volunteer.md "Masjid notices").
  const [onlyWaiting, setOnlyWaiting] = useState(() => params.get('filter') === 'waiting');

  function changeActive(masjid: Masjid, active: boolean) {
    setActive.mutate(
      { id: masjid.id, active },
      {
        onSuccess: (response) =>
          showAlert(
            'success',
            serverOr(
              translator,
              response.message,
              t(active ? 'people.masjids.activated' : 'people.masjids.deactivated'),
            ),
          ),
        // The spec only logs this failure; the admin still needs to know the change did not happen.
        onError: (error) => {
          console.error('Activate failed', error);
          showAlert('error', errorMessage(error));
        },
      },
    );
  }

  function confirmDelete() {
    const masjid = deleting;
    setDeleting(null);
    if (!masjid) return;
    remove.mutate(masjid.id, {
      onSuccess: (response) =>
        showAlert('success', serverOr(translator, response.message, t('people.masjids.deleted'))),
      onError: (error) => {
        console.error('Delete failed', error);
        showAlert('error', errorMessage(error));
      },
    });
  }

  const columns: Column<Masjid>[] = [
    { header: t('people.common.index'), cell: (_, index) => index + 1 },
    { header: t('people.field.name'), cell: (masjid) => masjid.name },
    {
      header: t('people.masjidForm.url'),
      cell: (masjid) => (
        <a href={`/${masjid.url}`} target="_blank" rel="noreferrer">
          <bdi>{dashboardLink(masjid.url)}</bdi>
        </a>
      ),
    },
    { header: t('people.masjidForm.address'), cell: (masjid) => <bdi>{formatAddress(masjid.address)}</bdi> },
    { header: t('people.masjids.firstAdmin'), cell: (masjid) => <FirstAdmin masjid={masjid} /> },
    {
      header: t('people.field.active'),
      cell: (masjid) => (
        <ActiveCheckbox
          active={masjid.active}
          name={masjid.name}
          disabled={masjid.id === ownCompanyId}
          disabledReason={t('people.masjids.cannotDeactivateOwn')}
          onChange={(active) => changeActive(masjid, active)}
        />
      ),
    },
    {
      header: t('people.common.action'),
      cell: (masjid) => (
        <RowActions>
          <ButtonLink
            to={`/auth/company/view?id=${encodeURIComponent(masjid.id)}`}
            tone="secondary"
            size="small"
            aria-label={t('people.masjids.viewLabel', { name: masjid.name })}
          >
            {t('people.common.view')}
          </ButtonLink>
          {masjid.id !== ownCompanyId && (
            <Button
              tone="danger"
              size="small"
              onClick={() => setDeleting(masjid)}
              aria-label={t('people.masjids.deleteLabel', { name: masjid.name })}
            >
              {t('people.common.delete')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Page
      title={t('people.masjids.title')}
      actions={<ButtonLink to="/auth/company/create">{t('people.masjids.add')}</ButtonLink>}
    >
      {masjids.isPending ? (
        <PageMessage>{t('people.common.loading')}</PageMessage>
      ) : masjids.isError ? (
        <PageMessage>
          {t('people.masjids.loadFailed')} <Link to="/auth/company/list">{t('people.common.tryAgain')}</Link>
        </PageMessage>
      ) : (
        <>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end', marginBottom: 16 }}>
            <TextField
              label={t('people.masjids.search')}
              type="search"
              value={query}
              placeholder={t('people.masjids.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
            <CheckboxField
              label={t('people.masjids.waiting', { count: masjids.data.filter(waitingForActivation).length })}
              checked={onlyWaiting}
              onChange={(event) => setOnlyWaiting(event.target.checked)}
            />
          </div>
          <DataTable
            columns={columns}
            rows={filterMasjids(masjids.data, query, onlyWaiting)}
            rowKey={(masjid) => masjid.id}
            empty={t('people.masjids.none')}
          />
          {onlyWaiting && <UnfinishedRegistrations masjids={filterMasjids(masjids.data, query, false)} />}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('people.masjids.confirmTitle')}
        message={t('people.masjids.confirmMessage', { name: isolate(translator, deleting?.name ?? '') })}
        confirmLabel={t('people.common.yes')}
        cancelLabel={t('people.common.no')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}

/** Who the first admin is, and whether they confirmed their email (docs/volunteer.md "All Masjids"). */
function FirstAdmin({ masjid }: { masjid: Masjid }) {
  const { t } = useAdminTranslator();
  const admin = masjid.registration?.firstAdmin;
  if (!admin) return <>{t('people.masjids.noFirstAdmin')}</>;
  return (
    <>
      <bdi>{`${admin.firstName} ${admin.lastName}`}</bdi>
      <br />
      <bdi>{admin.email}</bdi>
      {!admin.verified && (
        <>
          <br />
          <em>{t('people.masjids.emailNotConfirmed')}</em>
        </>
      )}
    </>
  );
}

/**
 * Registrations nobody finished (no confirmed first admin) stay out of the waiting list, so an abandoned
 * one cannot be activated in place of the real one; one collapsed line holds them with their age.
 */
function UnfinishedRegistrations({ masjids }: { masjids: readonly Masjid[] }) {
  const { t, language } = useAdminTranslator();
  const unfinished = masjids.filter(unfinishedRegistration);
  if (unfinished.length === 0) return null;
  const now = new Date();
  return (
    <details style={{ marginTop: 16 }}>
      <summary>{t('people.masjids.unfinished', { count: unfinished.length })}</summary>
      <ul>
        {unfinished.map((masjid) => (
          <li key={masjid.id}>
            <Link to={`/auth/company/view?id=${encodeURIComponent(masjid.id)}`}>
              <bdi>{masjid.name}</bdi>
            </Link>{' '}
            (<bdi>{dashboardLink(masjid.url)}</bdi>):{' '}
            {t(masjid.registration?.firstAdmin ? 'people.masjids.unconfirmedAdmin' : 'people.masjids.noAdminYet', {
              email: masjid.registration?.firstAdmin?.email ?? '',
              age: masjid.registration ? timeAgo(masjid.registration.createdAt, now, language) : '',
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
