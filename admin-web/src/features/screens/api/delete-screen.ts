import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE_SCREEN } from '@core/http/contract/screens.js';
import { call } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** DELETE /api/companies/{companyId}/screens/{screenId} */
export function deleteScreen(companyId: string, screenId: string) {
  return call(DELETE_SCREEN, { params: { companyId, screenId } });
}

export function useDeleteScreen(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (screenId: string) => deleteScreen(companyId, screenId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
