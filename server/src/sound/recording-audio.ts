/**
 * An upload decoded to its samples and measured (docs/sound.md, "What is accepted" and "Loudness"): the
 * frames must decode, the decoded length is the length, and the BS.1770 meter reads its loudness on the
 * way. WAV is read here; MP3 by mpg123 and Ogg by libopus and libvorbis, each compiled to WebAssembly
 * (the wasm-audio-decoders packages: no native build); M4A's AAC frames, found through its sample table,
 * by a native decoder on a thread of its own (aac-decoder.ts), a few seconds at a time.
 *
 * The file is decoded in slices with a turn of the event loop between them, so a 15-minute recording
 * never holds up other requests for more than a few milliseconds at a time (measured in docs/sound.md),
 * and the whole is given a deadline. Nothing here touches the database.
 */
import { MPEGDecoder } from 'mpg123-decoder';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { LoudnessMeter, type ChannelOrder } from '@core/sound/loudness.js';
import type { RecordingFormat } from '@core/sound/recording.js';
import { silentLogger, type Logger } from '../logger.js';
import { loadAacDecoder, type AacDecoderLoader } from './aac-decoder.js';
import { AAC_FRAME_SAMPLES, adtsStream, readAacTrack } from './mp4-aac-frames.js';
import { mp3Layout, oggLayout } from './recording-bytes.js';
import { readWavPcm } from './wav-pcm.js';
import { downmixToStereo, Mp3Copy } from './mp3-copy.js';

export type AudioProblem = 'silent' | 'undecodable' | 'damaged' | 'not-audio' | 'too-slow';

export type AudioCheck =
  | {
      ok: true;
      measured: true;
      seconds: number;
      lufs: number;
      truePeakDb: number;
      /** The MP3 copy kept of an Ogg or an M4A (docs/sound.md, "Where they are kept"); null for MP3 and WAV. */
      mp3: Uint8Array<ArrayBuffer> | null;
    }
  | { ok: true; measured: false }
  | { ok: false; problem: AudioProblem };

/** A decoded file's whole check must end in this time (a 15-minute MP3 takes a few seconds). */
export const DECODE_DEADLINE_MS = 60_000;
/** Bytes handed to a decoder at a time: half a second of a 128 kbit/s MP3, about 15 ms of work here. */
const SLICE_BYTES = 8 * 1024;
/**
 * AAC frames decoded at a time: 1.5 s at 44.1 kHz. The decoder's buffers are freed only when the garbage
 * collector gets to them, so small slices keep what waits small (measured in docs/sound.md, "Time"); a
 * 15-minute stereo file decoded at once would be 320 MB of samples.
 */
const AAC_SLICE_FRAMES = 64;
/** Decoded samples measured between two turns of the event loop: 16 AAC frames, 0.37 s at 44.1 kHz. */
const METER_SAMPLES = 16 * 1024;
/** A decoded stream this much shorter than its container promised was cut short. */
const SHORT_BY = 0.9;
/**
 * Frames whose sound is garbage decode to samples far past full scale (+57 dBFS measured on a garbled MP3),
 * which no recording holds: a hot master's true peak passes 0 dBTP by a dB or two at most.
 */
const GARBAGE_PEAK_DB = 6;

interface Decoded {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
  errors: unknown[];
}

interface SliceDecoder {
  ready: Promise<void>;
  decode(data: Uint8Array): Decoded | Promise<Decoded>;
  flush?: () => Promise<Decoded>;
  free(): void;
}

const unmeasured = { ok: true, measured: false } as const;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

class TooSlow extends Error {}

/** Feeds decoded slices to the meter; counts what came out and whether the decoder complained. */
class Measure {
  meter: LoudnessMeter | null = null;
  samples = 0;
  errors = 0;
  constructor(
    private readonly channels: number | null,
    private readonly order: ChannelOrder = 'wav',
    /** Given, the samples are also encoded to it, downmixed to stereo; what is measured is then the downmix. */
    readonly copy: Mp3Copy | null = null,
  ) {}

