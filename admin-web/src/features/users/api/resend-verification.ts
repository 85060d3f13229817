import { useMutation } from '@tanstack/react-query';
import { RESEND_VERIFICATION } from '@core/http/contract/users.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** POST /api/auth/users/{id}/verification: a new confirmation link for a user who has not confirmed. */
export function resendVerification(id: string) {
  return api.post<ResponseOf<typeof RESEND_VERIFICATION>>(pathOf(RESEND_VERIFICATION, { id }));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
