import { useMutation } from '@tanstack/react-query';
import { RESET_CREDENTIAL, UPDATE_CREDENTIAL } from '@core/http/contract/account.js';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

export type PasswordMode = 'update' | 'reset';

export interface PasswordChange {
  email: string;
  newCredential: string;
  existingCredential?: string;
}

/**
 * PUT /api/auth/credential/update/user/{email} (own password, proving the current one) or
 * PUT /api/auth/credential/reset/user/{email} (an admin setting a user's password).
 */
/** `token`: after one's own password change, the new sign-in token (every older one has ended). */
export function changePassword(
  mode: PasswordMode,
  change: PasswordChange,
): Promise<ResponseOf<typeof UPDATE_CREDENTIAL>> {
  const params = { email: change.email };
  if (mode === 'reset') return call(RESET_CREDENTIAL, { params, body: { newCredential: change.newCredential } });
  return call(UPDATE_CREDENTIAL, {
    params,
    body: { newCredential: change.newCredential, existingCredential: change.existingCredential ?? '' },
  });
}

export function useChangePassword(mode: PasswordMode) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(mode, change) });
}
