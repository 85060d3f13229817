/**
 * Video files' first bytes made in the test itself, which the byte reader recognises (docs/screens.md,
 * "Videos"): an MP4's boxes down to its codecs, a WebM's header, followed by filler so that ranges can be
 * read back. No decoder plays them: the browser tests
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

/** One ISO box: its 32-bit size, its four letters, its body. */
export function box(type: string, ...body: number[][]): number[] {
  const bytes = body.flat();
  const size = 8 + bytes.length;
  return [size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255, ...ascii(type), ...bytes];
}

/** A track of a hand-built MP4: its handler (`vide`, `soun`, `text`...) and its sample entries' codecs. */
export interface SampleTrack {
  handler: string;
  codecs: string[];
}

/**
 * A `trak` as the codec reader walks it: `mdia` > `hdlr` (version and flags, pre_defined, handler type,
 * reserved, an empty name) and `minf` > `stbl` > `stsd` (version and flags, entry count, one sample entry
 * per codec, each with its six reserved bytes and data reference index).
 */
export function trak({ handler, codecs }: SampleTrack): number[] {
  const hdlr = box('hdlr', [0, 0, 0, 0], [0, 0, 0, 0], ascii(handler), new Array<number>(12).fill(0), [0]);
  const entries = codecs.map((codec) => box(codec, [0, 0, 0, 0, 0, 0, 0, 1]));
  const stsd = box('stsd', [0, 0, 0, 0], [0, 0, 0, codecs.length], ...entries);
  return box('trak', box('tkhd', new Array<number>(84).fill(0)), box('mdia', hdlr, box('minf', box('stbl', stsd))));
}

/** H.264 video with AAC sound: what a phone or an editor's "MP4" export makes. */
export const H264_AAC: SampleTrack[] = [
  { handler: 'vide', codecs: ['avc1'] },
  { handler: 'soun', codecs: ['mp4a'] },
];

/**
 * An MP4: its `ftyp` box (major brand, then compatible brands), a `moov` with the tracks given, then an
 * `mdat` of filler, `length` bytes in all.
 */
export function mp4Bytes(
  length = 4096,
  major = 'isom',
  compatible = ['isom', 'iso2', 'avc1', 'mp41'],
  tracks: SampleTrack[] = H264_AAC,
) {
  const size = 16 + 4 * compatible.length;
  const head = [
    ...[0, 0, 0, size, ...ascii('ftyp'), ...ascii(major), 0, 0, 2, 0, ...compatible.flatMap(ascii)],
    ...box('moov', box('mvhd', new Array<number>(100).fill(0)), ...tracks.map(trak)),
  ];
  const out = withFiller(head, length);
  // The rest is one `mdat` box holding the filler, so the file's boxes add up to its length.
  const mdat = out.length - head.length;
  if (mdat >= 8) {
    out.set([mdat >>> 24, (mdat >>> 16) & 255, (mdat >>> 8) & 255, mdat & 255, ...ascii('mdat')], head.length);
  }
  return out;
}

/** A WebM's EBML header (version 1, DocType `webm`, or another DocType), then `length` bytes in all. */
export function webmBytes(length = 4096, docType = 'webm') {
  const body = [0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length, ...ascii(docType)];
  return withFiller([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length, ...body], length);
}
