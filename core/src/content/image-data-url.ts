/**
 * Announcement images travel as data: URLs. Only PNG, JPEG and WebP are accepted (never SVG, which can
 * carry script), and the bytes must really be that format: the declared type alone proves nothing.
 */
import { coded } from '../validation/coded-message.js';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_IMAGE_BYTES = 300 * 1024;

export const IMAGE_DATA_URL = coded(
  'The image must be a PNG, JPEG or WebP picture (data: URL, base64)',
  'server.image.dataUrl',
);
const IMAGE_TYPES_ONLY = coded('Images must be PNG, JPEG or WebP', 'server.image.types');
const IMAGE_DAMAGED = coded('The image data is damaged (invalid base64)', 'server.image.damaged');
const NOT_A_PICTURE = coded('The file is not a PNG, JPEG or WebP picture', 'server.image.notPicture');

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

export type ImageInspection = { ok: true; type: ImageType; bytes: number } | { ok: false; error: string };

/** The format named by the first bytes, or null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const starts = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'; // RIFF....WEBP
  return null;
}

function decodeHead(base64: string): Uint8Array {
  const binary = atob(base64.slice(0, 24)); // 24 characters are 18 bytes: enough for every signature
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export function inspectImageDataUrl(value: string, maxBytes = MAX_IMAGE_BYTES): ImageInspection {
  const match = DATA_URL.exec(value);
  if (!match) return { ok: false, error: IMAGE_DATA_URL };
  const declared = match[1]!.toLowerCase();
  const base64 = match[2]!;
  if (!(IMAGE_TYPES as readonly string[]).includes(declared)) return { ok: false, error: IMAGE_TYPES_ONLY };
  if (base64.length === 0 || base64.length % 4 !== 0) return { ok: false, error: IMAGE_DAMAGED };
  const bytes = decodedLength(base64);
  if (bytes > maxBytes) {
    const kb = String(Math.round(maxBytes / 1024));
    return { ok: false, error: coded(`The image must be at most ${kb} KB`, 'server.image.tooBig', { kb }) };
  }
  const actual = sniffImageType(decodeHead(base64));
  if (!actual) return { ok: false, error: NOT_A_PICTURE };
  if (actual !== declared) {
    // Both types are among IMAGE_TYPES, so the recorded messages stay few.
    const values = { actual: actual.slice(6).toUpperCase(), declared };
    return {
      ok: false,
      error: coded(`The picture is ${values.actual} but was sent as ${declared}`, 'server.image.typeMismatch', values),
    };
  }
  return { ok: true, type: actual, bytes };
}
