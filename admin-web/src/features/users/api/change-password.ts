import { useMutation } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

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
export function changePassword(mode: PasswordMode, change: PasswordChange): Promise<ServiceResponse> {
  const path = `/api/auth/credential/${mode}/user/${encodeURIComponent(change.email)}`;
  const body = mode === 'update' ? { newCredential: change.newCredential, existingCredential: change.existingCredential ?? '' } : { newCredential: change.newCredential };
  return api.put<ServiceResponse>(path, body);
}

export function useChangePassword(mode: PasswordMode) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(mode, change) });
}
