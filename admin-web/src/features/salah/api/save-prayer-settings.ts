import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { PrayerConfig, PrayerSettingsUpdate } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** PUT /api/prayer/config/{companyId}/settings: method, offsets or iqama rules, keeping the manual cells. */
export function savePrayerSettings(companyId: string, update: PrayerSettingsUpdate): Promise<ServiceResponse<PrayerConfig>> {
  return api.put<ServiceResponse<PrayerConfig>>(`/api/prayer/config/${encodeURIComponent(companyId)}/settings`, update);
}

export function useSavePrayerSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PrayerSettingsUpdate) => savePrayerSettings(companyId, update),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(prayerConfigKey(companyId), response.target);
      else return queryClient.invalidateQueries({ queryKey: prayerConfigKey(companyId) });
    },
  });
}
