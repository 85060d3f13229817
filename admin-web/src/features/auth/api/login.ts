import { useMutation } from '@tanstack/react-query';
import { LOGIN } from '@core/http/contract/account.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';
import { sessionStore } from '../../../lib/auth/session-store.js';

export interface Credentials {
  email: string;
  password: string;
  companyId?: string | null;
}

/** POST /auth/login; a success is stored as the session (docs/product-rules.md, "States"). */
export async function login(credentials: Credentials): Promise<ResponseOf<typeof LOGIN>> {
  const response = await call(LOGIN, { body: credentials });
  if (
    !response.successful ||
    !response.token ||
    !sessionStore.signIn(response.token, response.user ?? null, response.company ?? null)
  ) {
    throw new Error(response.message || 'Login failed. Invalid email or password.');
  }
  return response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
