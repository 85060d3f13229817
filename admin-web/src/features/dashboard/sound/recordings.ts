/**
 * A masjid's recordings on the screen (docs/sound.md, "Recordings on the screen"): fetched when the day's
 * plan is made, long before their moment, kept in the browser's Cache Storage so they play with the network
 * down, decoded once, and brought to one loudness so a quiet recording and a loud one sound alike.
 */
import { audioContext } from '../../sound/tone-sound.js';

/** The Cache Storage bucket; its addresses hold the content's hash, so an entry never goes stale. */
export const RECORDING_CACHE = 'minaret-recordings';
/** A recording that does not arrive in this time is tried again at the next plan or at its moment. */
const FETCH_DEADLINE_MS = 60_000;

/** The loudness every recording is brought to: its RMS level, about -20 dBFS. */
export const TARGET_RMS = 0.1;
/** No recording is made more than this much louder (a near-silent file stays quiet, its hiss unraised). */
export const MAX_GAIN = 4;
/** Nor so loud that its highest peak would clip. */
const PEAK_CEILING = 0.98;

/**
 * The gain that brings decoded samples to TARGET_RMS, held under MAX_GAIN and under what would make the
 * loudest sample pass PEAK_CEILING. Every `step`th sample is read: plenty for a level, quick on a long file.
 */
export function normalisingGain(channels: readonly Float32Array[], step = 4): number {
  let sum = 0;
  let count = 0;
  let peak = 0;
  for (const samples of channels) {
    for (let i = 0; i < samples.length; i += step) {
      const value = samples[i]!;
      sum += value * value;
      count += 1;
      peak = Math.max(peak, Math.abs(value));
    }
  }
  if (count === 0 || peak === 0) return 1;
  const rms = Math.sqrt(sum / count);
  return Math.min(MAX_GAIN, TARGET_RMS / rms, PEAK_CEILING / peak);
}

/** The bytes from the cache, else from the network (then kept); null when neither has them. */
export async function recordingBytes(url: string): Promise<ArrayBuffer | null> {
  const cache = typeof caches === 'undefined' ? null : await caches.open(RECORDING_CACHE).catch(() => null);
  const kept = await cache?.match(url);
  if (kept) return kept.arrayBuffer();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_DEADLINE_MS) });
    if (!response.ok) return null;
    if (cache) await cache.put(url, response.clone()).catch(() => undefined);
    return await response.arrayBuffer();
  } catch {
    return null;
  }
}

export interface DecodedRecording {
  buffer: AudioBuffer;
  /** The gain that brings it to the common loudness (normalisingGain). */
  gain: number;
}

const decoded = new Map<string, Promise<DecodedRecording | null>>();

/** The recording decoded and measured, once per address; a failure is forgotten so a later call tries again. */
export function loadRecording(url: string): Promise<DecodedRecording | null> {
  const known = decoded.get(url);
  if (known) return known;
  const loading = (async () => {
    const audio = audioContext();
    const bytes = await recordingBytes(url);
    if (!audio || !bytes) return null;
    try {
      const buffer = await audio.decodeAudioData(bytes);
      const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index));
      return { buffer, gain: normalisingGain(channels) };
    } catch {
      return null;
    }
  })();
  decoded.set(url, loading);
  void loading.then((result) => {
    if (!result) decoded.delete(url);
  });
  return loading;
}

/** Fetches and keeps every address, long before its moment (each recording the profile names). */
export function keepRecordings(urls: Iterable<string>): void {
  for (const url of new Set(urls)) void recordingBytes(url);
}

/**
 * Holds decoded exactly the recordings about to play: decoded sound is large (a 5-minute adhan is about
 * 100 MB of samples), so a screen keeps the files and decodes each one shortly before its moment.
 */
export function decodeOnly(urls: Iterable<string>): void {
  const wanted = new Set(urls);
  for (const url of decoded.keys()) if (!wanted.has(url)) decoded.delete(url);
  for (const url of wanted) void loadRecording(url);
}

const FADE_S = 2;

/**
 * Plays a decoded recording through Web Audio at `volume` times its normalising gain; when it must stop
 * before its end (`stopInMs`), it fades out over the last 2 s before that moment.
 */
export function startRecording(recording: DecodedRecording, volume: number, stopInMs: number | null): void {
  const audio = audioContext()!;
  const source = audio.createBufferSource();
  source.buffer = recording.buffer;
  const gain = audio.createGain();
  const level = Math.min(1, Math.max(0, volume)) * recording.gain;
  const start = audio.currentTime + 0.05;
  gain.gain.setValueAtTime(level, start);
  source.connect(gain).connect(audio.destination);
  source.start(start);
  if (stopInMs !== null && stopInMs / 1000 < recording.buffer.duration) {
    const stop = start + Math.max(0, stopInMs / 1000);
    gain.gain.setValueAtTime(level, Math.max(start, stop - FADE_S));
    gain.gain.linearRampToValueAtTime(0, stop);
    source.stop(stop);
  }
}
