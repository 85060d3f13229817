import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdhkarInput } from '@core/dashboard/adhkar/adhkar-settings.js';
import { SAVE_ADHKAR } from '@core/http/contract/adhkar.js';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { call, ApiError } from '../../../lib/api-client.js';
import { adhkarKey } from './get-adhkar.js';

/** PUT /api/companies/{companyId}/adhkar with the version read; 409 when someone else saved first. */
export function saveAdhkar(companyId: string, body: AdhkarInput): Promise<ResponseOf<typeof SAVE_ADHKAR>> {
  return call(SAVE_ADHKAR, { params: { companyId }, body: body });
}

export function useSaveAdhkar(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdhkarInput) => saveAdhkar(companyId, body),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(adhkarKey(companyId), response.target);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: adhkarKey(companyId) });
    },
  });
}
