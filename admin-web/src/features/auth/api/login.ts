import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';
import { sessionStore } from '../../../lib/auth/session-store.js';

export interface Credentials {
  email: string;
  password: string;
  companyId?: string | null;
}

/** POST /auth/login; a success is stored as the session (SPEC.md section 4). */
export async function login(credentials: Credentials): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/login', credentials);
  if (!response.successful || !response.token || !sessionStore.signIn(response.token, response.user ?? null, response.company ?? null)) {
    throw new Error(response.message || 'Login failed. Invalid email or password.');
  }
  return response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
