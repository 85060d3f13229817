import { useMemo, useState } from 'react';
import { openTableYears } from '@core/prayer/table-years.js';
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { localCivilDate, type CivilDate } from '@core/time/civil-date.js';
import { civilDateInZone } from '@core/time/zone.js';
import { usePrayerConfig } from '../api/get-prayer-config.js';
import { tableYearToRead } from '../logic/table-year.js';

/** The masjid's own date (its zone decides when next year's table opens), or the browser's before it has one. */
function masjidToday(zone: string | undefined): CivilDate {
  return zone ? civilDateInZone(zone, new Date()) : localCivilDate();
}

/**
 * The saved timetable of the year shown, straight from React Query (the only place it is kept), with the
 * open years and the one chosen among them.
 */
export function useSalahTable(companyId: string, edit: readonly DayPrayer[] | null) {
  const [chosenYear, setChosenYear] = useState<number | undefined>(undefined);
  // The previous answer stays while another year loads (placeholderData), so the zone is known by then.
  const [zoneSeen, setZoneSeen] = useState<string | undefined>(undefined);
  const today = useMemo(() => masjidToday(zoneSeen), [zoneSeen]);
  const years = openTableYears(today);
  const config = usePrayerConfig(companyId, tableYearToRead(edit, years, chosenYear));
  const saved = config.data ?? null;
  const zone = saved?.geoCode?.timezoneId;
  if (zone !== zoneSeen) setZoneSeen(zone);
  return {
    config,
    saved,
    zone,
    today,
    years,
    shownYear: saved?.year ?? today.year,
    chooseYear: (year: number) => setChosenYear(year === today.year ? undefined : year),
  };
}
