/**
 * The MP3 copy of an Ogg or M4A upload (docs/sound.md, "Where they are kept"): past two channels downmixed
 * to stereo within full scale, every decoded rate encoded at a rate MP3 has, the copy a playable MP3.
 */
import { describe, expect, it } from 'vitest';
import { checkRecordingAudio } from './recording-audio.js';
import { downmixToStereo, Mp3Copy, mp3RateFor } from './mp3-copy.js';

const sine = (seconds: number, rate: number, level = 0.5) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => level * Math.sin((2 * Math.PI * 1000 * i) / rate),
  );

describe('the MP3 copy', () => {
  it('downmixes 5.1 in the Vorbis order to stereo: centre in both, each surround to its side, no LFE, within full scale', () => {
    const full = Float32Array.of(1);
    const none = Float32Array.of(0);
    // L C R Ls Rs LFE, each at full scale: the left's shares sum to 1 + 0.707 + 0.707.
    const [left, right] = downmixToStereo([full, full, full, full, full, full]);
    expect(left![0]).toBeCloseTo(1, 5);
    expect(right![0]).toBeCloseTo(1, 5);
    const [centreLeft, centreRight] = downmixToStereo([none, full, none, none, none, none]);
    expect(centreLeft![0]).toBeCloseTo(centreRight![0]!, 5);
    const [lfeLeft, lfeRight] = downmixToStereo([none, none, none, none, none, full]);
    expect([lfeLeft![0], lfeRight![0]]).toEqual([0, 0]);
    const [surroundLeft, surroundRight] = downmixToStereo([none, none, none, full, none, none]);
    expect(surroundLeft![0]).toBeGreaterThan(0);
    expect(surroundRight![0]).toBe(0);
    const stereo = [full, none];
    expect(downmixToStereo(stereo)).toBe(stereo);
  });

  it('encodes at a rate MP3 has: the decoded one, else the next one up', () => {
    expect([8000, 22_050, 44_100, 48_000].map(mp3RateFor)).toEqual([8000, 22_050, 44_100, 48_000]);
    expect([7000, 37_800, 96_000].map(mp3RateFor)).toEqual([8000, 44_100, 48_000]);
  });

  it('makes, slice by slice, an MP3 of the same length and loudness at 22.05 kHz mono and 48 kHz stereo', async () => {
    for (const [rate, channels] of [
      [22_050, 1],
      [48_000, 2],
    ] as const) {
      const copy = await Mp3Copy.open();
      const slice = sine(0.5, rate);
      for (let i = 0; i < 4; i += 1)
        copy.push(
          Array.from({ length: channels }, () => slice),
          rate,
        );
      const mp3 = copy.finish()!;
      const check = await checkRecordingAudio(mp3, 'mp3');
      if (!check.ok || !check.measured) throw new Error(`${rate}: ${JSON.stringify(check)}`);
      expect(Math.abs(check.seconds - 2)).toBeLessThan(0.1);
      // A 1 kHz sine at -6 dBFS peak: -9.0 LUFS in one channel, -6.0 in two.
      expect(Math.abs(check.lufs - (channels === 1 ? -9.03 : -6.02))).toBeLessThan(0.5);
    }
  });

  it('answers no copy when nothing was encoded', async () => {
    expect((await Mp3Copy.open()).finish()).toBeNull();
  });
});
