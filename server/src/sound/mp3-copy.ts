/**
 * The MP3 copy kept of an Ogg or M4A upload (docs/sound.md, "Where they are kept"): older Safari plays no
 * Ogg and not every Linux browser plays AAC, while every player plays MP3. It is encoded by LAME compiled to
 * WebAssembly (`wasm-media-encoders`, nothing native), from the samples the check decodes anyway, slice by
 * slice as they come, so it never holds more than the encoded bytes.
 */
import { createMp3Encoder } from 'wasm-media-encoders';

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;

/** The rates an MP3 may have; a decoded rate between two is encoded at the next one up (LAME resamples). */
const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
/** Constant 128 kbit/s: transparent enough for a voice, and 14.4 MB for the longest recording (15 minutes). */
const BITRATE = 128;
/** -3 dB: the share of the centre and of each surround in the stereo downmix (ITU-R BS.775). */
const SIDE = Math.SQRT1_2;

export function mp3RateFor(rate: number): (typeof MP3_RATES)[number] {
  return MP3_RATES.find((supported) => supported >= rate) ?? 48_000;
}

/** For each channel of the Vorbis order, its share of left and of right, by the number of channels. */
const SHARES: Record<number, readonly (readonly [number, number])[]> = {
  3: [
    [1, 0],
    [SIDE, SIDE],
    [0, 1],
  ],
  4: [
    [1, 0],
    [0, 1],
    [SIDE, 0],
    [0, SIDE],
  ],
  5: [
    [1, 0],
    [SIDE, SIDE],
    [0, 1],
    [SIDE, 0],
    [0, SIDE],
  ],
  6: [
    [1, 0],
    [SIDE, SIDE],
    [0, 1],
    [SIDE, 0],
    [0, SIDE],
    [0, 0],
  ],
  7: [
    [1, 0],
    [SIDE, SIDE],
    [0, 1],
    [SIDE, 0],
    [0, SIDE],
    [SIDE / 2, SIDE / 2],
    [0, 0],
  ],
  8: [
    [1, 0],
    [SIDE, SIDE],
    [0, 1],
    [SIDE, 0],
    [0, SIDE],
    [SIDE, 0],
    [0, SIDE],
    [0, 0],
  ],
};

/**
 * Past two channels, Vorbis and Opus order them L C R (3), L R Ls Rs (4), L C R Ls Rs (5), L C R Ls Rs LFE
 * (6), L C R Ls Rs Rc LFE (7) and L C R Ls Rs Rls Rrs LFE (8). Each is summed to stereo with the centre in
 * both at -3 dB, each side's surrounds at -3 dB and the LFE left out, then scaled by the left's sum of
 * shares so that no sample passes full scale; the loudness is measured on the downmix, so its gain is
 * its own (docs/sound.md, "Loudness").
 */
export function downmixToStereo(channels: Float32Array[]): Float32Array[] {
  if (channels.length <= 2) return channels;
  const length = channels[0]!.length;
  const table = SHARES[channels.length] ?? channels.map((_, i) => [i % 2 === 0 ? 1 : 0, i % 2 === 0 ? 0 : 1]);
  const scale = 1 / table.reduce((sum, [left]) => sum + left, 0);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  channels.forEach((samples, channel) => {
    const [toLeft, toRight] = table[channel] ?? [0, 0];
    for (let i = 0; i < length; i += 1) {
      left[i] = left[i]! + samples[i]! * toLeft * scale;
      right[i] = right[i]! + samples[i]! * toRight * scale;
    }
  });
  return [left, right];
}

/** One upload's MP3 copy: the encoder is set up at the first slice (its rate and channels known then). */
export class Mp3Copy {
  private configured = false;
  private readonly parts: Uint8Array[] = [];

  private constructor(private encoder: Encoder | null) {}

  /** An encoder of its own for one upload (its WebAssembly memory goes with it when the upload is done). */
  static async open(): Promise<Mp3Copy> {
    return new Mp3Copy(await createMp3Encoder());
  }

  /** One slice of decoded samples, one or two channels (downmixed before). */
  push(channels: Float32Array[], rate: number): void {
    if (!this.encoder) return;
    if (!this.configured) {
      this.encoder.configure({
        sampleRate: rate,
        channels: channels.length === 1 ? 1 : 2,
        bitrate: BITRATE,
        outputSampleRate: mp3RateFor(rate),
      });
      this.configured = true;
    }
    // A view into the encoder's memory, which its next call reuses: copied.
    this.parts.push(this.encoder.encode(channels).slice());
  }

  /** The whole MP3, or null when nothing was pushed. The encoder is let go. */
  finish(): Uint8Array<ArrayBuffer> | null {
    const encoder = this.encoder;
    this.encoder = null;
    if (!encoder || !this.configured) return null;
    this.parts.push(encoder.finalize().slice());
    const whole = new Uint8Array(this.parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of this.parts) {
      whole.set(part, at);
      at += part.length;
    }
    this.parts.length = 0;
    return whole;
  }
}
