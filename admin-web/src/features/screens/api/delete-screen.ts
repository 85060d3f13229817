import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { DELETE_SCREEN } from '@core/http/contract/screens.js';
import { api } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** DELETE /api/companies/{companyId}/screens/{screenId} */
export function deleteScreen(companyId: string, screenId: string) {
  return api.delete<ResponseOf<typeof DELETE_SCREEN>>(pathOf(DELETE_SCREEN, { companyId, screenId }));
}

export function useDeleteScreen(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (screenId: string) => deleteScreen(companyId, screenId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
