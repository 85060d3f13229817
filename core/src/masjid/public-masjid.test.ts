import { describe, expect, it } from 'vitest';
import { isPublicMasjid } from './public-masjid.js';

describe('a public masjid', () => {
  it('is active and not past its expiration date', () => {
    expect(isPublicMasjid({ active: true, expirationDate: null }, '2026-11-28')).toBe(true);
    expect(isPublicMasjid({ active: true, expirationDate: '2026-11-28' }, '2026-11-28')).toBe(true);
    expect(isPublicMasjid({ active: true, expirationDate: '2026-11-27' }, '2026-11-28')).toBe(false);
    expect(isPublicMasjid({ active: false, expirationDate: null }, '2026-11-28')).toBe(false);
  });
});
