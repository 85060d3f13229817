/**
 * The codecs inside a WebM (docs/screens.md, "Videos"), read from its Matroska elements by a small parser of
 * our own: Segment > Tracks > TrackEntry, whose TrackType says video or sound and whose CodecID names the
 * codec (`V_VP9`, `A_OPUS`). A WebM whose header is right may still hold H.264, HEVC or AAC (some tools write
 * any Matroska codec under the `webm` DocType), which browsers refuse or show as a black box, so the upload
 * is refused naming the codec, as an MP4's is (`mp4-codecs.ts`).
 *
 * Bounded: no element is read past the bytes or past its parent, and at most MAX_ELEMENTS element headers
 * are read in all, so a file of millions of tiny elements costs no more than a small one.
 */
import type { CodecCheck, CodecTracks } from './mp4-codecs.js';

/** Video codecs browsers play in WebM: VP8, VP9, AV1. */
export const PLAYABLE_WEBM_VIDEO = new Set(['V_VP8', 'V_VP9', 'V_AV1']);
/** Sound codecs browsers play in WebM: Opus and Vorbis. */
export const PLAYABLE_WEBM_AUDIO = new Set(['A_OPUS', 'A_VORBIS']);

/** How many element headers the reader reads at most before it gives up (a real file needs a few dozen). */
export const MAX_ELEMENTS = 4096;

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  contentEncodings: 0x6d80,
  contentEncoding: 0x6240,
  contentEncryption: 0x5035,
} as const;

/** Names an admin recognises, for the Matroska codecs a WebM export most often holds instead. */
const CODEC_NAMES: Record<string, string> = {
  'V_MPEG4/ISO/AVC': 'H.264 (V_MPEG4/ISO/AVC)',
  'V_MPEGH/ISO/HEVC': 'HEVC (H.265, V_MPEGH/ISO/HEVC)',
  'V_MPEG4/ISO/ASP': 'MPEG-4 Part 2 (V_MPEG4/ISO/ASP)',
  'V_MPEG4/ISO/SP': 'MPEG-4 Part 2 (V_MPEG4/ISO/SP)',
  V_MPEG2: 'MPEG-2 (V_MPEG2)',
  V_THEORA: 'Theora (V_THEORA)',
  V_PRORES: 'Apple ProRes (V_PRORES)',
  'V_MS/VFW/FOURCC': 'a Windows codec (V_MS/VFW/FOURCC)',
  A_AAC: 'AAC (A_AAC)',
  A_AC3: 'Dolby Digital (A_AC3)',
  A_EAC3: 'Dolby Digital Plus (A_EAC3)',
  A_DTS: 'DTS (A_DTS)',
  A_TRUEHD: 'Dolby TrueHD (A_TRUEHD)',
  A_FLAC: 'FLAC (A_FLAC)',
  'A_MPEG/L3': 'MP3 (A_MPEG/L3)',
  'A_MPEG/L2': 'MPEG Layer II (A_MPEG/L2)',
  'A_PCM/INT/LIT': 'PCM (A_PCM/INT/LIT)',
};

/** How the reader marks a track whose ContentEncodings encrypt it, in front of its CodecID. */
const ENCRYPTED = 'encrypted:';

/**
 * How a CodecID is named to the admin: known ones by name, AAC's profiles (`A_AAC/MPEG4/LC`) as AAC, an
 * encrypted track as the MP4 reader names `encv` and `enca`, anything else in quotes.
 */
export function webmCodecName(codecId: string): string {
  if (codecId.startsWith(ENCRYPTED)) {
    const inner = codecId.slice(ENCRYPTED.length);
    return inner.startsWith('A_') ? `encrypted sound (${inner})` : `an encrypted video (${inner})`;
  }
  const known = CODEC_NAMES[codecId] ?? (codecId.startsWith('A_AAC/') ? `AAC (${codecId})` : undefined);
  return known ?? `"${codecId.slice(0, 40).replace(/[^\x20-\x7e]/g, '?')}"`;
}

interface Element {
  id: number;
  /** Where its body starts; where it ends (the parent's end when its size is unknown). */
  start: number;
  end: number;
  unknownSize: boolean;
}

/** A reader over the bytes that counts the element headers it reads and stops at MAX_ELEMENTS. */
class Reader {
  private read = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get exhausted() {
    return this.read >= MAX_ELEMENTS;
  }

  /** An EBML variable-length number at `at`: its length and value (marker bit kept for ids), or null. */
  private vint(at: number, end: number, keepMarker: boolean) {
    const first = this.bytes[at];
    if (first === undefined || first === 0 || at >= end) return null;
    const length = Math.clz32(first) - 23;
    if (length > 8 || at + length > end) return null;
    let value = keepMarker ? first : first & (0xff >> length);
    let allOnes = value === 0xff >> length;
    for (let index = 1; index < length; index += 1) {
      const byte = this.bytes[at + index]!;
      value = value * 256 + byte;
      allOnes &&= byte === 0xff;
    }
    return { length, value, allOnes };
  }

  /**
   * The element whose header starts at `at` inside a parent ending at `end`, or null when its header or
   * body runs past the parent (a cut-off or damaged file) or the reader has read its fill of headers.
   */
  element(at: number, end: number): Element | null {
    if (this.exhausted) return null;
    this.read += 1;
    const id = this.vint(at, end, true);
    if (!id || id.length > 4) return null;
    const size = this.vint(at + id.length, end, false);
    if (!size) return null;
    const start = at + id.length + size.length;
    // All size bits set is Matroska's "unknown size": a live recording's Segment and Clusters.
    if (size.allOnes) return { id: id.value, start, end, unknownSize: true };
    if (start + size.value > end) return null;
    return { id: id.value, start, end: start + size.value, unknownSize: false };
  }

