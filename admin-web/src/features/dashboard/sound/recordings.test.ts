import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureLoudness } from '@core/sound/loudness.js';
import { playableRecording, playbackGain, RECORDING_CACHE, recordingBytes } from './recordings.js';

const RATE = 8000;
const sine = (amplitude: number, length = RATE * 3) =>
  Float32Array.from({ length }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / RATE));
const scaled = (samples: Float32Array, gain: number) => samples.map((value) => value * gain);

describe("a recording's loudness (docs/sound.md, 'Loudness')", () => {
  it('plays at the gain the server measured', () => {
    expect(playbackGain(2.5, [sine(0.5)], RATE)).toBe(2.5);
    expect(
      playableRecording({ id: 'r', name: 'A', credit: '', seconds: 3, kind: 'recording', url: '/a', gain: 0.4 }),
    ).toEqual({ url: '/a', gain: 0.4 });
    expect(
      playableRecording({ id: 't', name: 'T', credit: '', seconds: 2, kind: 'tone', url: null, gain: null }),
    ).toBeNull();
  });

  it('measures one the server could not (M4A): a quiet and a loud recording both brought to -16 LUFS', () => {
    for (const amplitude of [0.03, 0.6]) {
      const samples = sine(amplitude);
      const gain = playbackGain(null, [samples], RATE);
      expect(measureLoudness([scaled(samples, gain)], RATE).lufs).toBeCloseTo(-16, 1);
    }
  });

  it('never lets a true peak pass -1 dBTP, and leaves silence alone', () => {
    // Quiet on average with loud clicks: the clicks decide.
    const clicky = sine(0.01);
    for (let i = 100; i < clicky.length; i += 4000) clicky[i] = 0.9;
    const gain = playbackGain(null, [clicky], RATE);
    expect(measureLoudness([scaled(clicky, gain)], RATE).truePeakDb).toBeLessThanOrEqual(-1 + 1e-6);
    expect(playbackGain(null, [new Float32Array(RATE * 2)], RATE)).toBe(1);
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
