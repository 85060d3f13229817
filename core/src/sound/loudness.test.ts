/**
 * BS.1770-4 loudness against signals whose reading follows from the standard (docs/sound.md, "Loudness").
 * A sine of peak A in one channel has a mean square of A²/2; the K-weighting's gain at 1 kHz (+0.691 dB) is
 * what the -0.691 of the formula cancels, so a mono sine at 0 dBFS peak reads 10·log10(0.5) = -3.01 LUFS,
 * one at -20 dBFS -23.01, and a stereo sine at -23 dBFS peak in both channels (EBU Tech 3341 case 1) -23.0.
 */
import { describe, expect, it } from 'vitest';
import { channelWeights, dbToGain, kWeighting, measureLoudness, normalisingGainDb, LoudnessMeter } from './loudness.js';

const sine = (peakDb: number, seconds: number, { rate = 48_000, frequency = 997 } = {}) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => dbToGain(peakDb) * Math.sin((2 * Math.PI * frequency * i) / rate),
  );
const joined = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('integrated loudness (ITU-R BS.1770-4)', () => {
  it('has the standard K-weighting coefficients at 48 kHz', () => {
    const [shelf, pass] = kWeighting(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 8);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 8);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 8);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 8);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 8);
    expect(pass.a1).toBeCloseTo(-1.99004745483398, 8);
    expect(pass.a2).toBeCloseTo(0.99007225036621, 8);
  });

  it('reads a mono 997 Hz sine at 0 dBFS peak as -3.01 LUFS and at -20 dBFS as -23.01', () => {
    expect(measureLoudness([sine(0, 5)], 48_000).lufs).toBeCloseTo(-3.01, 1);
    expect(measureLoudness([sine(-20, 5)], 48_000).lufs).toBeCloseTo(-23.01, 1);
  });

  it('reads a stereo 1 kHz sine at -23 dBFS peak as -23.0 LUFS (EBU Tech 3341 case 1) and at -33 as -33.0', () => {
    for (const level of [-23, -33]) {
      const tone = sine(level, 20, { frequency: 1000 });
      expect(Math.abs(measureLoudness([tone, tone], 48_000).lufs - level)).toBeLessThanOrEqual(0.1);
    }
  });

  it('reads the same at 44.1 kHz and 8 kHz: the filters follow the sample rate', () => {
    for (const rate of [44_100, 22_050, 8000]) {
      const tone = sine(-23, 10, { rate, frequency: 1000 });
      expect(Math.abs(measureLoudness([tone, tone], rate).lufs + 23)).toBeLessThanOrEqual(0.1);
    }
  });

  it('gates quiet passages out (EBU Tech 3341 cases 3 and 4)', () => {
    const three = joined(sine(-36, 10, { frequency: 1000 }), sine(-23, 60, { frequency: 1000 }), sine(-36, 10));
    expect(Math.abs(measureLoudness([three, three], 48_000).lufs + 23)).toBeLessThanOrEqual(0.1);
    const four = joined(
      sine(-72, 10, { frequency: 1000 }),
      sine(-36, 10, { frequency: 1000 }),
      sine(-23, 60, { frequency: 1000 }),
      sine(-36, 10, { frequency: 1000 }),
      sine(-72, 10, { frequency: 1000 }),
    );
    expect(Math.abs(measureLoudness([four, four], 48_000).lufs + 23)).toBeLessThanOrEqual(0.1);
  });

  it('measures the same fed in chunks of any size as whole', () => {
    const tone = joined(sine(-30, 3), sine(-18, 4));
    const whole = measureLoudness([tone], 48_000);
    const meter = new LoudnessMeter(1, 48_000);
    for (let at = 0; at < tone.length; at += 4093) meter.push([tone.subarray(at, at + 4093)]);
    expect(meter.reading().lufs).toBeCloseTo(whole.lufs, 6);
    expect(meter.reading().truePeakDb).toBeCloseTo(whole.truePeakDb, 6);
  });

  it('reads silence, and a hiss under the absolute gate, as -Infinity: no loudness to match', () => {
    expect(measureLoudness([new Float32Array(48_000 * 3)], 48_000).lufs).toBe(-Infinity);
    expect(measureLoudness([sine(-80, 3)], 48_000).lufs).toBe(-Infinity);
    expect(normalisingGainDb({ lufs: -Infinity, truePeakDb: -80 })).toBeNull();
  });

  it('finds the peak between samples (true peak): a quarter-rate sine sampled off its crests', () => {
    // 12 kHz at 48 kHz with a 45° phase: every sample sits at 0.707 of the crest, the true peak is 0 dBFS.
    const tone = Float32Array.from({ length: 48_000 }, (_, i) => Math.sin((2 * Math.PI * i) / 4 + Math.PI / 4));
    const reading = measureLoudness([tone], 48_000);
    expect(reading.truePeakDb).toBeGreaterThan(-0.5);
    expect(20 * Math.log10(Math.SQRT1_2)).toBeCloseTo(-3.01, 2);
  });
});

describe('channel weights', () => {
  it('count the surrounds 1.41 and the LFE not at all, in WAV order and in Vorbis/Opus order', () => {
    expect(channelWeights(2)).toEqual([1, 1]);
    expect(channelWeights(6)).toEqual([1, 1, 1, 0, 1.41, 1.41]);
    expect(channelWeights(6, 'vorbis')).toEqual([1, 1, 1, 1.41, 1.41, 0]);
    expect(channelWeights(5, 'vorbis')).toEqual([1, 1, 1, 1.41, 1.41]);
  });
});

describe('the normalising gain', () => {
  it('brings a recording to -16 LUFS unless its true peak would pass -1 dBTP', () => {
    expect(normalisingGainDb({ lufs: -30, truePeakDb: -20 })).toBe(14);
    expect(normalisingGainDb({ lufs: -8, truePeakDb: 0 })).toBe(-8);
    // Loud peaks over a quiet average: the peak decides.
    expect(normalisingGainDb({ lufs: -30, truePeakDb: -6 })).toBe(5);
    expect(normalisingGainDb({ lufs: -60, truePeakDb: -50 })).toBe(24);
  });
});
