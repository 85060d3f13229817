import { useQuery } from '@tanstack/react-query';
import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import { PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { ApiError, call } from '../../../lib/api-client.js';

/** Every year of a masjid shares the prefix, so invalidating `prayerConfigKey(companyId)` refreshes them all. */
export const prayerConfigKey = (companyId: string, year?: number) =>
  (year === undefined ? ['prayer-config', companyId] : ['prayer-config', companyId, year]) as readonly unknown[];

/** GET /api/prayer/config/{companyId}[?year=]; a masjid without a timetable yet answers null. */
export async function getPrayerConfig(companyId: string, year?: number): Promise<PrayerConfig | null> {
  try {
    const config = await call(PRAYER_CONFIG, { params: { companyId }, query: { year } });
    return config && typeof config === 'object' ? config : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The table of `year` (undefined: this year in the masjid's zone). The previous year's stays shown while the next loads. */
export function usePrayerConfig(companyId: string, year?: number) {
  return useQuery({
    queryKey: [...prayerConfigKey(companyId), year ?? 'current'],
    queryFn: () => getPrayerConfig(companyId, year),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
