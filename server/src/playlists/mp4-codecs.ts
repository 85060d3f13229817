/**
 * The codecs inside an MP4 (docs/screens.md, "Videos"), read from its boxes (media/mp4-boxes.ts):
 * `moov` > `trak` > `mdia` (`hdlr` says whether the track is video or sound) > `minf` > `stbl` > `stsd`,
 * whose sample entries are named by their codec's four letters. An MP4 whose `ftyp` is right may still hold
 * HEVC, which most browsers show as a black box, so the upload is refused naming the codec.
 */
import { ascii, wholeMp4Boxes, type Mp4Box } from '../media/mp4-boxes.js';

/** Video codecs every browser player Minaret targets decodes: H.264, VP9, AV1. */
export const PLAYABLE_VIDEO_CODECS = new Set(['avc1', 'avc3', 'vp09', 'av01']);
/** Sound codecs they decode in MP4: AAC and Opus. */
export const PLAYABLE_AUDIO_CODECS = new Set(['mp4a', 'Opus']);

/** Names an admin recognises, for the codecs an export most often picks instead. */
const CODEC_NAMES: Record<string, string> = {
  hvc1: 'HEVC (H.265, hvc1)',
  hev1: 'HEVC (H.265, hev1)',
  dvh1: 'Dolby Vision (dvh1)',
  dvhe: 'Dolby Vision (dvhe)',
  mp4v: 'MPEG-4 Part 2 (mp4v)',
  ap4h: 'Apple ProRes (ap4h)',
  apch: 'Apple ProRes (apch)',
  apcn: 'Apple ProRes (apcn)',
  'ac-3': 'Dolby Digital (ac-3)',
  'ec-3': 'Dolby Digital Plus (ec-3)',
  alac: 'Apple Lossless (alac)',
  '.mp3': 'MP3 (.mp3)',
  encv: 'an encrypted video (encv)',
  enca: 'encrypted sound (enca)',
};

/** How a codec's four letters are named to the admin. */
export function codecName(fourcc: string): string {
  return CODEC_NAMES[fourcc] ?? `"${fourcc.replace(/[^\x20-\x7e]/g, '?')}"`;
}

/** The codecs of a video's tracks, as its container names them (an MP4's sample entries, a WebM's CodecIDs). */
export interface CodecTracks {
  /** The codec of each video track, in file order. */
  video: string[];
  /** The codec of each sound track. */
  audio: string[];
}

/** What a codec reader says of a file (this one for MP4, `webm-codecs.ts` for WebM). */
export type CodecCheck =
  | { ok: true; tracks: CodecTracks }
  | { ok: false; problem: 'unreadable' | 'no-video' }
  | { ok: false; problem: 'video-codec' | 'audio-codec'; codec: string };

type Box = Mp4Box;

const child = (bytes: Uint8Array, parent: Box | undefined, type: string): Box | undefined =>
  parent ? wholeMp4Boxes(bytes, parent.start, parent.end)?.find((box) => box.type === type) : undefined;

/** A track's kind from its `hdlr` (a full box: version and flags, pre_defined, then the handler type). */
function handlerOf(bytes: Uint8Array, mdia: Box): string | null {
  const hdlr = child(bytes, mdia, 'hdlr');
  return hdlr && hdlr.start + 12 <= hdlr.end ? ascii(bytes, hdlr.start + 8, 4) : null;
}

/** The codecs of the sample entries of a track's `stsd` (a full box: version and flags, entry count, entries). */
function sampleEntries(bytes: Uint8Array, mdia: Box): string[] | null {
  const stsd = child(bytes, child(bytes, child(bytes, mdia, 'minf'), 'stbl'), 'stsd');
  if (!stsd || stsd.start + 8 > stsd.end) return null;
  const entries = wholeMp4Boxes(bytes, stsd.start + 8, stsd.end);
  return entries && entries.length > 0 ? entries.map((entry) => entry.type) : null;
}

/** The video and sound tracks of an MP4 and their codecs, or null when its boxes cannot be read. */
export function readMp4Tracks(bytes: Uint8Array): CodecTracks | null {
  const top = wholeMp4Boxes(bytes, 0, bytes.length);
  const moov = top?.find((box) => box.type === 'moov');
  if (!top || !moov) return null;
  const tracks: CodecTracks = { video: [], audio: [] };
  for (const trak of wholeMp4Boxes(bytes, moov.start, moov.end) ?? []) {
    if (trak.type !== 'trak') continue;
    const mdia = child(bytes, trak, 'mdia');
    if (!mdia) return null;
    const handler = handlerOf(bytes, mdia);
    if (handler !== 'vide' && handler !== 'soun') continue; // text, hints, metadata: nothing a player decodes
    const codecs = sampleEntries(bytes, mdia);
    if (!codecs) return null;
    tracks[handler === 'vide' ? 'video' : 'audio'].push(...codecs);
  }
  return tracks;
}

/**
 * Whether a browser can play this MP4: every video track H.264, VP9 or AV1, and, when it is to play with
 * its sound, every sound track AAC or Opus (a silent video's sound is never decoded, so it may be anything).
 */
export function checkMp4Codecs(bytes: Uint8Array, withSound: boolean): CodecCheck {
  const tracks = readMp4Tracks(bytes);
  if (!tracks) return { ok: false, problem: 'unreadable' };
  if (tracks.video.length === 0) return { ok: false, problem: 'no-video' };
  const video = tracks.video.find((codec) => !PLAYABLE_VIDEO_CODECS.has(codec));
  if (video) return { ok: false, problem: 'video-codec', codec: codecName(video) };
  const audio = withSound ? tracks.audio.find((codec) => !PLAYABLE_AUDIO_CODECS.has(codec)) : undefined;
  if (audio) return { ok: false, problem: 'audio-codec', codec: codecName(audio) };
  return { ok: true, tracks };
}
