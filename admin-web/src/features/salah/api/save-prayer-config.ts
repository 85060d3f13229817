import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@core/api-types.js';
import type { DayPrayer, PrayerConfig } from '@core/prayer/prayer.types.js';
import { SAVE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { call } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/**
 * POST /api/prayer/config: the edited 366-day table (only id, companyId and prayers are read). `id` is null
 * for a first table imported before any was generated.
 */
export function savePrayerConfig(body: {
  id: string | null;
  companyId: string;
  prayers: DayPrayer[];
  /** The admin confirmed the times more than 90 minutes from the computed ones (docs/prayer-table.md). */
  confirmFarTimes?: boolean;
}): Promise<ServiceResponse<PrayerConfig>> {
  return call(SAVE_PRAYER_CONFIG, { body });
}

export function useSavePrayerConfig(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrayerConfig,
    // Every year's table derives from the same settings and typed cells: all of them are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerConfigKey(companyId) }),
  });
}
