import { useQuery } from '@tanstack/react-query';
import type { PrayerConfig } from '../../../../../core/src/prayer/prayer.types.js';
import { api, ApiError } from '../../../lib/api-client.js';

export const prayerConfigKey = (companyId: string) => ['prayer-config', companyId] as const;

/** GET /api/prayer/config/{companyId}; a masjid without a timetable yet answers null. */
export async function getPrayerConfig(companyId: string): Promise<PrayerConfig | null> {
  try {
    const config = await api.get<PrayerConfig | null>(`/api/prayer/config/${encodeURIComponent(companyId)}`);
    return config && typeof config === 'object' ? config : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePrayerConfig(companyId: string) {
  return useQuery({ queryKey: prayerConfigKey(companyId), queryFn: () => getPrayerConfig(companyId), staleTime: 0 });
}
