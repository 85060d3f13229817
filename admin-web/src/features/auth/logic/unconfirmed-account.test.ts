import { describe, expect, it } from 'vitest';
import { isUnconfirmedAccount } from './unconfirmed-account.js';

/** A refused sign-in as the API client rejects it: status, message and the answer's body. */
const refusal = (code: string | undefined, message: string) =>
  Object.assign(new Error(message), {
    status: 403,
    body: code === undefined ? undefined : { successful: false, code, message, fieldErrors: {} },
  });

describe('isUnconfirmedAccount', () => {
  it('recognises the refusal by its code, whatever language its message is in', () => {
    const french = 'Veuillez d’abord confirmer votre adresse e-mail : ouvrez le lien envoyé à a@b.org.';
    expect(isUnconfirmedAccount(refusal('EMAIL_UNCONFIRMED', french))).toBe(true);
  });

  it('does not take another refusal for it, even one with the English words', () => {
    const english = 'Please confirm your email address first: open the link we sent to a@b.org.';
    expect(isUnconfirmedAccount(refusal('FORBIDDEN', english))).toBe(false);
    expect(isUnconfirmedAccount(refusal(undefined, english))).toBe(false);
    expect(isUnconfirmedAccount(new Error(english))).toBe(false);
    expect(isUnconfirmedAccount(null)).toBe(false);
  });
});
