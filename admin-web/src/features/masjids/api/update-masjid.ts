import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MasjidValues } from '@core/masjid/masjid.schema.js';
import { UPDATE_MASJID } from '@core/http/contract/masjids.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';
import { masjidKey } from './get-masjid.js';

/** PUT /api/auth/companies/{id}. */
export function updateMasjid(id: string, values: MasjidValues): Promise<ResponseOf<typeof UPDATE_MASJID>> {
  return call(UPDATE_MASJID, { params: { id }, body: values });
}

export function useUpdateMasjid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MasjidValues) => updateMasjid(id, values),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(masjidKey(id), response.target);
      return queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
