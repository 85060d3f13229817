import { useEffect, useState } from 'react';
import type { CompanyUrl } from '../../../../core/src/api-types.js';
import { api } from '../../lib/api-client.js';

/** Placeholder landing page; the public-side work replaces it with the full home. */
export function HomePage() {
  const [masjids, setMasjids] = useState<CompanyUrl[] | null>(null);
  useEffect(() => {
    api.get<CompanyUrl[]>('/api/auth/companies/url/active').then(setMasjids, () => setMasjids([]));
  }, []);
  return (
    <main>
      <h1>Minaret</h1>
      <label htmlFor="masjid">Select Masjid</label>
      <select id="masjid" onChange={(event) => event.target.value && window.location.assign(`/${event.target.value}`)}>
        <option value="">{masjids === null ? 'Loading...' : 'Choose a masjid'}</option>
        {masjids?.map((masjid) => (
          <option key={masjid.id} value={masjid.url}>
            {masjid.name}
          </option>
        ))}
      </select>
    </main>
  );
}
