import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Company } from '../../../../../core/src/api-types.js';
import { ActiveCheckbox } from '../../../components/active-checkbox.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { DataTable, RowActions, type Column } from '../../../components/data-table.js';
import { Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useDeleteCompany } from '../api/delete-company.js';
import { useCompanies } from '../api/get-companies.js';
import { useSetCompanyActive } from '../api/set-company-active.js';
import { dashboardLink, formatAddress } from './format-address.js';

/** SPEC.md section 2 'Masjid list' (super admin). */
export function CompanyListPage() {
  const companies = useCompanies();
  const session = useSession();
  const ownCompanyId = session?.user?.companyId ?? null;
  const setActive = useSetCompanyActive();
  const remove = useDeleteCompany();
  const [deleting, setDeleting] = useState<Company | null>(null);

  function changeActive(company: Company, active: boolean) {
    setActive.mutate(
      { id: company.id, active },
      {
        onSuccess: (response) => showAlert('success', response.message ?? (active ? 'Masjid activated' : 'Masjid deactivated')),
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
      onSuccess: (response) => showAlert('success', response.message ?? 'Masjid deleted'),
      onError: (error) => {
        console.error('Delete failed', error);
        showAlert('error', errorMessage(error));
      },
    });
  }

  const columns: Column<Company>[] = [
    { header: 'Index', cell: (_, index) => index + 1 },
    { header: 'Name', cell: (company) => company.name },
    {
      header: 'Dashboard URL',
      cell: (company) => (
        <a href={`/${company.url}`} target="_blank" rel="noreferrer">
          {dashboardLink(company.url)}
        </a>
      ),
    },
    { header: 'Address', cell: (company) => formatAddress(company.address) },
    {
      header: 'Active',
      cell: (company) => (
        <ActiveCheckbox
          active={company.active}
          name={company.name}
          disabled={company.id === ownCompanyId}
          disabledReason="You cannot deactivate your own masjid."
          onChange={(active) => changeActive(company, active)}
        />
      ),
    },
    {
      header: 'Action',
      cell: (company) => (
        <RowActions>
          <ButtonLink to={`/auth/company/view?id=${encodeURIComponent(company.id)}`} tone="secondary" size="small" aria-label={`View ${company.name}`}>
            View
          </ButtonLink>
          {company.id !== ownCompanyId && (
            <Button tone="danger" size="small" onClick={() => setDeleting(company)} aria-label={`Delete ${company.name}`}>
              Delete
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Page title="All Masjids" actions={<ButtonLink to="/auth/company/create">Add masjid</ButtonLink>}>
      {companies.isPending ? (
        <PageMessage>Loading...</PageMessage>
      ) : companies.isError ? (
        <PageMessage>The masjid list could not be loaded. <Link to="/auth/company/list">Try again</Link></PageMessage>
      ) : (
        <DataTable columns={columns} rows={companies.data} rowKey={(company) => company.id} empty="No companies found" />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Delete"
        message={`Are you sure, you want to delete "${deleting?.name ?? ''}". You will not be able to recover it.`}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
