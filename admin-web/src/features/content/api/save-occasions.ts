import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { SAVE_OCCASIONS } from '@core/http/contract/occasions.js';
import type { OccasionsInput } from '@core/occasions/occasions.schema.js';
import { ApiError, call } from '../../../lib/api-client.js';
import { occasionsKey } from './get-occasions.js';

/** PUT /api/companies/{companyId}/occasions with the version read; 409 when someone else saved first. */
export function saveOccasions(companyId: string, body: OccasionsInput): Promise<ResponseOf<typeof SAVE_OCCASIONS>> {
  return call(SAVE_OCCASIONS, { params: { companyId }, body });
}

export function useSaveOccasions(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OccasionsInput) => saveOccasions(companyId, body),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(occasionsKey(companyId), response.target);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: occasionsKey(companyId) });
    },
  });
}
