import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE_MASJID } from '@core/http/contract/masjids.js';
import { call } from '../../../lib/api-client.js';

/** DELETE /api/auth/companies/{id} (super admin); the list reloads afterwards. */
export function deleteMasjid(id: string) {
  return call(DELETE_MASJID, { params: { id } });
}

export function useDeleteMasjid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMasjid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
