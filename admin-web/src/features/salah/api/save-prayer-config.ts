import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { DayPrayer, PrayerConfig } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config: the edited 366-day table (only id, companyId and prayers are read). */
export function savePrayerConfig(body: { id: string; companyId: string; prayers: DayPrayer[] }): Promise<ServiceResponse<PrayerConfig>> {
  return api.post<ServiceResponse<PrayerConfig>>('/api/prayer/config', body);
}

export function useSavePrayerConfig(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrayerConfig,
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(prayerConfigKey(companyId), response.target);
    },
  });
}
