import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE_COMPANY } from '@core/http/contract/companies.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** DELETE /api/auth/companies/{id} (super admin); the list reloads afterwards. */
export function deleteCompany(id: string) {
  return api.delete<ResponseOf<typeof DELETE_COMPANY>>(pathOf(DELETE_COMPANY, { id }));
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
