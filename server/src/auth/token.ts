import { SignJWT, jwtVerify, errors } from 'jose';
import type { TokenPayload } from '../../../core/src/api-types.js';

const ISSUER = 'minaret';
const ALGORITHM = 'HS256';

export interface TokenService {
  sign(claims: Omit<TokenPayload, 'iat' | 'exp'>): Promise<string>;
  /** The payload of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenPayload | null>;
  /** Proof that this browser just registered the masjid: lets it add the masjid's first admin without signing in. */
  signRegistration(companyId: string): Promise<string>;
  /** The masjid a valid, unexpired registration proof names, or null. */
  verifyRegistration(token: string): Promise<string | null>;
}

/** How long after registering a masjid its first admin may be added without signing in. */
export const REGISTRATION_HOURS = 24;

export function createTokenService(secret: string, options: { hours: number; now?: () => Date }): TokenService {
  const key = new TextEncoder().encode(secret);
  // Its own key: a registration proof can never pass as a sign-in token, nor the other way round.
  const registrationKey = new TextEncoder().encode(`${secret}:registration`);
  const now = options.now ?? (() => new Date());
  return {
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
        const { payload } = await jwtVerify(token, registrationKey, { issuer: ISSUER, audience: 'registration', algorithms: [ALGORITHM], currentDate: now() });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    async sign(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + Math.round(options.hours * 3600))
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
