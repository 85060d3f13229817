/**
 * What an uploaded recording is, read from its bytes alone (docs/sound.md, "Recordings"): the name and the
 * type the browser sends say nothing. Each format's container gives the length: WAV its data size and byte
 * rate, Ogg the last page's granule position (Vorbis and Opus), MP3 its frames counted one by one, M4A the
 * movie header. A file none of them reads is not audio; one that starts right but breaks is damaged.
 */
import type { RecordingFormat } from '@core/sound/recording.js';
import { ascii, childBox, mp4Boxes, tracksOf } from '../media/mp4-boxes.js';

export type RecordingReading =
  { ok: true; format: RecordingFormat; seconds: number } | { ok: false; problem: 'empty' | 'not-audio' | 'damaged' };

const damaged = { ok: false, problem: 'damaged' } as const;
const found = (format: RecordingFormat, seconds: number): RecordingReading =>
  Number.isFinite(seconds) && seconds > 0 ? { ok: true, format, seconds } : damaged;

export function readRecording(bytes: Uint8Array): RecordingReading {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return readWav(bytes, view);
  if (ascii(bytes, 0, 4) === 'OggS') return readOgg(bytes, view);
  if (ascii(bytes, 4, 4) === 'ftyp') return readMp4(bytes, view);
  const mp3 = readMp3(bytes);
  return mp3 ?? { ok: false, problem: 'not-audio' };
}

/** RIFF chunks: `fmt ` gives the bytes per second, `data` the sound's bytes (a cut file: what is there). */
function readWav(bytes: Uint8Array, view: DataView): RecordingReading {
  let byteRate = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 20 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (byteRate === 0) return damaged;
      return found('wav', Math.min(size, bytes.length - at - 8) / byteRate);
    }
    at += 8 + size + (size % 2);
  }
  return damaged;
}

/**
 * Ogg pages one after the other: the first packet says Vorbis (its sample rate) or Opus (48 kHz, less its
 * pre-skip); the last whole page's granule position is the count of samples.
 */
function readOgg(bytes: Uint8Array, view: DataView): RecordingReading {
  let at = 0;
  let rate = 0;
  let preSkip = 0;
  let serial = -1;
  let granule = -1n;
  let pages = 0;
  while (at + 27 <= bytes.length && ascii(bytes, at, 4) === 'OggS') {
    const segments = bytes[at + 26]!;
    if (at + 27 + segments > bytes.length) break;
    let bodySize = 0;
    for (let i = 0; i < segments; i += 1) bodySize += bytes[at + 27 + i]!;
    const body = at + 27 + segments;
    if (body + bodySize > bytes.length) break;
    if (pages === 0) {
      serial = view.getUint32(at + 14, true);
      if (ascii(bytes, body, 7) === '\x01vorbis' && bodySize >= 16) rate = view.getUint32(body + 12, true);
      else if (ascii(bytes, body, 8) === 'OpusHead' && bodySize >= 19) {
        rate = 48_000;
        preSkip = view.getUint16(body + 10, true);
      } else return { ok: false, problem: 'not-audio' };
    } else if (view.getUint32(at + 14, true) === serial) {
      const position = view.getBigInt64(at + 6, true);
      if (position >= 0n) granule = position;
    }
    pages += 1;
    at = body + bodySize;
  }
  if (rate === 0 || granule < 0n) return damaged;
  return found('ogg', (Number(granule) - preSkip) / rate);
}

/** ISO media boxes: an audio track (handler `soun`) and no picture, and the movie header's duration. */
function readMp4(bytes: Uint8Array, view: DataView): RecordingReading {
  const moov = mp4Boxes(bytes).find((box) => box.type === 'moov');
  if (!moov) return damaged;
  if (tracksOf(bytes, moov, 'soun').length === 0 || tracksOf(bytes, moov, 'vide').length > 0)
    return { ok: false, problem: 'not-audio' };
  const mvhd = childBox(bytes, moov, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 20) return damaged;
  const version = bytes[mvhd.start]!;
  const scale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);
  return scale === 0 ? damaged : found('m4a', duration / scale);
}

const MP3_BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, readonly number[]> = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8_000],
};

interface Mp3Frame {
  length: number;
  samples: number;
  rate: number;
  /** Where a Xing/Info header would start: it describes the file and holds no sound. */
  sideInfo: number;
}

