/**
 * What an uploaded poster is, read from its bytes alone (docs/screens.md, "Posters"): JPEG, PNG or WebP,
 * with its size in pixels from its header. The name and the type the browser sends say nothing.
 */
import type { PosterFormat } from '@core/playlists/posters.js';

export type PosterReading =
  | { ok: true; format: PosterFormat; width: number; height: number }
  | { ok: false; problem: 'empty' | 'not-image' | 'damaged' };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

const damaged = { ok: false, problem: 'damaged' } as const;
const found = (format: PosterFormat, width: number, height: number): PosterReading =>
  width > 0 && height > 0 ? { ok: true, format, width, height } : damaged;

export function readPoster(bytes: Uint8Array): PosterReading {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 8 && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89 && ascii(bytes, 4, 4) === '\r\n\x1a\n')
    return bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR'
      ? found('png', view.getUint32(16), view.getUint32(20))
      : damaged;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes, view);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return readWebp(bytes, view);
  return { ok: false, problem: 'not-image' };
}

/** JPEG segments one after the other until a start-of-frame marker, which holds the size. */
function readJpeg(bytes: Uint8Array, view: DataView): PosterReading {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return damaged;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    // SOF0-SOF15, less DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return found('jpg', view.getUint16(at + 7), view.getUint16(at + 5));
    at += 2 + length;
  }
  return damaged;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function readWebp(bytes: Uint8Array, view: DataView): PosterReading {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return found('webp', view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return found('webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return found('webp', width, height);
  }
  return damaged;
}