  /** The children of a parent with a known end, or null when one cannot be read. */
  children(parent: Element): Element[] | null {
    const found: Element[] = [];
    for (let at = parent.start; at < parent.end;) {
      const next = this.element(at, parent.end);
      if (!next || next.unknownSize) return null;
      found.push(next);
      at = next.end;
    }
    return found;
  }

  uint(element: Element): number {
    let value = 0;
    for (let at = element.start; at < element.end && at < element.start + 8; at += 1)
      value = value * 256 + this.bytes[at]!;
    return value;
  }

  ascii(element: Element): string {
    // A CodecID is a short ASCII string, padded with zeros at most; one longer than 64 bytes is not a codec.
    const body = this.bytes.subarray(element.start, Math.min(element.end, element.start + 64));
    return String.fromCharCode(...body).replace(/\0+$/, '');
  }
}

/** A track's kind and codec, from its TrackType (1 video, 2 sound) or, missing, its CodecID's V_/A_ prefix. */
function readTrackEntry(reader: Reader, entry: Element): { kind: 'video' | 'audio' | null; codec: string } | null {
  const children = reader.children(entry);
  if (!children) return null;
  const codecElement = children.find((child) => child.id === ID.codecId);
  if (!codecElement) return null;
  const codec = reader.ascii(codecElement);
  const typeElement = children.find((child) => child.id === ID.trackType);
  const type = typeElement ? reader.uint(typeElement) : codec.startsWith('V_') ? 1 : codec.startsWith('A_') ? 2 : 0;
  const kind = type === 1 ? 'video' : type === 2 ? 'audio' : null;
  // An encrypted track plays only with a key the screen does not have: named as the MP4 reader names `encv`.
  const encodings = children.find((child) => child.id === ID.contentEncodings);
  if (encodings && isEncrypted(reader, encodings)) {
    return { kind, codec: `${ENCRYPTED}${codec}` };
  }
  return { kind, codec };
}

function isEncrypted(reader: Reader, encodings: Element): boolean {
  return (reader.children(encodings) ?? [])
    .filter((child) => child.id === ID.contentEncoding)
    .some((encoding) => (reader.children(encoding) ?? []).some((child) => child.id === ID.contentEncryption));
}

function readTracks(reader: Reader, tracks: Element): CodecTracks | null {
  const entries = reader.children(tracks);
  if (!entries) return null;
  const found: CodecTracks = { video: [], audio: [] };
  for (const entry of entries) {
    if (entry.id !== ID.trackEntry) continue;
    const track = readTrackEntry(reader, entry);
    if (!track) return null;
    if (track.kind) found[track.kind].push(track.codec); // subtitles, buttons, metadata: nothing decoded
  }
  return found;
}

/** Where the SeekHead says the Tracks element starts (an offset from the Segment's body), if it says. */
function seekTracks(reader: Reader, seekHead: Element): number | null {
  for (const seek of reader.children(seekHead) ?? []) {
    if (seek.id !== ID.seek) continue;
    const fields = reader.children(seek) ?? [];
    const id = fields.find((field) => field.id === ID.seekId);
    const position = fields.find((field) => field.id === ID.seekPosition);
    if (id && position && reader.uint(id) === ID.tracks) return reader.uint(position);
  }
  return null;
}

/**
 * The video and sound tracks of a WebM and their codecs, or null when its elements cannot be read. The
 * Segment's children are walked until Tracks (which writers put before the first Cluster); when a Cluster of
 * unknown size or the element cap comes first, the SeekHead's pointer to Tracks is followed instead.
 */
export function readWebmTracks(bytes: Uint8Array): CodecTracks | null {
  const reader = new Reader(bytes);
  const header = reader.element(0, bytes.length);
  if (!header || header.id !== ID.ebml || header.unknownSize) return null;
  const segment = reader.element(header.end, bytes.length);
  if (!segment || segment.id !== ID.segment) return null;
  let seekHead: Element | undefined;
  for (let at = segment.start; at < segment.end;) {
    const child = reader.element(at, segment.end);
    if (!child) break;
    if (child.id === ID.tracks) return child.unknownSize ? null : readTracks(reader, child);
    if (child.id === ID.seekHead && !child.unknownSize) seekHead ??= child;
    if (child.unknownSize) break;
    at = child.end;
  }
  const offset = seekHead ? seekTracks(new Reader(bytes), seekHead) : null;
  if (offset === null) return null;
  const fresh = new Reader(bytes);
  const tracks = fresh.element(segment.start + offset, segment.end);
  return tracks && tracks.id === ID.tracks && !tracks.unknownSize ? readTracks(fresh, tracks) : null;
}

/**
 * Whether a browser can play this WebM: every video track VP8, VP9 or AV1, and, when it is to play with its
 * sound, every sound track Opus or Vorbis (a silent video's sound is never decoded, so it may be anything).
 */
export function checkWebmCodecs(bytes: Uint8Array, withSound: boolean): CodecCheck {
  const tracks = readWebmTracks(bytes);
  if (!tracks) return { ok: false, problem: 'unreadable' };
  if (tracks.video.length === 0) return { ok: false, problem: 'no-video' };
  const video = tracks.video.find((codec) => !PLAYABLE_WEBM_VIDEO.has(codec));
  if (video) return { ok: false, problem: 'video-codec', codec: webmCodecName(video) };
  const audio = withSound ? tracks.audio.find((codec) => !PLAYABLE_WEBM_AUDIO.has(codec)) : undefined;
  if (audio) return { ok: false, problem: 'audio-codec', codec: webmCodecName(audio) };
  return { ok: true, tracks };
}
