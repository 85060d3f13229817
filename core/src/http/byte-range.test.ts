import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.js';

describe('byteRange (docs/screens.md, "Videos")', () => {
  it('reads the three forms of one range, clipped to the file', () => {
    expect(byteRange('bytes=0-99', 1000, 500)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(byteRange('bytes=900-2000', 1000, 500)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(byteRange('bytes=-10', 1000, 500)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(byteRange('bytes=-5000', 1000, 500)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('answers an open-ended range in a chunk at most, and whole without a chunk', () => {
    expect(byteRange('bytes=0-', 1000, 300)).toEqual({ kind: 'part', start: 0, end: 299 });
    expect(byteRange('bytes=800-', 1000, 300)).toEqual({ kind: 'part', start: 800, end: 999 });
    expect(byteRange('bytes=0-', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('answers whole without a range or with several, and refuses what cannot be', () => {
    expect(byteRange(undefined, 1000, 300)).toEqual({ kind: 'whole' });
    expect(byteRange(null, 1000)).toEqual({ kind: 'whole' });
    expect(byteRange('bytes=0-1,5-9', 1000, 300)).toEqual({ kind: 'whole' });
    for (const header of ['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=abc'])
      expect(byteRange(header, 1000, 300), header).toEqual({ kind: 'unsatisfiable' });
  });
});
