import type { TokenPayload } from '@core/api-types.js';

/** Decodes a JWT's middle segment (docs/product-rules.md, "States"); null when it is not a readable token. */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    if (!payload || typeof payload !== 'object') return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

/** docs/product-rules.md ("Constants and formats"): a token is valid only while exp (seconds) times 1000 is after now. */
export function isTokenValid(payload: Pick<TokenPayload, 'exp'> | null | undefined, nowMs: number): boolean {
  if (!payload || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return false;
  return payload.exp * 1000 > nowMs;
}

/** Milliseconds until the token expires (never negative). */
export function msUntilExpiry(payload: Pick<TokenPayload, 'exp'>, nowMs: number): number {
  return Math.max(0, payload.exp * 1000 - nowMs);
}
