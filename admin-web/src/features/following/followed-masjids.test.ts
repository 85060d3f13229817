import { afterEach, describe, expect, it, vi } from 'vitest';
import { followedMasjids } from './followed-masjids.js';

afterEach(() => vi.unstubAllGlobals());

describe('the followed masjids', () => {
  it('reads as one and the same list while the browser refuses the page its storage', () => {
    // A dashboard framed by another site, in a browser that blocks storage in third-party frames: a new
    // array on each read made React draw the Follow button again without end (error 185).
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    const first = followedMasjids();
    expect(first).toEqual([]);
    expect(followedMasjids()).toBe(first);
  });

  it('reads the same list again until the stored text changes', () => {
    let text = JSON.stringify([{ url: 'noor', name: 'Masjid Noor' }]);
    vi.stubGlobal('localStorage', { getItem: () => text });
    const first = followedMasjids();
    expect(first).toEqual([{ url: 'noor', name: 'Masjid Noor' }]);
    expect(followedMasjids()).toBe(first);
    text = '[]';
    expect(followedMasjids()).toEqual([]);
  });
});
