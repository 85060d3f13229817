/** Test data: data: URLs whose bytes start with a real format signature, padded to a chosen size. */

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [0x52, 0x49, 0x46, 0x46, 0x00, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  text: [0x3c, 0x73, 0x76, 0x67], // '<svg'
} as const;

export type FixtureFormat = keyof typeof SIGNATURES;

export function fixtureBytes(format: FixtureFormat, size = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, SIGNATURES[format].length));
  bytes.set(SIGNATURES[format]);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** `declared` is the MIME type written in the URL; by default the one matching the bytes. */
export function fixtureDataUrl(format: FixtureFormat, options: { size?: number; declared?: string } = {}): string {
  const declared = options.declared ?? (format === 'text' ? 'image/svg+xml' : `image/${format}`);
  return `data:${declared};base64,${toBase64(fixtureBytes(format, options.size))}`;
}