/** An MPEG audio layer III frame header at `at`, or null. */
function mp3Frame(bytes: Uint8Array, at: number): Mp3Frame | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  if (version === 1 || ((b1 >> 1) & 3) !== 1) return null;
  const bitrate = (version === 3 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[b2 >> 4];
  const rate = MP3_RATES[version]![(b2 >> 2) & 3];
  if (!bitrate || !rate) return null;
  const samples = version === 3 ? 1152 : 576;
  const mono = b3 >> 6 === 3;
  return {
    length: Math.floor(((samples / 8) * bitrate * 1000) / rate) + ((b2 >> 1) & 1),
    samples,
    rate,
    sideInfo: version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17,
  };
}

/** Where the MP3's frames start: past an ID3v2 tag, the first frame followed by a second; -1 if none. */
function firstMp3Frame(bytes: Uint8Array): { first: number; tagged: boolean } {
  let start = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10) {
    const size =
      ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    start = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  const searchEnd = Math.min(bytes.length, start + 64 * 1024);
  for (let at = start; at < searchEnd; at += 1) {
    const frame = mp3Frame(bytes, at);
    if (frame && mp3Frame(bytes, at + frame.length)) return { first: at, tagged: start > 0 };
  }
  return { first: -1, tagged: start > 0 };
}

/**
 * What the decoder needs beside the frames: whether the stream is mono (the decoder always answers two
 * channels, and a mono file measured as two would read 3 dB too loud); the frame count its Xing/Info
 * header promises, if it has one (a file cut short decodes fewer); and whether its last frame is cut off
 * (a header whose frame runs past the end of the file: the file was cut in the middle of a frame).
 */
export function mp3Layout(
  bytes: Uint8Array,
): { mono: boolean; promisedFrames: number | null; cutInFrame: boolean } | null {
  const { first } = firstMp3Frame(bytes);
  if (first < 0) return null;
  const frame = mp3Frame(bytes, first)!;
  const mono = bytes[first + 3]! >> 6 === 3;
  let at = first;
  for (let next = mp3Frame(bytes, at); next && at + next.length <= bytes.length; next = mp3Frame(bytes, at))
    at += next.length;
  const cutInFrame = mp3Frame(bytes, at) !== null;
  const tagAt = first + 4 + frame.sideInfo;
  const tag = ascii(bytes, tagAt, 4);
  let promisedFrames: number | null = null;
  if ((tag === 'Xing' || tag === 'Info') && tagAt + 12 <= bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Flag 1: the frame count follows the flags; it counts the frames after this header frame.
    if (view.getUint32(tagAt + 4) & 1) promisedFrames = view.getUint32(tagAt + 8);
  }
  return { mono, promisedFrames, cutInFrame };
}

/**
 * MP3: past an ID3v2 tag, the first frame followed by a second where its length says; then every frame
 * counted (exact for constant and variable bitrates alike). Null when no two frames follow each other.
 */
function readMp3(bytes: Uint8Array): RecordingReading | null {
  const { first, tagged } = firstMp3Frame(bytes);
  if (first < 0) return tagged ? damaged : null;
  let at = first;
  let samples = 0;
  let rate = 0;
  let frames = 0;
  for (let frame = mp3Frame(bytes, at); frame; frame = mp3Frame(bytes, at)) {
    const tag = ascii(bytes, at + 4 + frame.sideInfo, 4);
    if (!(frames === 0 && (tag === 'Xing' || tag === 'Info'))) samples += frame.samples;
    rate = frame.rate;
    frames += 1;
    at += frame.length;
  }
  // Frames must carry the file: what follows them may be a tag, not half the recording.
  if (at - first < (bytes.length - first) / 2) return damaged;
  return found('mp3', samples / rate);
}

/**
 * What the decoder needs of an Ogg stream: its codec, and whether its last whole page ends the stream
 * (the end-of-stream flag every encoder sets on the last page): a file cut at a page boundary has none.
 */
export function oggLayout(bytes: Uint8Array): { codec: 'opus' | 'vorbis'; ended: boolean } | null {
  let at = 0;
  let codec: 'opus' | 'vorbis' | null = null;
  let ended = false;
  while (at + 27 <= bytes.length && ascii(bytes, at, 4) === 'OggS') {
    const segments = bytes[at + 26]!;
    let bodySize = 0;
    for (let i = 0; i < segments && at + 27 + i < bytes.length; i += 1) bodySize += bytes[at + 27 + i]!;
    const body = at + 27 + segments;
    if (body + bodySize > bytes.length) break;
    if (codec === null) codec = ascii(bytes, body, 8) === 'OpusHead' ? 'opus' : 'vorbis';
    ended = (bytes[at + 5]! & 4) !== 0;
    at = body + bodySize;
  }
  return codec ? { codec, ended } : null;
}
