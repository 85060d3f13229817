/**
 * Recordings for tests (docs/sound.md, "Recordings"): a WAV made in code that any browser decodes (a sine
 * tone); the containers of the other formats with only the fields the server's byte parser reads (no sound
 * inside: the decoder refuses them); and tiny real encodings from __fixtures__ for the decoders.
 */
import { readFileSync } from 'node:fs';

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

function numbers(size: 2 | 4 | 8, value: number, little: boolean): Uint8Array {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  if (size === 2) view.setUint16(0, value, little);
  else if (size === 4) view.setUint32(0, value, little);
  else view.setBigUint64(0, BigInt(value), little);
  return bytes;
}
const le = (size: 2 | 4 | 8, value: number) => numbers(size, value, true);
const be = (size: 2 | 4 | 8, value: number) => numbers(size, value, false);

/** A 16-bit PCM WAV (mono unless `channels` says): a tone of `frequency` Hz at `level` (0 to 1) for `seconds`. */
export function sineWav(
  seconds: number,
  { frequency = 440, level = 0.5, rate = 8000, channels = 1 } = {},
): Uint8Array<ArrayBuffer> {
  const count = Math.round(seconds * rate);
  const samples = new Uint8Array(count * 2 * channels);
  const view = new DataView(samples.buffer);
  for (let i = 0; i < count; i += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * level * 32767);
    for (let channel = 0; channel < channels; channel += 1) view.setInt16((i * channels + channel) * 2, value, true);
  }
  const fmt = concat([
    le(2, 1),
    le(2, channels),
    le(4, rate),
    le(4, rate * 2 * channels),
    le(2, 2 * channels),
    le(2, 16),
  ]);
  return concat([
    text('RIFF'),
    le(4, 4 + 8 + fmt.length + 8 + samples.length),
    text('WAVE'),
    text('fmt '),
    le(4, fmt.length),
    fmt,
    text('data'),
    le(4, samples.length),
    samples,
  ]);
}

const TONE_FILES = {
  mp3: 'tone-1khz-minus20.mp3',
  vorbis: 'tone-1khz-minus20.ogg',
  opus: 'tone-1khz-minus20.opus',
  m4a: 'tone-1khz-minus20.m4a',
  'm4a-faststart': 'tone-1khz-minus20-faststart.m4a',
  'm4a-silence': 'silence-2s.m4a',
} as const;

/**
 * Real encoded recordings, a 2-second 1 kHz tone at -20 dBFS peak, mono (server/src/sound/__fixtures__,
 * whose README says how each was made): MP3, Ogg Vorbis, Ogg Opus, and AAC in M4A with its movie box after
 * the sound (as phones and ffmpeg write it) or before it (`m4a-faststart`); and 2 s of digital silence
 * encoded as AAC in M4A (`m4a-silence`).
 */
export function encodedTone(kind: keyof typeof TONE_FILES): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(new URL(`../sound/__fixtures__/${TONE_FILES[kind]}`, import.meta.url)));
}

function oggPage(serial: number, sequence: number, granule: number, body: Uint8Array): Uint8Array {
  const segments: number[] = [];
  let left = body.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  return concat([
    text('OggS'),
    Uint8Array.of(0, sequence === 0 ? 2 : 0),
    le(8, granule),
    le(4, serial),
    le(4, sequence),
    le(4, 0),
    Uint8Array.of(segments.length, ...segments),
    body,
  ]);
}

/** An Ogg Opus stream's pages: its head (pre-skip 312) and pages whose last granule gives `seconds`. */
export function opusOgg(seconds: number): Uint8Array<ArrayBuffer> {
  const head = concat([text('OpusHead'), Uint8Array.of(1, 1), le(2, 312), le(4, 48_000), le(2, 0), Uint8Array.of(0)]);
  const total = Math.round(seconds * 48_000) + 312;
  return concat([
    oggPage(7, 0, 0, head),
    oggPage(7, 1, 0, text('OpusTags\0\0\0\0\0\0\0\0')),
    oggPage(7, 2, Math.floor(total / 2), new Uint8Array(300)),
    oggPage(7, 3, total, new Uint8Array(300)),
  ]);
}

