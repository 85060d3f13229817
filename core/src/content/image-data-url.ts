/**
 * Announcement images travel as data: URLs. Only PNG, JPEG and WebP are accepted (never SVG, which can
 * carry script), and the bytes must really be that format: the declared type alone proves nothing.
 */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_IMAGE_BYTES = 300 * 1024;

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
  if (!match) return { ok: false, error: 'The image must be a PNG, JPEG or WebP picture (data: URL, base64)' };
  const declared = match[1]!.toLowerCase();
  const base64 = match[2]!;
  if (!(IMAGE_TYPES as readonly string[]).includes(declared)) return { ok: false, error: 'Images must be PNG, JPEG or WebP' };
  if (base64.length === 0 || base64.length % 4 !== 0) return { ok: false, error: 'The image data is damaged (invalid base64)' };
  const bytes = decodedLength(base64);
  if (bytes > maxBytes) return { ok: false, error: `The image must be at most ${Math.round(maxBytes / 1024)} KB` };
  const actual = sniffImageType(decodeHead(base64));
  if (!actual) return { ok: false, error: 'The file is not a PNG, JPEG or WebP picture' };
  if (actual !== declared) return { ok: false, error: `The picture is ${actual.slice(6).toUpperCase()} but was sent as ${declared}` };
  return { ok: true, type: actual, bytes };
}
