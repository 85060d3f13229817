import { SignJWT, jwtVerify, errors } from 'jose';
import type { TokenPayload } from '../../../core/src/api-types.js';

const ISSUER = 'minaret';
const ALGORITHM = 'HS256';

export interface TokenService {
  sign(claims: Omit<TokenPayload, 'iat' | 'exp'>): Promise<string>;
  /** The payload of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenPayload | null>;
}

export function createTokenService(secret: string, options: { hours: number; now?: () => Date }): TokenService {
  const key = new TextEncoder().encode(secret);
  const now = options.now ?? (() => new Date());
  return {
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
