import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@core/api-types.js';
import type { PrayerConfig, PrayerSettingsUpdate } from '@core/prayer/prayer.types.js';
import { SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { call } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** PUT /api/prayer/config/{companyId}/settings: method, offsets or iqama rules, keeping the manual cells. */
export function savePrayerSettings(
  companyId: string,
  update: PrayerSettingsUpdate,
): Promise<ServiceResponse<PrayerConfig>> {
  return call(SAVE_PRAYER_SETTINGS, { params: { companyId }, body: update });
}

export function useSavePrayerSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PrayerSettingsUpdate) => savePrayerSettings(companyId, update),
    // Every year's table derives from these settings: all of them are read again, and the shown one is awaited.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerConfigKey(companyId) }),
  });
}
