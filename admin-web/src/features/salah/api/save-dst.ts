import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@core/api-types.js';
import type { Dst, PrayerConfig } from '@core/prayer/prayer.types.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { SAVE_DST } from '@core/http/contract/prayer.js';
import { api } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config/{companyId}/dst; on success the config is read again (docs/product-rules.md, "API calls"). */
export function saveDst(companyId: string, dst: Dst): Promise<ServiceResponse<PrayerConfig>> {
  return api.post<ResponseOf<typeof SAVE_DST>>(pathOf(SAVE_DST, { companyId }), dst);
}

export function useSaveDst(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dst: Dst) => saveDst(companyId, dst),
    onSuccess: (response) => {
      if (response.successful && response.target)
        return queryClient.invalidateQueries({ queryKey: prayerConfigKey(companyId) });
    },
  });
}
