import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE_MASJID } from '@core/http/contract/masjids.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** DELETE /api/auth/companies/{id} (super admin); the list reloads afterwards. */
export function deleteMasjid(id: string) {
  return api.delete<ResponseOf<typeof DELETE_MASJID>>(pathOf(DELETE_MASJID, { id }));
}

export function useDeleteMasjid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMasjid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
