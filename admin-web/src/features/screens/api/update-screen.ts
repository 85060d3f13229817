import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPDATE_SCREEN } from '@core/http/contract/screens.js';
import type { UpdateScreenInput } from '@core/screens/screen.schema.js';
import { call } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** PATCH /api/companies/{companyId}/screens/{screenId} {name?, settings?} */
export function updateScreen(companyId: string, screenId: string, input: UpdateScreenInput) {
  return call(UPDATE_SCREEN, { params: { companyId, screenId }, body: input });
}

export function useUpdateScreen(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ screenId, input }: { screenId: string; input: UpdateScreenInput }) =>
      updateScreen(companyId, screenId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