  async take(decoded: Decoded): Promise<void> {
    this.errors += decoded.errors.length;
    if (decoded.samplesDecoded === 0) return;
    const count = this.channels ?? decoded.channelData.length;
    // An Opus slice may decode to 2 s: encoded a piece at a time, with a turn of the event loop between.
    const step = this.copy ? METER_SAMPLES : decoded.samplesDecoded;
    for (let at = 0; at < decoded.samplesDecoded; at += step) {
      if (at > 0) await nextTurn();
      const end = Math.min(decoded.samplesDecoded, at + step);
      let channels = decoded.channelData.slice(0, count).map((data) => data.subarray(at, end));
      if (this.copy) {
        channels = downmixToStereo(channels);
        this.copy.push(channels, decoded.sampleRate);
      }
      this.meter ??= new LoudnessMeter(channels.length, decoded.sampleRate, this.order);
      this.meter.push(channels);
    }
    this.samples += decoded.samplesDecoded;
  }

  get seconds(): number {
    return this.meter ? this.samples / this.meter.rate : 0;
  }
}

async function decodeInSlices(bytes: Uint8Array, decoder: SliceDecoder, measure: Measure, deadline: number) {
  await decoder.ready;
  try {
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      await measure.take(await decoder.decode(bytes.subarray(at, at + SLICE_BYTES)));
      // Refused at the first broken slice: no need to read on, and mpg123 writes each error to stderr.
      if (measure.errors > 0) return;
      if (Date.now() > deadline) throw new TooSlow();
      await nextTurn();
    }
    if (decoder.flush) await measure.take(await decoder.flush());
  } finally {
    decoder.free();
  }
}

/** The outcome once every frame went through the meter. */
function verdict(measure: Measure, promisedSeconds: number | null): AudioCheck {
  if (measure.errors > 0) return { ok: false, problem: 'undecodable' };
  if (!measure.meter || measure.samples === 0) return { ok: false, problem: 'damaged' };
  if (promisedSeconds !== null && measure.seconds < promisedSeconds * SHORT_BY)
    return { ok: false, problem: 'damaged' };
  const { lufs, truePeakDb } = measure.meter.reading();
  if (Number.isNaN(lufs) || truePeakDb > GARBAGE_PEAK_DB) return { ok: false, problem: 'undecodable' };
  if (!Number.isFinite(lufs)) return { ok: false, problem: 'silent' };
  const mp3 = measure.copy?.finish() ?? null;
  return { ok: true, measured: true, seconds: measure.seconds, lufs, truePeakDb, mp3 };
}

async function checkMp3(bytes: Uint8Array, deadline: number): Promise<AudioCheck> {
  const layout = mp3Layout(bytes);
  if (!layout || layout.cutInFrame) return { ok: false, problem: 'damaged' };
  const measure = new Measure(layout.mono ? 1 : 2);
  const decoder = new MPEGDecoder();
  await decodeInSlices(bytes, decoder, measure, deadline);
  const frameSamples = measure.meter && measure.meter.rate >= 32_000 ? 1152 : 576;
  const promised =
    layout.promisedFrames === null || !measure.meter
      ? null
      : (layout.promisedFrames * frameSamples) / measure.meter.rate;
  return verdict(measure, promised);
}

type CopyOpener = () => Promise<Mp3Copy> | null;

async function checkOgg(bytes: Uint8Array, deadline: number, copy: CopyOpener): Promise<AudioCheck> {
  const layout = oggLayout(bytes);
  if (!layout) return { ok: false, problem: 'damaged' };
  // A stream without its last page was cut short, even where the cut fell between pages.
  if (!layout.ended) return { ok: false, problem: 'damaged' };
  // Past stereo, Vorbis and Opus put the centre second and the LFE last.
  const measure = new Measure(null, 'vorbis', await copy());
  const decoder = layout.codec === 'opus' ? new OggOpusDecoder() : new OggVorbisDecoder();
  await decodeInSlices(bytes, decoder, measure, deadline);
  return verdict(measure, null);
}

/**
 * M4A: the sound track's AAC frames, rewritten as ADTS a slice at a time. A track of another codec, or a
 * server where the decoder cannot load, keeps its container check, unmeasured.
 */
