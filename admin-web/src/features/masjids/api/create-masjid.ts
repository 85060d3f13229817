import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MasjidValues } from '@core/masjid/masjid.schema.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** POST /api/auth/companies: registration's first step; the masjid starts inactive. */
export function createMasjid(values: MasjidValues): Promise<ResponseOf<typeof CREATE_MASJID>> {
  return call(CREATE_MASJID, { body: values });
}

export function useCreateMasjid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMasjid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
