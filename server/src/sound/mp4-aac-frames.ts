/**
 * The AAC frames of an M4A, found through its sound track's sample table and rewritten as an ADTS stream
 * (docs/sound.md, "What is accepted"): the decoder then reads a few seconds of frames at a time, wherever
 * the movie box lies in the file (phones write it after the sound, `-movflags +faststart` before).
 *
 * The track's sample description gives the AudioSpecificConfig (ISO/IEC 14496-3 1.6.2.1: object type,
 * sample rate, channels); the sample sizes (`stsz`), the samples per chunk (`stsc`) and the chunk offsets
 * (`stco`/`co64`) give where each frame is (ISO/IEC 14496-12 8.7). An ADTS header (ISO/IEC 13818-7 6.2)
 * of 7 bytes in front of each frame carries the same configuration, which is all a decoder needs.
 */
import { boxAt, childBox, mp4Boxes, tracksOf, viewOf, type Mp4Box } from '../media/mp4-boxes.js';

/** Samples an AAC frame decodes to (the 960-sample variant is for broadcast, not files). */
export const AAC_FRAME_SAMPLES = 1024;
/** ADTS carries a rate as its index in this table (ISO/IEC 14496-3 1.6.3.4). */
const RATES = [96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8000, 7350];
const ADTS_HEADER = 7;
/** An ADTS frame's length field has 13 bits, its header included. */
const ADTS_MAX_FRAME = 8191;
/** Object types: AAC LC, and SBR and PS (HE-AAC), which extend an AAC LC core. */
const AAC_LC = 2;
const SBR = 5;
const PS = 29;

export interface AacTrack {
  rate: number;
  rateIndex: number;
  /** The channel configuration as ADTS writes it: 1 (mono) or 2 (stereo), all the decoder takes. */
  channelConfig: number;
  /** Where each frame starts in the file, and its length. */
  offsets: Float64Array;
  sizes: Uint32Array;
}

/**
 * `unsupported`: a sound track the decoder cannot take (Apple Lossless, MP3 in MP4, AAC Main or LTP, more
 * than two channels) or frames kept in movie fragments; `damaged`: an AAC track whose table is broken, or whose frames lie past the end of
 * the file (a file cut short).
 */
export type AacTrackReading = { ok: true; track: AacTrack } | { ok: false; problem: 'damaged' | 'unsupported' };

const damaged = { ok: false, problem: 'damaged' } as const;
const unsupported = { ok: false, problem: 'unsupported' } as const;

class BitReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  read(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i += 1, this.at += 1) {
      const byte = this.bytes[this.at >> 3];
      if (byte === undefined) throw new RangeError('AudioSpecificConfig ends early');
      value = value * 2 + ((byte >> (7 - (this.at & 7))) & 1);
    }
    return value;
  }
}

interface AudioConfig {
  objectType: number;
  rateIndex: number;
  channelConfig: number;
}

/** The AudioSpecificConfig's core: its object type, rate and channels (those of the AAC LC core for HE-AAC). */
function audioConfig(config: Uint8Array): AudioConfig | null {
  const bits = new BitReader(config);
  const objectType = () => {
    const type = bits.read(5);
    return type === 31 ? 32 + bits.read(6) : type;
  };
  const rateIndex = () => {
    const index = bits.read(4);
    return index === 15 ? RATES.indexOf(bits.read(24)) : index;
  };
  try {
    let type = objectType();
    const index = rateIndex();
    const channelConfig = bits.read(4);
    if (type === SBR || type === PS) {
      rateIndex(); // the rate SBR doubles to; the core decodes at the first one
      type = objectType();
    }
    return { objectType: type, rateIndex: index, channelConfig };
  } catch {
    return null;
  }
}

