import { SignJWT, jwtVerify, errors } from 'jose';
import type { TokenPayload } from '@core/api-types.js';

const ISSUER = 'minaret';
const ALGORITHM = 'HS256';

export interface TokenService {
  /** A sign-in token; `expiresAt` (seconds) keeps an earlier token's end instead of starting a new term. */
  sign(claims: Omit<TokenPayload, 'iat' | 'exp'>, options?: { expiresAt?: number }): Promise<string>;
  /** The payload of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenPayload | null>;
  /** Proof that this browser just registered the masjid: lets it add the masjid's first admin without signing in. */
  signRegistration(companyId: string): Promise<string>;
  /** The masjid a valid, unexpired registration proof names, or null. */
  verifyRegistration(token: string): Promise<string | null>;
  /**
   * A forgotten-password link (docs/volunteer.md "Forgotten password"): names the user and a fingerprint
   * of their current password hash, so it stops working once the password changes; valid RESET_MINUTES.
   */
  signPasswordReset(userId: string, fingerprint: string): Promise<string>;
  verifyPasswordReset(token: string): Promise<{ userId: string; fingerprint: string } | null>;
  /**
   * An invitation link (docs/volunteer.md "Inviting a user"): like a reset link, it names the user and
   * a fingerprint of the placeholder password hash, so it works once; valid INVITATION_DAYS. An expired
   * link is told apart from a forged one, so the invitee learns to ask for a new one.
   */
  signInvitation(userId: string, fingerprint: string): Promise<string>;
  verifyInvitation(token: string): Promise<InvitationClaim | null>;
}

export interface InvitationClaim {
  userId: string;
  fingerprint: string;
  expired: boolean;
}

export const INVITATION_DAYS = 7;

export const RESET_MINUTES = 60;

/** How long after registering a masjid its first admin may be added without signing in. */
export const REGISTRATION_HOURS = 24;

export function createTokenService(secret: string, options: { hours: number; now?: () => Date }): TokenService {
  const key = new TextEncoder().encode(secret);
  // Its own key: a registration proof can never pass as a sign-in token, nor the other way round.
  const registrationKey = new TextEncoder().encode(`${secret}:registration`);
  const resetKey = new TextEncoder().encode(`${secret}:password-reset`);
  const invitationKey = new TextEncoder().encode(`${secret}:invitation`);
  const now = options.now ?? (() => new Date());
  return {
    async signPasswordReset(userId, fingerprint) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ fp: fingerprint })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setAudience('password-reset')
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + RESET_MINUTES * 60)
        .sign(resetKey);
    },
    async verifyPasswordReset(token) {
      try {
        const { payload } = await jwtVerify(token, resetKey, {
          issuer: ISSUER,
          audience: 'password-reset',
          algorithms: [ALGORITHM],
          currentDate: now(),
        });
        return typeof payload.sub === 'string' && typeof payload.fp === 'string'
          ? { userId: payload.sub, fingerprint: payload.fp }
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    async signInvitation(userId, fingerprint) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ fp: fingerprint })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setAudience('invitation')
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + INVITATION_DAYS * 86_400)
        .sign(invitationKey);
    },
    async verifyInvitation(token) {
      const claim = (payload: { sub?: unknown; fp?: unknown }, expired: boolean) =>
        typeof payload.sub === 'string' && typeof payload.fp === 'string'
          ? { userId: payload.sub, fingerprint: payload.fp, expired }
          : null;
      try {
        const { payload } = await jwtVerify(token, invitationKey, {
          issuer: ISSUER,
          audience: 'invitation',
          algorithms: [ALGORITHM],
          currentDate: now(),
        });
        return claim(payload, false);
      } catch (error) {
        // jose checks the signature before the expiry, so an expired claim here is a genuine one.
        if (error instanceof errors.JWTExpired) return claim(error.payload, true);
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    async signRegistration(companyId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setAudience('registration')
        .setSubject(companyId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + REGISTRATION_HOURS * 3600)
        .sign(registrationKey);
    },
    async verifyRegistration(token) {
      try {
        const { payload } = await jwtVerify(token, registrationKey, {
          issuer: ISSUER,
          audience: 'registration',
          algorithms: [ALGORITHM],
          currentDate: now(),
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    async sign(claims, signOptions = {}) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(signOptions.expiresAt ?? issuedAt + Math.round(options.hours * 3600))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: [ALGORITHM],
          currentDate: now(),
        });
        return payload as unknown as TokenPayload;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
