import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid, msUntilExpiry } from './token.js';

function fakeToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('decodeToken', () => {
  it("reads the payload from the token's middle segment, base64url with non-ASCII names", () => {
    const payload = decodeToken(fakeToken({ sub: 'u1', firstName: 'Āisha', roles: ['ADMIN'], exp: 2_000_000_000 }));
    expect(payload).toMatchObject({ sub: 'u1', firstName: 'Āisha', roles: ['ADMIN'], exp: 2_000_000_000 });
  });

  it('returns null for anything that is not a readable token', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('only.two')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
    expect(decodeToken(`a.${Buffer.from('"text"').toString('base64url')}.c`)).toBeNull();
  });
});

describe('isTokenValid', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it('is valid only while exp * 1000 is after now', () => {
    expect(isTokenValid({ exp: now / 1000 + 1 }, now)).toBe(true);
    expect(isTokenValid({ exp: now / 1000 }, now)).toBe(false);
    expect(isTokenValid({ exp: now / 1000 - 60 }, now)).toBe(false);
  });

  it('treats a missing or malformed exp as expired', () => {
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid({} as { exp: number }, now)).toBe(false);
    expect(isTokenValid({ exp: Number.NaN }, now)).toBe(false);
    expect(isTokenValid({ exp: '9999999999' as unknown as number }, now)).toBe(false);
  });

  it('counts the time left, never below zero', () => {
    expect(msUntilExpiry({ exp: now / 1000 + 90 }, now)).toBe(90_000);
    expect(msUntilExpiry({ exp: now / 1000 - 90 }, now)).toBe(0);
  });
});
