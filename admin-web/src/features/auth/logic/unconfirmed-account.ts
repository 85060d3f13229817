import { EMAIL_UNCONFIRMED } from '@core/auth/sign-in-refusals.js';

/**
 * The sign-in was refused because the account's email address is not confirmed yet, in any language: the
 * refusal's body (an ApiError's `body`) carries the code.
 */
export function isUnconfirmedAccount(error: unknown): boolean {
  const body = typeof error === 'object' && error !== null ? (error as { body?: { code?: unknown } }).body : undefined;
  return body?.code === EMAIL_UNCONFIRMED;
}
