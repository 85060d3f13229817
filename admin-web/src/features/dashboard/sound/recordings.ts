/**
 * A masjid's recordings on the screen (docs/sound.md, "Recordings on the screen"): fetched when the day's
 * plan is made, long before their moment, kept in the browser's Cache Storage so they play with the network
 * down, decoded once, and played at the gain that brings them to -16 LUFS, so a quiet recording and a loud
 * one sound alike (docs/sound.md, "Loudness").
 */
import { dbToGain, measureLoudness, normalisingGainDb } from '@core/sound/loudness.js';
import type { Sound } from '@core/sound/sound.types.js';
import { audioContext, whenEnded } from '../../sound/tone-sound.js';

/** The Cache Storage bucket; its addresses hold the content's hash, so an entry never goes stale. */
export const RECORDING_CACHE = 'minaret-recordings';
/** A recording that does not arrive in this time is tried again at the next plan or at its moment. */
const FETCH_DEADLINE_MS = 60_000;

/** What a player needs of a recording: where it is, and the gain the server measured (null: measure here). */
export type PlayableRecording = Pick<Sound, 'url' | 'gain'> & { url: string };

/** A sound as a recording to play; null for a tone or an unknown id. */
export function playableRecording(sound: Sound | undefined): PlayableRecording | null {
  return sound?.url ? { url: sound.url, gain: sound.gain } : null;
}

/**
 * The gain the server measured; for a recording it did not measure (M4A/AAC, which it cannot decode, or one
 * uploaded before measuring began), the same BS.1770 measure taken here on the decoded samples. Silence
 * keeps its level.
 */
export function playbackGain(serverGain: number | null, channels: readonly Float32Array[], rate: number): number {
  if (serverGain !== null) return serverGain;
  const gainDb = normalisingGainDb(measureLoudness(channels, rate));
  return gainDb === null ? 1 : dbToGain(gainDb);
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
  /** The factor that brings it to -16 LUFS (playbackGain). */
  gain: number;
}

const decoded = new Map<string, Promise<DecodedRecording | null>>();

/** The recording decoded and its gain known, once per address; a failure is forgotten so a later call tries again. */
export function loadRecording({ url, gain }: PlayableRecording): Promise<DecodedRecording | null> {
  const known = decoded.get(url);
  if (known) return known;
  const loading = (async () => {
    const audio = audioContext();
    const bytes = await recordingBytes(url);
    if (!audio || !bytes) return null;
    try {
      const buffer = await audio.decodeAudioData(bytes);
      const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index));
      return { buffer, gain: playbackGain(gain, channels, buffer.sampleRate) };
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
export function decodeOnly(recordings: Iterable<PlayableRecording>): void {
  const wanted = new Map([...recordings].map((recording) => [recording.url, recording]));
  for (const url of decoded.keys()) if (!wanted.has(url)) decoded.delete(url);
  for (const recording of wanted.values()) void loadRecording(recording);
}

const FADE_S = 2;

/**
 * Plays a decoded recording through Web Audio at `volume` times its gain to -16 LUFS; when it must stop
 * before its end (`stopInMs`), it fades out over the last 2 s before that moment. `onEnded` is told when it
 * has stopped (whenEnded).
 */
export function startRecording(
  recording: DecodedRecording,
  volume: number,
  stopInMs: number | null,
  onEnded?: (seconds: number) => void,
): void {
  const audio = audioContext()!;
  const source = audio.createBufferSource();
  source.buffer = recording.buffer;
  const gain = audio.createGain();
  const level = Math.min(1, Math.max(0, volume)) * recording.gain;
  const start = audio.currentTime + 0.05;
  gain.gain.setValueAtTime(level, start);
  source.connect(gain).connect(audio.destination);
  source.start(start);
  if (onEnded) whenEnded(audio, [source], onEnded);
  if (stopInMs !== null && stopInMs / 1000 < recording.buffer.duration) {
    const stop = start + Math.max(0, stopInMs / 1000);
    gain.gain.setValueAtTime(level, Math.max(start, stop - FADE_S));
    gain.gain.linearRampToValueAtTime(0, stop);
    source.stop(stop);
  }
}