/** An Ogg Vorbis stream at 44.1 kHz whose last granule gives `seconds`. */
export function vorbisOgg(seconds: number): Uint8Array<ArrayBuffer> {
  const head = concat([
    Uint8Array.of(1),
    text('vorbis'),
    le(4, 0),
    Uint8Array.of(2),
    le(4, 44_100),
    new Uint8Array(15),
  ]);
  return concat([oggPage(9, 0, 0, head), oggPage(9, 1, Math.round(seconds * 44_100), new Uint8Array(200))]);
}

/** MPEG-1 layer III frames at 128 kbit/s, 44.1 kHz (417 bytes, 1152 samples each), after an ID3v2 tag. */
export function silentMp3(seconds: number): Uint8Array<ArrayBuffer> {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const count = Math.round((seconds * 44_100) / 1152);
  const id3 = concat([text('ID3'), Uint8Array.of(3, 0, 0, 0, 0, 0, 20), new Uint8Array(20)]);
  return concat([id3, ...Array.from({ length: count }, () => frame)]);
}

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  return concat([be(4, body.length + 8), text(type), body]);
}

/** An M4A's boxes: a sound track (or a picture track with `video`) and a movie header of `seconds`. */
export function m4a(seconds: number, { video = false } = {}): Uint8Array<ArrayBuffer> {
  const mvhd = box(
    'mvhd',
    new Uint8Array(4),
    be(4, 0),
    be(4, 0),
    be(4, 1000),
    be(4, Math.round(seconds * 1000)),
    new Uint8Array(80),
  );
  const track = (handler: string) =>
    box('trak', box('mdia', box('hdlr', new Uint8Array(8), text(handler), new Uint8Array(12))));
  return concat([
    box('ftyp', text('M4A '), be(4, 0), text('isomM4A ')),
    box('moov', mvhd, track('soun'), ...(video ? [track('vide')] : [])),
    box('mdat', new Uint8Array(1000)),
  ]);
}

/**
 * An MP3 whose frame headers are intact (the byte parser accepts it) but whose sound data after the first
 * few frames is overwritten with noise: frames that do not decode to sound.
 */
export function garbledMp3(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes);
  const bitrates = {
    mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  };
  const rates: Record<number, number[]> = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000] };
  let at = 0;
  let frames = 0;
  while (at + 4 < copy.length && copy[at] === 0xff && (copy[at + 1]! & 0xe0) === 0xe0) {
    const version = (copy[at + 1]! >> 3) & 3;
    const bitrate = (version === 3 ? bitrates.mpeg1 : bitrates.mpeg2)[copy[at + 2]! >> 4]!;
    const rate = rates[version]![(copy[at + 2]! >> 2) & 3]!;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * bitrate * 1000) / rate) + ((copy[at + 2]! >> 1) & 1);
    if (frames >= 3) for (let i = at + 4; i < at + length && i < copy.length; i += 1) copy[i] = (i * 7919 + 13) & 0xff;
    frames += 1;
    at += length;
  }
  return copy;
}

/**
 * An M4A whose boxes are intact (the byte parser and the sample table read it) but whose sound after its
 * first `keep` bytes is overwritten with noise: AAC frames that do not decode.
 */
export function garbledM4a(bytes: Uint8Array, keep = 1000): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes);
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 8 <= copy.length; at += Math.max(8, view.getUint32(at))) {
    if (String.fromCharCode(...copy.subarray(at + 4, at + 8)) !== 'mdat') continue;
    const end = at + view.getUint32(at);
    for (let i = at + 8 + keep; i < end; i += 1) copy[i] = (i * 7919 + 13) & 0xff;
  }
  return copy;
}
