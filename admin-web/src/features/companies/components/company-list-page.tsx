import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Company } from '@core/api-types.js';
import { ActiveCheckbox } from '../../../components/active-checkbox.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { DataTable, RowActions, type Column } from '../../../components/data-table.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { Page, PageMessage } from '../../../components/page.js';
import { filterCompanies, waitingForActivation } from '../logic/filter-companies.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isolate, serverOr } from '../../../lib/i18n/people-text.js';
import { useDeleteCompany } from '../api/delete-company.js';
import { useCompanies } from '../api/get-companies.js';
import { useSetCompanyActive } from '../api/set-company-active.js';
import { dashboardLink, formatAddress } from './format-address.js';

/** docs/product-rules.md ("Pages") 'Masjid list' (super admin). */
export function CompanyListPage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const companies = useCompanies();
  const session = useSession();
  const ownCompanyId = session?.user?.companyId ?? null;
  const setActive = useSetCompanyActive();
  const remove = useDeleteCompany();
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  // The super admins' registration email links here with ?filter=waiting (docs/volunteer.md "Masjid notices").
  const [onlyWaiting, setOnlyWaiting] = useState(() => params.get('filter') === 'waiting');

  function changeActive(company: Company, active: boolean) {
    setActive.mutate(
      { id: company.id, active },
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
    const company = deleting;
    setDeleting(null);
    if (!company) return;
    remove.mutate(company.id, {
      onSuccess: (response) =>
        showAlert('success', serverOr(translator, response.message, t('people.masjids.deleted'))),
      onError: (error) => {
        console.error('Delete failed', error);
        showAlert('error', errorMessage(error));
      },
    });
  }

  const columns: Column<Company>[] = [
    { header: t('people.common.index'), cell: (_, index) => index + 1 },
    { header: t('people.field.name'), cell: (company) => company.name },
    {
      header: t('people.masjidForm.url'),
      cell: (company) => (
        <a href={`/${company.url}`} target="_blank" rel="noreferrer">
          <bdi>{dashboardLink(company.url)}</bdi>
        </a>
      ),
    },
    { header: t('people.masjidForm.address'), cell: (company) => <bdi>{formatAddress(company.address)}</bdi> },
    {
      header: t('people.field.active'),
      cell: (company) => (
        <ActiveCheckbox
          active={company.active}
          name={company.name}
          disabled={company.id === ownCompanyId}
          disabledReason={t('people.masjids.cannotDeactivateOwn')}
          onChange={(active) => changeActive(company, active)}
        />
      ),
    },
    {
      header: t('people.common.action'),
      cell: (company) => (
        <RowActions>
          <ButtonLink
            to={`/auth/company/view?id=${encodeURIComponent(company.id)}`}
            tone="secondary"
            size="small"
            aria-label={t('people.masjids.viewLabel', { name: company.name })}
          >
            {t('people.common.view')}
          </ButtonLink>
          {company.id !== ownCompanyId && (
            <Button
              tone="danger"
              size="small"
              onClick={() => setDeleting(company)}
              aria-label={t('people.masjids.deleteLabel', { name: company.name })}
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
      {companies.isPending ? (
        <PageMessage>{t('people.common.loading')}</PageMessage>
      ) : companies.isError ? (
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
              label={t('people.masjids.waiting', { count: companies.data.filter(waitingForActivation).length })}
              checked={onlyWaiting}
              onChange={(event) => setOnlyWaiting(event.target.checked)}
            />
          </div>
          <DataTable
            columns={columns}
            rows={filterCompanies(companies.data, query, onlyWaiting)}
            rowKey={(company) => company.id}
            empty={t('people.masjids.none')}
          />
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