/** A descriptor's tag, and where its content starts and ends (ISO/IEC 14496-1 8.3.3: sizes of 1 to 4 bytes). */
function descriptor(bytes: Uint8Array, at: number, end: number) {
  if (at >= end) return null;
  const tag = bytes[at]!;
  let size = 0;
  let next = at + 1;
  for (let i = 0; i < 4 && next < end; i += 1) {
    const byte = bytes[next]!;
    next += 1;
    size = size * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) break;
  }
  return { tag, start: next, end: Math.min(end, next + size) };
}

/** The `esds` box's AudioSpecificConfig: ES descriptor, decoder config (MPEG-4 audio), decoder specific info. */
function esdsConfig(bytes: Uint8Array, esds: Mp4Box): Uint8Array | null {
  const es = descriptor(bytes, esds.start + 4, esds.end);
  if (!es || es.tag !== 3) return null;
  const flags = bytes[es.start + 2] ?? 0;
  let at = es.start + 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + (bytes[at] ?? 0);
  if (flags & 0x20) at += 2;
  const decoderConfig = descriptor(bytes, at, es.end);
  // 0x40: MPEG-4 audio, whose decoder specific info is the AudioSpecificConfig.
  if (!decoderConfig || decoderConfig.tag !== 4 || bytes[decoderConfig.start] !== 0x40) return null;
  const specific = descriptor(bytes, decoderConfig.start + 13, decoderConfig.end);
  if (!specific || specific.tag !== 5) return null;
  return bytes.subarray(specific.start, specific.end);
}

/** The `mp4a` sample entry's `esds` box (directly inside it, or inside QuickTime's `wave` box). */
function mp4aEsds(bytes: Uint8Array, stsd: Mp4Box): Mp4Box | undefined {
  const entry = mp4Boxes(bytes, stsd.start + 8, stsd.end)[0];
  if (!entry || entry.type !== 'mp4a') return undefined;
  // The audio sample entry's fields take 28 bytes; QuickTime's versions 1 and 2 add 16 and 36.
  const version = entry.start + 10 <= entry.end ? viewOf(bytes).getUint16(entry.start + 8) : 0;
  const children = entry.start + 28 + (version === 1 ? 16 : version === 2 ? 36 : 0);
  const inside = mp4Boxes(bytes, children, entry.end);
  const wave = inside.find((box) => box.type === 'wave');
  return inside.find((box) => box.type === 'esds') ?? (wave && childBox(bytes, wave, 'esds'));
}

/** Where each frame starts and how long it is, from the sample table; null if the table is broken. */
function frameTable(bytes: Uint8Array, stbl: Mp4Box): { offsets: Float64Array; sizes: Uint32Array } | null {
  const view = viewOf(bytes);
  const stsz = childBox(bytes, stbl, 'stsz');
  const stsc = childBox(bytes, stbl, 'stsc');
  const stco = childBox(bytes, stbl, 'stco');
  const co64 = childBox(bytes, stbl, 'co64');
  const chunkBox = stco ?? co64;
  if (!stsz || !stsc || !chunkBox || stsz.end - stsz.start < 12) return null;
  const fixedSize = view.getUint32(stsz.start + 4);
  const count = view.getUint32(stsz.start + 8);
  if (count === 0 || (fixedSize === 0 && stsz.start + 12 + count * 4 > stsz.end)) return null;
  const sizes = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) sizes[i] = fixedSize || view.getUint32(stsz.start + 12 + i * 4);

  const width = chunkBox === stco ? 4 : 8;
  const chunks = chunkBox.end - chunkBox.start >= 8 ? view.getUint32(chunkBox.start + 4) : 0;
  if (chunkBox.start + 8 + chunks * width > chunkBox.end) return null;
  const chunkOffset = (chunk: number) => {
    const at = chunkBox.start + 8 + chunk * width;
    return width === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
  };
  const runs = stsc.end - stsc.start >= 8 ? view.getUint32(stsc.start + 4) : 0;
  if (runs === 0 || stsc.start + 8 + runs * 12 > stsc.end) return null;
  // Each run: from its first chunk (counted from 1) on, every chunk holds this many samples.
  const run = (index: number) => ({
    firstChunk: view.getUint32(stsc.start + 8 + index * 12) - 1,
    perChunk: view.getUint32(stsc.start + 12 + index * 12),
  });

  const offsets = new Float64Array(count);
  let sample = 0;
  let runIndex = 0;
  let current = run(0);
  for (let chunk = 0; chunk < chunks && sample < count; chunk += 1) {
    while (runIndex + 1 < runs && run(runIndex + 1).firstChunk <= chunk) current = run((runIndex += 1));
    let at = chunkOffset(chunk);
    for (let i = 0; i < current.perChunk && sample < count; i += 1, sample += 1) {
      offsets[sample] = at;
      at += sizes[sample]!;
    }
  }
  return sample === count ? { offsets, sizes } : null;
}

