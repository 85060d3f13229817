import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliParams } from './encoded-body.js';

const { BROTLI_PARAM_LGWIN, BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;

/** Text that repeats at a distance: only a window reaching back that far finds the repeat. */
function repeatedAt(distance: number): Buffer {
  const half = randomBytes(distance).toString('base64').slice(0, distance);
  return Buffer.from(half + half);
}

describe('brotliParams', () => {
  it('gives a window just large enough for the input, within brotli bounds', () => {
    expect(brotliParams(100, 11)[BROTLI_PARAM_LGWIN]).toBe(10);
    // 2^10 - 16 bytes fit a 10-bit window, one more byte does not.
    expect(brotliParams(1008, 5)[BROTLI_PARAM_LGWIN]).toBe(10);
    expect(brotliParams(1009, 5)[BROTLI_PARAM_LGWIN]).toBe(11);
    expect(brotliParams(300_000, 9)[BROTLI_PARAM_LGWIN]).toBe(19);
    expect(brotliParams(50_000_000, 5)[BROTLI_PARAM_LGWIN]).toBe(22);
    expect(brotliParams(300_000, 9)[BROTLI_PARAM_QUALITY]).toBe(9);
    expect(brotliParams(300_000, 9)[BROTLI_PARAM_SIZE_HINT]).toBe(300_000);
  });

  it('compresses as well as the default window and decompresses to the same bytes', () => {
    for (const size of [1_000, 40_000, 200_000]) {
      const input = repeatedAt(size / 2);
      const fitted = zlib.brotliCompressSync(input, { params: brotliParams(input.length, 5) });
      const wide = zlib.brotliCompressSync(input, {
        params: { [BROTLI_PARAM_QUALITY]: 5, [BROTLI_PARAM_SIZE_HINT]: input.length },
      });
      expect(zlib.brotliDecompressSync(fitted).equals(input)).toBe(true);
      // The repeated half is found: the output is about half the input, as with the default window.
      expect(fitted.length).toBeLessThan(input.length * 0.6);
      expect(fitted.length).toBeLessThanOrEqual(wide.length * 1.01 + 16);
    }
  });
});
