import type { Company } from '@core/api-types.js';
import { ButtonLink } from '../../../components/button.js';
import { Card, Details, Loaded, Page } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { useRoles } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isoDateText } from '../../../lib/i18n/people-text.js';
import { useCompany } from '../api/get-company.js';
import { NoCompany } from './company-form-page.js';
import { dashboardLink, formatAddress } from './format-address.js';
import { currencyText } from './localized-names.js';
import { companyQuery, useCompanyId } from './use-company-id.js';

/** /auth/company/view: 'Masjid Profile', read-only. */
export function CompanyViewPage() {
  const { t } = useAdminTranslator();
  const { id, own } = useCompanyId();
  const company = useCompany(id);
  const { admin } = useRoles();

  return (
    <Page
      title={t('people.masjid.profileTitle')}
      actions={
        id && admin ? (
          <>
            <ButtonLink to={`/auth/company/edit${companyQuery(id, own)}`}>{t('people.masjid.editCompany')}</ButtonLink>
            <ButtonLink
              to={`/auth/company/user/create${own ? '' : `?companyId=${encodeURIComponent(id)}`}`}
              tone="secondary"
            >
              {t('people.masjid.addUser')}
            </ButtonLink>
          </>
        ) : undefined
      }
    >
      {!id ? <NoCompany /> : <Loaded query={company}>{(data) => <CompanyDetails company={data} />}</Loaded>}
    </Page>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const translator = useAdminTranslator();
  const { t, language } = translator;
  return (
    <Card>
      <Details
        items={[
          { label: t('people.field.name'), value: company.name },
          {
            label: t('people.masjidForm.url'),
            value: (
              <>
                <a href={`/${company.url}`} target="_blank" rel="noreferrer">
                  <bdi>{dashboardLink(company.url)}</bdi>
                </a>
                <br />
                <span className={pageStyles.muted}>{t('people.masjidForm.urlHint')}</span>
              </>
            ),
          },
          {
            label: t('people.masjidForm.website'),
            value: company.website ? (
              <a href={company.website} target="_blank" rel="noreferrer">
                <bdi>{company.website}</bdi>
              </a>
            ) : (
              '-'
            ),
          },
          { label: t('people.masjidForm.address'), value: <bdi>{formatAddress(company.address)}</bdi> },
          {
            label: t('people.masjidForm.currency'),
            value: company.currency
              ? company.currencyChosen
                ? currencyText(language, company.currency)
                : t('people.masjid.currencyOfCountry', { currency: currencyText(language, company.currency) })
              : '-',
          },
          {
            label: t('people.masjid.coordinates'),
            value:
              company.address.latitude !== null && company.address.longitude !== null ? (
                <bdi>{`${company.address.latitude}, ${company.address.longitude}`}</bdi>
              ) : (
                '-'
              ),
          },
          {
            label: t('people.field.active'),
            value: company.active ? t('people.common.yes') : t('people.masjid.inactive'),
          },
          {
            label: t('people.masjidForm.expiration'),
            value: typeof company.expirationDate === 'string' ? isoDateText(translator, company.expirationDate) : '-',
          },
        ]}
      />
    </Card>
  );
}
