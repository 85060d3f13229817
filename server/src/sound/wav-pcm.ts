/**
 * A WAV file's samples (docs/sound.md, "What is accepted"): integer PCM of 8, 16, 24 or 32 bits and float
 * PCM of 32 or 64 bits, plain or in the extensible format. Other encodings inside a WAV (ADPCM, mu-law)
 * are not played by every browser and are refused as not a recording Minaret can play.
 */

export type WavPcm =
  | { ok: true; channels: number; rate: number; frames: number; chunks: () => Generator<Float32Array[]> }
  | { ok: false; problem: 'damaged' | 'not-audio' };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** Half a second of 48 kHz sound at a time (the checker yields between chunks). */
const CHUNK_FRAMES = 24_000;

type Reader = (view: DataView, at: number) => number;

function sampleReader(encoding: number, bits: number): Reader | null {
  if (encoding === PCM && bits === 8) return (view, at) => (view.getUint8(at) - 128) / 128;
  if (encoding === PCM && bits === 16) return (view, at) => view.getInt16(at, true) / 32_768;
  if (encoding === PCM && bits === 24)
    return (view, at) => ((view.getUint8(at + 2) << 24) | (view.getUint16(at, true) << 8)) / 2_147_483_648;
  if (encoding === PCM && bits === 32) return (view, at) => view.getInt32(at, true) / 2_147_483_648;
  if (encoding === FLOAT && bits === 32) return (view, at) => view.getFloat32(at, true);
  if (encoding === FLOAT && bits === 64) return (view, at) => view.getFloat64(at, true);
  return null;
}

export function readWavPcm(bytes: Uint8Array): WavPcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { encoding: number; channels: number; rate: number; align: number; bits: number } | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      let encoding = view.getUint16(at + 8, true);
      // The extensible format names the real encoding in the first two bytes of its sub-format GUID.
      if (encoding === EXTENSIBLE && at + 34 <= bytes.length) encoding = view.getUint16(at + 32, true);
      format = {
        encoding,
        channels: view.getUint16(at + 10, true),
        rate: view.getUint32(at + 12, true),
        align: view.getUint16(at + 20, true),
        bits: view.getUint16(at + 22, true),
      };
    }
    if (id === 'data') {
      if (!format || format.channels === 0 || format.rate === 0) return { ok: false, problem: 'damaged' };
      const read = sampleReader(format.encoding, format.bits);
      if (!read) return { ok: false, problem: 'not-audio' };
      const { channels, rate, align } = format;
      const width = format.bits / 8;
      if (align < channels * width) return { ok: false, problem: 'damaged' };
      const start = at + 8;
      const frames = Math.floor(Math.min(size, bytes.length - start) / align);
      function* chunks(): Generator<Float32Array[]> {
        for (let first = 0; first < frames; first += CHUNK_FRAMES) {
          const count = Math.min(CHUNK_FRAMES, frames - first);
          const chunk = Array.from({ length: channels }, () => new Float32Array(count));
          for (let frame = 0; frame < count; frame += 1) {
            const offset = start + (first + frame) * align;
            for (let channel = 0; channel < channels; channel += 1)
              chunk[channel]![frame] = read!(view, offset + channel * width);
          }
          yield chunk;
        }
      }
      return { ok: true, channels, rate, frames, chunks };
    }
    at += 8 + size + (size % 2);
  }
  return { ok: false, problem: 'damaged' };
}
