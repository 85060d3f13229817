import { useNavigate } from 'react-router-dom';
import { SelectField } from '../../../components/field.js';
import { useActiveMasjids } from '../api/get-active-masjids.js';

/** 'Select Masjid': choosing one opens its public dashboard at /{url}. */
export function MasjidSelector() {
  const masjids = useActiveMasjids();
  const navigate = useNavigate();
  const empty = masjids.isSuccess && masjids.data.length === 0;
  return (
    <SelectField
      label="Select Masjid"
      defaultValue=""
      disabled={!masjids.isSuccess || empty}
      hint={masjids.isError ? 'The masjid list could not be loaded.' : empty ? 'No masjid is published yet.' : undefined}
      onChange={(event) => {
        if (event.target.value) navigate(`/${encodeURIComponent(event.target.value)}`);
      }}
    >
      <option value="">{masjids.isPending ? 'Loading...' : 'Choose a masjid'}</option>
      {masjids.data?.map((masjid) => (
        <option key={masjid.id} value={masjid.url}>
          {masjid.name}
        </option>
      ))}
    </SelectField>
  );
}
