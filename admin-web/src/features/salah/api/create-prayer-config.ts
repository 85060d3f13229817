import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@core/api-types.js';
import type { CreatePrayerConfigInput } from '@core/prayer/prayer.schema.js';
import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { call } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config/create?generateIqamah=: a new timetable from a location and method (Reset Prayers). */
export function createPrayerConfig(
  input: CreatePrayerConfigInput,
  generateIqamah: boolean,
): Promise<ServiceResponse<PrayerConfig>> {
  return call(CREATE_PRAYER_CONFIG, { query: { generateIqamah }, body: input });
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
