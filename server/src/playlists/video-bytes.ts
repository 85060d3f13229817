/**
 * What an uploaded video is, read from its bytes alone (docs/screens.md, "Videos"): an MP4 (an ISO media
 * file whose `ftyp` box names a video brand) or a WebM (an EBML header whose DocType is `webm`). The name
 * and the type the browser sends say nothing. The codecs inside are read next, by `mp4-codecs.ts` and
 * `webm-codecs.ts`.
 */
import type { VideoFormat } from '@core/playlists/video.js';

export type VideoReading = { ok: true; format: VideoFormat } | { ok: false; problem: 'empty' | 'not-video' };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

/** Major brands of ISO files that are not video a browser plays: pictures (HEIF, AVIF), audio, QuickTime. */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
  'qt  ',
  'crx ',
]);
/** Brands of MP4 video (ISO base media, MP4 v1/v2, AVC, DASH, Apple's M4V). */
const VIDEO_BRANDS = /^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |M4VH|M4VP|mmp4|MSNV|f4v )$/;

export function readVideo(bytes: Uint8Array): VideoReading {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (isMp4(bytes)) return { ok: true, format: 'mp4' };
  if (isWebm(bytes)) return { ok: true, format: 'webm' };
  return { ok: false, problem: 'not-video' };
}

/** An `ftyp` box first: its size, the major brand, a version, then the compatible brands. */
function isMp4(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp' || bytes.length < 16) return false;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (size < 16 || size > Math.min(bytes.length, 4096)) return false;
  const major = ascii(bytes, 8, 4);
  if (NOT_VIDEO_BRANDS.has(major)) return false;
  const brands = [major];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => VIDEO_BRANDS.test(brand));
}

/** An EBML variable-length number at `at`: its length in bytes and value, or null when malformed. */
function vint(bytes: Uint8Array, at: number): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + bytes[at + index]!;
  return { length, value };
}

/** The EBML header (1A 45 DF A3) and, inside it, the DocType element (42 82) saying `webm`. */
function isWebm(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x1a || bytes[1] !== 0x45 || bytes[2] !== 0xdf || bytes[3] !== 0xa3) return false;
  const header = vint(bytes, 4);
  if (!header) return false;
  const start = 4 + header.length;
  const end = Math.min(start + header.value, bytes.length);
  let at = start;
  while (at + 2 < end) {
    const id = (bytes[at]! << 8) | bytes[at + 1]!;
    const size = vint(bytes, at + 2);
    if (!size) return false;
    const body = at + 2 + size.length;
    if (id === 0x4282) return ascii(bytes, body, size.value) === 'webm';
    // EBML header elements all have two-byte ids (4286, 42F7, 42F2, 42F3, 4287, 4285).
    at = body + size.value;
  }
  return false;
}
