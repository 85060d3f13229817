import { describe, expect, it } from 'vitest';
import { markNight, NIGHT_HASH } from './player-night-mark.js';

/** A history whose address the mark changes, as the browser's would. */
function fakeWindow(address: string) {
  const url = new URL(address, 'https://minaret.example.org');
  const replaced: string[] = [];
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
  };
  const history = {
    state: { key: 'kept' },
    replaceState(state: unknown, _unused: string, next: string) {
      expect(state).toEqual({ key: 'kept' });
      replaced.push(next);
      const moved = new URL(next, url);
      url.hash = moved.hash;
      url.search = moved.search;
    },
  };
  return { location, history, replaced };
}

describe("the web player's night in its address", () => {
  it('is /screen#night while dark and /screen again after, the query kept, changed only when it changes', () => {
    const page = fakeWindow('/screen?lang=ar');
    markNight(false, page.history, page.location);
    expect(page.replaced).toEqual([]);
    markNight(true, page.history, page.location);
    markNight(true, page.history, page.location);
    expect(page.replaced).toEqual([`/screen?lang=ar${NIGHT_HASH}`]);
    markNight(false, page.history, page.location);
    expect(page.replaced).toEqual([`/screen?lang=ar${NIGHT_HASH}`, '/screen?lang=ar']);
  });

  it('takes the mark away from a page reloaded at night that wakes up', () => {
    const page = fakeWindow('/screen#night');
    markNight(false, page.history, page.location);
    expect(page.replaced).toEqual(['/screen']);
  });
});
