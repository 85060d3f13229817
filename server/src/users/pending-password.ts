import { createHash, randomBytes } from 'node:crypto';

/**
 * An invited user has no password until they choose one (docs/volunteer.md "Inviting a user"). Their
 * stored hash is this placeholder: no password matches it (it is not a scrypt hash), and it is random,
 * so the fingerprint an invitation link carries is theirs alone and stops matching once a password is set.
 */
const PREFIX = 'invited$';

export function pendingPasswordHash(): string {
  return `${PREFIX}${randomBytes(24).toString('base64url')}`;
}

export function isPendingPassword(passwordHash: string): boolean {
  return passwordHash.startsWith(PREFIX);
}

/** Changes with every new password (or placeholder), so a used or outdated emailed link no longer works. */
export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}
