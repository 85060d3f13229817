import { describe, expect, it } from 'vitest';
import { posterUrlFor, type Poster } from './posters.js';

const copy = (width: number) => ({ width, height: Math.round((width * 9) / 16), url: `/copy-${width}.webp` });
const poster = (width: number, sizes: number[]): Pick<Poster, 'url' | 'width' | 'sizes'> => ({
  url: '/original.png',
  width,
  sizes: sizes.map(copy),
});

describe('posterUrlFor (docs/screens.md, "Posters")', () => {
  const big = poster(5000, [1280, 1920, 2560, 3840]);

  it('draws the narrowest copy at least as wide as the display in device pixels', () => {
    expect(posterUrlFor(big, 1280)).toBe('/copy-1280.webp');
    expect(posterUrlFor(big, 1366)).toBe('/copy-1920.webp');
    expect(posterUrlFor(big, 1920)).toBe('/copy-1920.webp');
    expect(posterUrlFor(big, 2560)).toBe('/copy-2560.webp');
    expect(posterUrlFor(big, 3840)).toBe('/copy-3840.webp');
  });

  it('takes the original when the display is wider than every copy', () => {
    expect(posterUrlFor(big, 4096)).toBe('/original.png');
    expect(posterUrlFor(big, 7680)).toBe('/original.png');
  });

  it('takes the original when it is no wider than the display or has no copies', () => {
    expect(posterUrlFor(poster(2000, [1280, 1920]), 2560)).toBe('/original.png');
    expect(posterUrlFor(poster(2000, [1280, 1920]), 1920)).toBe('/copy-1920.webp');
    expect(posterUrlFor(poster(1000, []), 1920)).toBe('/original.png');
    expect(posterUrlFor(poster(1000, []), 390)).toBe('/original.png');
  });

  it('never picks a copy narrower than the display while a wider one exists, whatever the order given', () => {
    const shuffled = { url: '/original.png', width: 5000, sizes: [copy(3840), copy(1280), copy(2560), copy(1920)] };
    expect(posterUrlFor(shuffled, 1300)).toBe('/copy-1920.webp');
  });
});