/** The first sound track's AAC frames and configuration, or why they cannot be decoded. */
export function readAacTrack(bytes: Uint8Array): AacTrackReading {
  const top = mp4Boxes(bytes);
  // A fragmented file (Safari's recorder writes them) keeps frames in movie fragments this reader does not follow.
  if (top.some((box) => box.type === 'moof')) return unsupported;
  const moov = top.find((box) => box.type === 'moov');
  const trak = moov && tracksOf(bytes, moov, 'soun')[0];
  const stbl = trak && boxAt(bytes, trak, 'mdia', 'minf', 'stbl');
  const stsd = stbl && childBox(bytes, stbl, 'stsd');
  if (!stbl || !stsd) return damaged;
  const entry = mp4Boxes(bytes, stsd.start + 8, stsd.end)[0];
  if (!entry) return damaged;
  if (entry.type !== 'mp4a') return unsupported;
  const esds = mp4aEsds(bytes, stsd);
  const config = esds && esdsConfig(bytes, esds);
  if (!config) return unsupported;
  const audio = audioConfig(config);
  if (!audio) return damaged;
  const { objectType, rateIndex, channelConfig } = audio;
  if (objectType !== AAC_LC || rateIndex < 0 || rateIndex >= RATES.length) return unsupported;
  // The decoder (symphonia's) refuses more than two channels as "too complex".
  if (channelConfig !== 1 && channelConfig !== 2) return unsupported;
  const table = frameTable(bytes, stbl);
  if (!table) return damaged;
  for (let i = 0; i < table.sizes.length; i += 1) {
    const size = table.sizes[i]!;
    if (size === 0 || size + ADTS_HEADER > ADTS_MAX_FRAME) return damaged;
    if (table.offsets[i]! + size > bytes.length) return damaged;
  }
  return { ok: true, track: { rate: RATES[rateIndex]!, rateIndex, channelConfig, ...table } };
}

/** Frames `from` to `to` (not included) as an ADTS stream: a 7-byte header in front of each. */
export function adtsStream(bytes: Uint8Array, track: AacTrack, from: number, to: number): Uint8Array<ArrayBuffer> {
  let length = 0;
  for (let i = from; i < to; i += 1) length += ADTS_HEADER + track.sizes[i]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (let i = from; i < to; i += 1) {
    const size = track.sizes[i]!;
    const frame = ADTS_HEADER + size;
    const { rateIndex, channelConfig } = track;
    // Sync word, MPEG-4, no CRC; profile AAC LC (object type less one); rate; channels; frame length;
    // buffer fullness 0x7ff (variable bitrate); one raw data block.
    out.set(
      [
        0xff,
        0xf1,
        ((AAC_LC - 1) << 6) | (rateIndex << 2) | (channelConfig >> 2),
        ((channelConfig & 3) << 6) | (frame >> 11),
        (frame >> 3) & 0xff,
        ((frame & 7) << 5) | 0x1f,
        0xfc,
      ],
      at,
    );
    const offset = track.offsets[i]!;
    out.set(bytes.subarray(offset, offset + size), at + ADTS_HEADER);
    at += frame;
  }
  return out;
}
