/**
 * Video files' first bytes made in the test itself, which the byte reader recognises (docs/screens.md,
 * "Videos"), followed by filler so that ranges can be read back. No decoder plays them: the browser tests
 * record a real WebM in Chromium itself (tests/e2e/playlist-video.test.ts).
 */
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Filler after the header: byte i is i mod 251, so any slice read back names where it came from. */
function withFiller(header: number[], length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(length, header.length));
  for (let index = 0; index < out.length; index += 1) out[index] = index % 251;
  out.set(header);
  return out;
}

/** An MP4's `ftyp` box (major brand, then compatible brands), then `length` bytes in all. */
export function mp4Bytes(length = 4096, major = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41']) {
  const size = 16 + 4 * compatible.length;
  return withFiller(
    [0, 0, 0, size, ...ascii('ftyp'), ...ascii(major), 0, 0, 2, 0, ...compatible.flatMap(ascii)],
    length,
  );
}

/** A WebM's EBML header (version 1, DocType `webm`, or another DocType), then `length` bytes in all. */
export function webmBytes(length = 4096, docType = 'webm') {
  const body = [0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length, ...ascii(docType)];
  return withFiller([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length, ...body], length);
}
