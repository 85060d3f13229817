import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@core/api-types.js';
import type { Dst } from '@core/prayer/prayer.types.js';
import { SAVE_DST } from '@core/http/contract/prayer.js';
import { call } from '../../../lib/api-client.js';
import { prayerConfigKey } from './get-prayer-config.js';

/** POST /api/prayer/config/{companyId}/dst; on success the config is read again (docs/product-rules.md, "API calls"). */
export function saveDst(companyId: string, dst: Dst): Promise<ServiceResponse<Dst>> {
  return call(SAVE_DST, { params: { companyId }, body: dst });
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
