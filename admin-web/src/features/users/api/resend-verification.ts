import { useMutation } from '@tanstack/react-query';
import { RESEND_VERIFICATION } from '@core/http/contract/users.js';
import { call } from '../../../lib/api-client.js';

/** POST /api/auth/users/{id}/verification: a new confirmation link for a user who has not confirmed. */
export function resendVerification(id: string) {
  return call(RESEND_VERIFICATION, { params: { id } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
