/**
 * Video files' first bytes made in the test itself, which the byte reader recognises (docs/screens.md,
 * "Videos"): an MP4's boxes down to its codecs, a WebM's elements down to its tracks' codecs, followed by
 * filler so that ranges can be read back. No decoder plays them: the browser tests record a real WebM in
 * Chromium itself (tests/e2e/playlist-video.test.ts).
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

/** An EBML size in its shortest form (1 to 4 bytes here: hand-built elements are small). */
function ebmlSize(size: number): number[] {
  if (size < 0x7f) return [0x80 | size];
  if (size < 0x3fff) return [0x40 | (size >>> 8), size & 255];
  if (size < 0x1fffff) return [0x20 | (size >>> 16), (size >>> 8) & 255, size & 255];
  return [0x10 | (size >>> 24), (size >>> 16) & 255, (size >>> 8) & 255, size & 255];
}

/** One Matroska element: its id (bytes as written, marker bit included), its size, its body. */
export function ebml(id: number[], ...body: number[][]): number[] {
  const bytes = body.flat();
  return [...id, ...ebmlSize(bytes.length), ...bytes];
}

/** Matroska's "unknown size" (all eight bytes' value bits set), as a live recording writes its Segment. */
export const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

/** A track of a hand-built WebM: its TrackType (1 video, 2 sound, 17 subtitles) and CodecID. */
export interface WebmTrack {
  type: number;
  codec: string;
}

/** A TrackEntry: TrackNumber, TrackType and CodecID, as the codec reader reads them. */
export function trackEntry({ type, codec }: WebmTrack, number = 1): number[] {
  return ebml([0xae], ebml([0xd7], [number]), ebml([0x83], [type]), ebml([0x86], ascii(codec)));
}

/** The EBML header with its DocType (`webm`, or `matroska` for an MKV). */
export function ebmlHeader(docType = 'webm'): number[] {
  return ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x86], [1]), ebml([0x42, 0x82], ascii(docType)));
}

/** VP8 video with Opus sound: what Chromium's MediaRecorder writes. */
export const VP8_OPUS: WebmTrack[] = [
  { type: 1, codec: 'V_VP8' },
  { type: 2, codec: 'A_OPUS' },
];

/**
 * A WebM as a live recording writes it: the EBML header, a Segment of unknown size holding Info and the
 * Tracks given, then filler up to `length` bytes (the codec reader stops at Tracks).
 */
export function webmBytes(length = 4096, docType = 'webm', tracks: WebmTrack[] = VP8_OPUS) {
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]));
  const entries = tracks.map((track, index) => trackEntry(track, index + 1));
  const segment = [0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE, ...info, ...ebml([0x16, 0x54, 0xae, 0x6b], ...entries)];
  return withFiller([...ebmlHeader(docType), ...segment], length);
}
