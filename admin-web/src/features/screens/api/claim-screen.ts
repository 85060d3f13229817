import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { CLAIM_SCREEN } from '@core/http/contract/screens.js';
import type { ClaimScreenInput } from '@core/screens/screen.schema.js';
import { api } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** POST /api/companies/{companyId}/screens {code, name} */
export function claimScreen(companyId: string, input: ClaimScreenInput) {
  return api.post<ResponseOf<typeof CLAIM_SCREEN>>(pathOf(CLAIM_SCREEN, { companyId }), input);
}

export function useClaimScreen(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimScreenInput) => claimScreen(companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
