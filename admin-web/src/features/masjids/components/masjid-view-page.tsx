import type { Masjid } from '@core/api-types.js';
import { ButtonLink } from '../../../components/button.js';
import { Card, Details, Loaded, Page } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { useRoles } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isoDateText } from '../../../lib/i18n/people-text.js';
import { useMasjid } from '../api/get-masjid.js';
import { NoMasjid } from './masjid-form-page.js';
import { dashboardLink, formatAddress } from './format-address.js';
import { currencyText } from './localized-names.js';
import { masjidQuery, useCompanyId } from './use-masjid-id.js';

/** /auth/company/view: 'Masjid Profile', read-only. */
export function MasjidViewPage() {
  const { t } = useAdminTranslator();
  const { id, own } = useCompanyId();
  const masjid = useMasjid(id);
  const { admin } = useRoles();

  return (
    <Page
      title={t('people.masjid.profileTitle')}
      actions={
        id && admin ? (
          <>
            <ButtonLink to={`/auth/company/edit${masjidQuery(id, own)}`}>{t('people.masjid.editCompany')}</ButtonLink>
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
      {!id ? <NoMasjid /> : <Loaded query={masjid}>{(data) => <MasjidDetails masjid={data} />}</Loaded>}
    </Page>
  );
}

function MasjidDetails({ masjid }: { masjid: Masjid }) {
  const translator = useAdminTranslator();
  const { t, language } = translator;
  return (
    <Card>
      <Details
        items={[
          { label: t('people.field.name'), value: masjid.name },
          {
            label: t('people.masjidForm.url'),
            value: (
              <>
                <a href={`/${masjid.url}`} target="_blank" rel="noreferrer">
                  <bdi>{dashboardLink(masjid.url)}</bdi>
                </a>
                <br />
                <span className={pageStyles.muted}>{t('people.masjidForm.urlHint')}</span>
              </>
            ),
          },
          {
            label: t('people.masjidForm.website'),
            value: masjid.website ? (
              <a href={masjid.website} target="_blank" rel="noreferrer">
                <bdi>{masjid.website}</bdi>
              </a>
            ) : (
              '-'
            ),
          },
          { label: t('people.masjidForm.address'), value: <bdi>{formatAddress(masjid.address)}</bdi> },
          {
            label: t('people.masjidForm.currency'),
            value: masjid.currency
              ? masjid.currencyChosen
                ? currencyText(language, masjid.currency)
                : t('people.masjid.currencyOfCountry', { currency: currencyText(language, masjid.currency) })
              : '-',
          },
          {
            label: t('people.masjid.coordinates'),
            value:
              masjid.address.latitude !== null && masjid.address.longitude !== null ? (
                <bdi>{`${masjid.address.latitude}, ${masjid.address.longitude}`}</bdi>
              ) : (
                '-'
              ),
          },
          {
            label: t('people.field.active'),
            value: masjid.active ? t('people.common.yes') : t('people.masjid.inactive'),
          },
          {
            label: t('people.masjidForm.expiration'),
            value: typeof masjid.expirationDate === 'string' ? isoDateText(translator, masjid.expirationDate) : '-',
          },
        ]}
      />
    </Card>
  );
}
