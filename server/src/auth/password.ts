import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** N=2^15 takes ~50 ms here: slow for a guesser, fine for a sign-in. Stored with the hash so it can rise later. */
export const PASSWORD_COST = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
let COST = PASSWORD_COST;

/**
 * The unit tests' hashes only (server/src/testing/password-cost.setup.ts): route tests register and sign in
 * thousands of times, and what they check never depends on how slow the hash is. Verification always uses
 * the parameters stored with the hash, so the code path is the one users run.
 */
export function setPasswordCostForTests(cost: typeof PASSWORD_COST): void {
  COST = cost;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PASSWORD_COST.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that never matches, so unknown emails cost the same time as wrong passwords. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return decoyHash;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