async function checkM4a(
  bytes: Uint8Array,
  deadline: number,
  logger: Logger,
  loadAac: AacDecoderLoader,
  copy: CopyOpener,
): Promise<AudioCheck> {
  const reading = readAacTrack(bytes);
  if (!reading.ok) return reading.problem === 'damaged' ? { ok: false, problem: 'damaged' } : unmeasured;
  const { track } = reading;
  const decoder = await loadAac(track.rate, logger);
  if (!decoder) return unmeasured;
  const measure = new Measure(null, 'wav', await copy());
  const frames = track.sizes.length;
  for (let from = 0; from < frames; from += AAC_SLICE_FRAMES) {
    // A frame's sound overlaps the one before it, so the first frame a decoder sees comes out half-formed:
    // each slice after the first starts a frame early, and that frame's samples are dropped.
    const lead = from === 0 ? 0 : 1;
    const to = Math.min(frames, from + AAC_SLICE_FRAMES);
    const channels = await decoder.decode(adtsStream(bytes, track, from - lead, to));
    const decoded = channels[0]?.length ?? 0;
    // The decoder passes over a frame it cannot read without a word: each frame must give its samples.
    if (decoded < (to - from + lead) * AAC_FRAME_SAMPLES) return { ok: false, problem: 'undecodable' };
    // Measured a little at a time, as a WAV is: the meter's work on a whole slice would hold the loop up.
    for (let at = lead * AAC_FRAME_SAMPLES; at < decoded; at += METER_SAMPLES) {
      const end = Math.min(decoded, at + METER_SAMPLES);
      const channelData = channels.map((samples) => samples.subarray(at, end));
      await measure.take({ channelData, samplesDecoded: end - at, sampleRate: track.rate, errors: [] });
      if (Date.now() > deadline) throw new TooSlow();
      await nextTurn();
    }
  }
  return verdict(measure, (frames * AAC_FRAME_SAMPLES) / track.rate);
}

async function checkWav(bytes: Uint8Array, deadline: number): Promise<AudioCheck> {
  const pcm = readWavPcm(bytes);
  if (!pcm.ok) return pcm;
  const measure = new Measure(null);
  for (const chunk of pcm.chunks()) {
    await measure.take({ channelData: chunk, samplesDecoded: chunk[0]!.length, sampleRate: pcm.rate, errors: [] });
    if (Date.now() > deadline) throw new TooSlow();
    await nextTurn();
  }
  return verdict(measure, null);
}

export interface AudioCheckOptions {
  deadlineMs?: number;
  /** Where a decoder that cannot load is reported (once). */
  logger?: Logger;
  /** The AAC decoder; tests give one that cannot load. */
  loadAac?: AacDecoderLoader;
  /** False: no MP3 copy of an Ogg or M4A (the bench, to time the check without it). */
  mp3Copy?: boolean;
}

/**
 * Decodes and measures a recording the container check accepted. A decoder that throws means frames that
 * do not decode; the deadline ends the check as `too-slow`.
 */
export async function checkRecordingAudio(
  bytes: Uint8Array,
  format: RecordingFormat,
  {
    deadlineMs = DECODE_DEADLINE_MS,
    logger = silentLogger,
    loadAac = loadAacDecoder,
    mp3Copy = true,
  }: AudioCheckOptions = {},
): Promise<AudioCheck> {
  const deadline = Date.now() + deadlineMs;
  // One encoder per upload, made only for the formats that get a copy.
  const copy = () => (mp3Copy ? Mp3Copy.open() : null);
  try {
    if (format === 'mp3') return await checkMp3(bytes, deadline);
    if (format === 'ogg') return await checkOgg(bytes, deadline, copy);
    if (format === 'm4a') return await checkM4a(bytes, deadline, logger, loadAac, copy);
    return await checkWav(bytes, deadline);
  } catch (error) {
    if (error instanceof TooSlow) return { ok: false, problem: 'too-slow' };
    return { ok: false, problem: 'undecodable' };
  }
}
