import { FORGOT_PASSWORD, RESEND_CONFIRMATION, RESET_PASSWORD } from '@core/http/contract/account.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../lib/api-client.js';

/** POST /api/auth/password/forgot: the same answer whether or not the address has an account. */
export function askPasswordReset(email: string): Promise<ResponseOf<typeof FORGOT_PASSWORD>> {
  return call(FORGOT_PASSWORD, { body: { email } });
}

/** POST /api/auth/password/reset: the emailed link's token and the new password. */
export function resetPassword(token: string, password: string): Promise<ResponseOf<typeof RESET_PASSWORD>> {
  return call(RESET_PASSWORD, { body: { token, password } });
}

/** POST /api/auth/verification/resend: the confirmation email again. */
export function resendConfirmation(email: string): Promise<ResponseOf<typeof RESEND_CONFIRMATION>> {
  return call(RESEND_CONFIRMATION, { body: { email } });
}
