import { useEffect, useState } from 'react';
import type { CompanyUrl } from '@core/api-types.js';
import { api } from '../../lib/api-client.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';

/** Placeholder landing page; the public-side work replaces it with the full home. */
export function HomePage() {
  const { t } = useAdminTranslator();
  const [masjids, setMasjids] = useState<CompanyUrl[] | null>(null);
  useEffect(() => {
    api.get<CompanyUrl[]>('/api/auth/companies/url/active').then(setMasjids, () => setMasjids([]));
  }, []);
  return (
    <main>
      <h1>Minaret</h1>
      <label htmlFor="masjid">{t('people.home.selectMasjid')}</label>
      <select id="masjid" onChange={(event) => event.target.value && window.location.assign(`/${event.target.value}`)}>
        <option value="">{masjids === null ? t('people.common.loading') : t('people.home.chooseMasjid')}</option>
        {masjids?.map((masjid) => (
          <option key={masjid.id} value={masjid.url}>
            {masjid.name}
          </option>
        ))}
      </select>
    </main>
  );
}
