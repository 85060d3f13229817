import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import type { Dst, PrayerConfig } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config/{companyId}/dst; on success the config is read again (SPEC.md section 7). */
export function saveDst(companyId: string, dst: Dst): Promise<ServiceResponse<PrayerConfig>> {
  return api.post<ServiceResponse<PrayerConfig>>(`/api/prayer/config/${encodeURIComponent(companyId)}/dst`, dst);
}

export function useSaveDst(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dst: Dst) => saveDst(companyId, dst),
    onSuccess: (response) => {
      if (response.successful && response.target) return queryClient.invalidateQueries({ queryKey: prayerConfigKey(companyId) });
    },
  });
}
