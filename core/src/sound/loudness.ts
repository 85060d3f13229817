/**
 * Integrated loudness (ITU-R BS.1770-4, as EBU R128 uses it) and true peak, measured from decoded samples
 * (docs/sound.md, "Loudness"). The server measures each upload with it; a screen measures with the same code
 * a recording the server could not decode (M4A/AAC) or one uploaded before measuring began.
 *
 * The meter is fed in chunks (one Float32Array per channel each time), so a 15-minute file is measured
 * while it is decoded and never held whole.
 */

/** Where every recording is brought: -16 LUFS, the level of speech programmes on phones and small speakers. */
export const TARGET_LUFS = -16;
/** The highest true peak a recording may reach after its gain (dBTP): a margin under clipping. */
export const PEAK_CEILING_DBTP = -1;
/** The most a recording is raised (dB): a near-silent file stays quiet rather than raising its hiss. */
export const MAX_GAIN_DB = 24;

/** Blocks of 400 ms (four steps) start every 100 ms: a 75 % overlap. */
const STEP_S = 0.1;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two K-weighting stages (a high shelf for the head, a high pass) for any sample rate, from the
 * analogue prototypes BS.1770 specifies at 48 kHz (the same derivation as libebur128's): at 48 kHz the
 * coefficients are the standard's own.
 */
export function kWeighting(rate: number): [Biquad, Biquad] {
  const shelfK = Math.tan((Math.PI * 1681.974450955533) / rate);
  const shelfQ = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  const shelfA0 = 1 + shelfK / shelfQ + shelfK * shelfK;
  const shelf = {
    b0: (vh + (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    b1: (2 * (shelfK * shelfK - vh)) / shelfA0,
    b2: (vh - (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    a1: (2 * (shelfK * shelfK - 1)) / shelfA0,
    a2: (1 - shelfK / shelfQ + shelfK * shelfK) / shelfA0,
  };
  const passK = Math.tan((Math.PI * 38.13547087602444) / rate);
  const passQ = 0.5003270373238773;
  const passA0 = 1 + passK / passQ + passK * passK;
  const pass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (passK * passK - 1)) / passA0,
    a2: (1 - passK / passQ + passK * passK) / passA0,
  };
  return [shelf, pass];
}

/** In which order a stream carries its channels beyond stereo: WAV's (L R C LFE Ls Rs) or Vorbis' and Opus' (L C R Ls Rs LFE). */
export type ChannelOrder = 'wav' | 'vorbis';

/** BS.1770's channel weights: 1 for left, right and centre; 1.41 for the surrounds; the LFE not counted. */
export function channelWeights(count: number, order: ChannelOrder = 'wav'): number[] {
  const roles =
    order === 'vorbis'
      ? ({ 5: 'FCFSS', 6: 'FCFSSL' } as Record<number, string>)[count]
      : ({ 5: 'FFCSS', 6: 'FFCLSS' } as Record<number, string>)[count];
  return Array.from({ length: count }, (_, index) => {
    const role = roles?.[index] ?? 'F';
    return role === 'S' ? 1.41 : role === 'L' ? 0 : 1;
  });
}

/**
 * Intersample peaks by 4x oversampling (BS.1770-4 Annex 2): a 12-tap windowed-sinc interpolator per
 * phase. Only stretches near the loudest sample so far are interpolated (a sample under 70 % of the peak
 * cannot overshoot it by the 3 dB an intersample peak adds at most in practice), which keeps a long file quick.
 */
const TAPS = 12;
const HALF = TAPS / 2;
const PHASES = [0.25, 0.5, 0.75].map((fraction) =>
  Array.from({ length: TAPS }, (_, tap) => {
    const x = tap - (HALF - 1) - fraction;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / (HALF + 0.5));
    return sinc * window;
  }),
);

export interface LoudnessReading {
  /** Integrated loudness in LUFS; -Infinity when nothing passes the absolute gate (silence). */
  lufs: number;
  /** True peak in dBTP (of the loudest channel); -Infinity for digital silence. */
  truePeakDb: number;
  /** Samples per channel measured. */
  frames: number;
  rate: number;
}

/** A BS.1770 meter for one stream of `channels` channels at `rate` Hz. */
export class LoudnessMeter {
  private readonly filters: [Biquad, Biquad];
  /** Filter state per channel: x1, x2, y1, y2 of each stage. */
  private readonly state: Float64Array[];
  private readonly weights: number[];
  private readonly stepFrames: number;
  /** Sum of weighted squares of each 100 ms step since the start; a block is four steps. */
  private readonly steps: number[] = [];
  private stepSum = 0;
  private stepFill = 0;
  private peak = 0;
  private readonly tails: Float32Array[];
  private frames = 0;

  constructor(
    readonly channels: number,
    readonly rate: number,
    order: ChannelOrder = 'wav',
  ) {
    this.filters = kWeighting(rate);
    this.state = Array.from({ length: channels }, () => new Float64Array(8));
    this.weights = channelWeights(channels, order);
    this.stepFrames = Math.round(rate * STEP_S);
    this.tails = Array.from({ length: channels }, () => new Float32Array(TAPS - 1));
  }

  /** Feeds the next samples, one array per channel, all of one length. */
  push(chunk: readonly Float32Array[]): void {
    const length = chunk[0]?.length ?? 0;
    if (length === 0) return;
    const squares = new Float64Array(length);
    for (let channel = 0; channel < this.channels; channel += 1) {
      const samples = chunk[channel]!;
      this.filterInto(samples, this.state[channel]!, this.weights[channel]!, squares);
      this.measurePeak(channel, samples);
    }
    for (let i = 0; i < length; i += 1) {
      this.stepSum += squares[i]!;
      this.stepFill += 1;
      if (this.stepFill === this.stepFrames) {
        this.steps.push(this.stepSum);
        this.stepSum = 0;
        this.stepFill = 0;
      }
    }
    this.frames += length;
  }

  private filterInto(samples: Float32Array, s: Float64Array, weight: number, squares: Float64Array): void {
    const [one, two] = this.filters;
    const { b0, b1, b2, a1, a2 } = one;
    const { b0: c0, b1: c1, b2: c2, a1: d1, a2: d2 } = two;
    let x1 = s[0]!;
    let x2 = s[1]!;
    let y1 = s[2]!;
    let y2 = s[3]!;
    let z1 = s[4]!;
    let z2 = s[5]!;
    let w1 = s[6]!;
    let w2 = s[7]!;
    for (let i = 0; i < samples.length; i += 1) {
      const x = samples[i]!;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      const w = c0 * y + c1 * z1 + c2 * z2 - d1 * w1 - d2 * w2;
      z2 = z1;
      z1 = y;
      w2 = w1;
      w1 = w;
      squares[i] = squares[i]! + weight * w * w;
    }
    s[0] = x1;
    s[1] = x2;
    s[2] = y1;
    s[3] = y2;
    s[4] = z1;
    s[5] = z2;
    s[6] = w1;
    s[7] = w2;
  }

  private measurePeak(channel: number, samples: Float32Array): void {
    const tail = this.tails[channel]!;
    const joined = new Float32Array(tail.length + samples.length);
    joined.set(tail);
    joined.set(samples, tail.length);
    for (let i = tail.length; i < joined.length; i += 1) {
      const value = Math.abs(joined[i]!);
      if (value > this.peak) this.peak = value;
    }
    // Between joined[i] and joined[i + 1], with HALF - 1 samples before and HALF after; only beside a crest
    // of |x| (a sample at least as high as both neighbours), where an intersample peak can rise.
    const [p0, p1, p2] = PHASES as [number[], number[], number[]];
    for (let i = HALF - 1; i + HALF < joined.length; i += 1) {
      const here = Math.abs(joined[i]!);
      const next = Math.abs(joined[i + 1]!);
      if (Math.max(here, next) < 0.7 * this.peak) continue;
      const crest =
        (here >= Math.abs(joined[i - 1]!) && here >= next) || (next >= here && next >= Math.abs(joined[i + 2]!));
      if (!crest) continue;
      let v0 = 0;
      let v1 = 0;
      let v2 = 0;
      const from = i - (HALF - 1);
      for (let tap = 0; tap < TAPS; tap += 1) {
        const x = joined[from + tap]!;
        v0 += p0[tap]! * x;
        v1 += p1[tap]! * x;
        v2 += p2[tap]! * x;
      }
      this.peak = Math.max(this.peak, Math.abs(v0), Math.abs(v1), Math.abs(v2));
    }
    tail.set(joined.subarray(joined.length - tail.length));
  }

  /** The integrated loudness so far (gated as BS.1770-4 says) and the true peak. */
  reading(): LoudnessReading {
    const blocks: number[] = [];
    const blockFrames = 4 * this.stepFrames;
    for (let end = 4; end <= this.steps.length; end += 1) {
      const sum = this.steps[end - 4]! + this.steps[end - 3]! + this.steps[end - 2]! + this.steps[end - 1]!;
      blocks.push(sum / blockFrames);
    }
    // A sound shorter than one block is measured as one block of what there is.
    if (blocks.length === 0 && this.frames > 0)
      blocks.push((this.steps.reduce((sum, step) => sum + step, 0) + this.stepSum) / this.frames);
    const loudness = (power: number) => -0.691 + 10 * Math.log10(power);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const absolute = blocks.filter((power) => loudness(power) > ABSOLUTE_GATE_LUFS);
    let lufs = -Infinity;
    if (absolute.length > 0) {
      const gate = loudness(mean(absolute)) + RELATIVE_GATE_LU;
      const relative = absolute.filter((power) => loudness(power) > gate);
      lufs = loudness(mean(relative));
    }
    return { lufs, truePeakDb: 20 * Math.log10(this.peak), frames: this.frames, rate: this.rate };
  }
}

/** Measures whole decoded channels at once (tests, and a screen measuring what it decoded). */
export function measureLoudness(channels: readonly Float32Array[], rate: number): LoudnessReading {
  const meter = new LoudnessMeter(channels.length, rate);
  meter.push(channels);
  return meter.reading();
}

/**
 * The gain (dB) that brings a recording to TARGET_LUFS, lowered so its true peak stays under
 * PEAK_CEILING_DBTP and never more than MAX_GAIN_DB; null for silence, which has no loudness to match.
 */
export function normalisingGainDb(reading: Pick<LoudnessReading, 'lufs' | 'truePeakDb'>): number | null {
  if (!Number.isFinite(reading.lufs)) return null;
  return Math.min(TARGET_LUFS - reading.lufs, PEAK_CEILING_DBTP - reading.truePeakDb, MAX_GAIN_DB);
}

export const dbToGain = (db: number) => 10 ** (db / 20);
