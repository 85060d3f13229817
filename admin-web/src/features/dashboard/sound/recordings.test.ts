import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_GAIN, normalisingGain, RECORDING_CACHE, recordingBytes, TARGET_RMS } from './recordings.js';

const sine = (amplitude: number, length = 8000) =>
  Float32Array.from({ length }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / 8000));
const rms = (samples: Float32Array, gain: number) =>
  Math.sqrt(samples.reduce((sum, value) => sum + (value * gain) ** 2, 0) / samples.length);

describe("a recording's loudness (docs/sound.md, 'Loudness')", () => {
  it('brings a quiet recording and a loud one to the same level', () => {
    const quiet = sine(0.05);
    const loud = sine(0.6);
    expect(rms(quiet, normalisingGain([quiet], 1))).toBeCloseTo(TARGET_RMS, 3);
    expect(rms(loud, normalisingGain([loud], 1))).toBeCloseTo(TARGET_RMS, 3);
  });

  it('never clips a peak, never raises a near-silent file more than MAX_GAIN, and leaves silence alone', () => {
    // Quiet on average with one loud click: the click decides.
    const clicky = sine(0.02);
    clicky[100] = 0.9;
    expect(normalisingGain([clicky], 1) * clicky[100]!).toBeLessThanOrEqual(0.98 + 1e-6);
    expect(normalisingGain([sine(0.001)])).toBe(MAX_GAIN);
    expect(normalisingGain([new Float32Array(100)])).toBe(1);
  });
});

/** A Cache Storage of one bucket, as a browser keeps it. */
function fakeCaches() {
  const kept = new Map<string, Response>();
  const cache = {
    match: (url: string) => Promise.resolve(kept.get(url)?.clone()),
    put: (url: string, response: Response) => {
      kept.set(url, response);
      return Promise.resolve();
    },
  };
  const opened: string[] = [];
  return {
    kept,
    opened,
    storage: {
      open: (name: string) => {
        opened.push(name);
        return Promise.resolve(cache);
      },
    },
  };
}

describe("a recording's bytes (docs/sound.md, 'Recordings on the screen')", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are fetched once, kept, and then served from the cache with the network down', async () => {
    const storage = fakeCaches();
    vi.stubGlobal('caches', storage.storage);
    const fetch = vi.fn(() => Promise.resolve(new Response(Uint8Array.of(1, 2, 3))));
    vi.stubGlobal('fetch', fetch);
    const url = '/api/sound-files/abc.wav';
    expect(new Uint8Array((await recordingBytes(url))!)).toEqual(Uint8Array.of(1, 2, 3));
    expect(storage.opened).toEqual([RECORDING_CACHE]);
    expect(storage.kept.has(url)).toBe(true);

    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(new Uint8Array((await recordingBytes(url))!)).toEqual(Uint8Array.of(1, 2, 3));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await recordingBytes('/api/sound-files/never-fetched.wav')).toBeNull();
  });

  it('are fetched without keeping where the browser has no Cache Storage (a page on plain http)', async () => {
    vi.stubGlobal('caches', undefined);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(Uint8Array.of(9))));
    expect(new Uint8Array((await recordingBytes('/api/sound-files/x.mp3'))!)).toEqual(Uint8Array.of(9));
  });
});
