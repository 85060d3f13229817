import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@core/api-types.js';
import type { CreatePrayerConfigInput } from '@core/prayer/prayer.schema.js';
import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { api } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config/create?generateIqamah=: a new timetable from a location and method (Reset Prayers). */
export function createPrayerConfig(
  input: CreatePrayerConfigInput,
  generateIqamah: boolean,
): Promise<ServiceResponse<PrayerConfig>> {
  return api.post<ResponseOf<typeof CREATE_PRAYER_CONFIG>>(pathOf(CREATE_PRAYER_CONFIG, {}, { generateIqamah }), input);
}

export function useCreatePrayerConfig(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, generateIqamah }: { input: CreatePrayerConfigInput; generateIqamah: boolean }) =>
      createPrayerConfig(input, generateIqamah),
    // Every year's table derives from these settings: all of them are read again, and the shown one is awaited.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerConfigKey(companyId) }),
  });
}
