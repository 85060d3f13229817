import { useNavigate } from 'react-router-dom';
import { SelectField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useActiveMasjids } from '../api/get-active-masjids.js';

/** 'Select Masjid': choosing one opens its public dashboard at /{url}. */
export function MasjidSelector() {
  const { t } = useAdminTranslator();
  const masjids = useActiveMasjids();
  const navigate = useNavigate();
  const empty = masjids.isSuccess && masjids.data.length === 0;
  return (
    <SelectField
      label={t('people.home.selectMasjid')}
      defaultValue=""
      disabled={!masjids.isSuccess || empty}
      hint={masjids.isError ? t('people.home.loadFailed') : empty ? t('people.home.noneYet') : undefined}
      onChange={(event) => {
        if (event.target.value) void navigate(`/${encodeURIComponent(event.target.value)}`);
      }}
    >
      <option value="">{masjids.isPending ? t('people.common.loading') : t('people.home.chooseMasjid')}</option>
      {masjids.data?.map((masjid) => (
        <option key={masjid.id} value={masjid.url}>
          {masjid.name}
        </option>
      ))}
    </SelectField>
  );
}
