import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { UPDATE_SCREEN } from '@core/http/contract/screens.js';
import type { UpdateScreenInput } from '@core/screens/screen.schema.js';
import { api } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** PATCH /api/companies/{companyId}/screens/{screenId} {name?, settings?} */
export function updateScreen(companyId: string, screenId: string, input: UpdateScreenInput) {
  return api.patch<ResponseOf<typeof UPDATE_SCREEN>>(pathOf(UPDATE_SCREEN, { companyId, screenId }), input);
}

export function useUpdateScreen(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ screenId, input }: { screenId: string; input: UpdateScreenInput }) =>
      updateScreen(companyId, screenId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
