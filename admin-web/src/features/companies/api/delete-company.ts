import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** DELETE /api/auth/companies/{id} (super admin); the list reloads afterwards. */
export function deleteCompany(id: string) {
  return api.delete<ServiceResponse>(`/api/auth/companies/${encodeURIComponent(id)}`);
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
