import type { Company } from '../../../../../core/src/api-types.js';
import { ButtonLink } from '../../../components/button.js';
import { Card, Details, Loaded, Page } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { useRoles } from '../../../lib/auth/use-session.js';
import { useCompany } from '../api/get-company.js';
import { NoCompany } from './company-form-page.js';
import { dashboardLink, formatAddress } from './format-address.js';
import { companyQuery, useCompanyId } from './use-company-id.js';

/** /auth/company/view: 'Masjid Profile', read-only. */
export function CompanyViewPage() {
  const { id, own } = useCompanyId();
  const company = useCompany(id);
  const { admin } = useRoles();

  return (
    <Page
      title="Masjid Profile"
      actions={
        id && admin ? (
          <>
            <ButtonLink to={`/auth/company/edit${companyQuery(id, own)}`}>Edit Company</ButtonLink>
            <ButtonLink to={`/auth/company/user/create${own ? '' : `?companyId=${encodeURIComponent(id)}`}`} tone="secondary">
              Add user to company
            </ButtonLink>
          </>
        ) : undefined
      }
    >
      {!id ? (
        <NoCompany />
      ) : (
        <Loaded query={company}>{(data) => <CompanyDetails company={data} />}</Loaded>
      )}
    </Page>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  return (
    <Card>
      <Details
        items={[
          { label: 'Name', value: company.name },
          {
            label: 'Dashboard URL',
            value: (
              <>
                <a href={`/${company.url}`} target="_blank" rel="noreferrer">
                  {dashboardLink(company.url)}
                </a>
                <br />
                <span className={pageStyles.muted}>Use this link to access dashboard.</span>
              </>
            ),
          },
          {
            label: 'Website',
            value: (
              <a href={company.website} target="_blank" rel="noreferrer">
                {company.website}
              </a>
            ),
          },
          { label: 'Address', value: formatAddress(company.address) },
          {
            label: 'Coordinates',
            value:
              company.address.latitude !== null && company.address.longitude !== null
                ? `${company.address.latitude}, ${company.address.longitude}`
                : '-',
          },
          {
            label: 'Active',
            value: company.active ? 'Yes' : 'No (not shown to the public until a super admin activates it)',
          },
          { label: 'Expiration date', value: company.expirationDate ?? '-' },
        ]}
      />
    </Card>
  );
}
