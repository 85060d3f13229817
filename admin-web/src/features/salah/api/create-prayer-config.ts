import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { CreatePrayerConfigInput } from '../../../../../core/src/prayer/prayer.schema.js';
import type { PrayerConfig } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config/create?generateIqamah=: a new timetable from a location and method (Reset Prayers). */
export function createPrayerConfig(input: CreatePrayerConfigInput, generateIqamah: boolean): Promise<ServiceResponse<PrayerConfig>> {
  return api.post<ServiceResponse<PrayerConfig>>(`/api/prayer/config/create?generateIqamah=${generateIqamah}`, input);
}

export function useCreatePrayerConfig(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, generateIqamah }: { input: CreatePrayerConfigInput; generateIqamah: boolean }) => createPrayerConfig(input, generateIqamah),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(prayerConfigKey(companyId), response.target);
    },
  });
}
