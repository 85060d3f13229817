import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLAIM_SCREEN } from '@core/http/contract/screens.js';
import type { ClaimScreenInput } from '@core/screens/screen.schema.js';
import { call } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** POST /api/companies/{companyId}/screens {code, name} */
export function claimScreen(companyId: string, input: ClaimScreenInput) {
  return call(CLAIM_SCREEN, { params: { companyId }, body: input });
}

export function useClaimScreen(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimScreenInput) => claimScreen(companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
