/**
 * The AAC decoder (docs/sound.md, "What is accepted"): `node-web-audio-api`'s `decodeAudioData`, whose
 * native module (Rust, the symphonia decoders) ships prebuilt for Linux (glibc), macOS and Windows inside
 * the package. It is loaded on the first M4A, not at start; where it cannot load (Linux on musl, another
 * processor, no `libasound.so.2`), M4A uploads keep their container check and the failure is logged once.
 *
 * It decodes on a thread of its own and resolves with the samples, so the event loop stays free meanwhile.
 */
import type { Logger } from '../logger.js';

/** The little of the Web Audio API used here (the package's own types pull in the DOM's, for the whole server). */
interface DecodedBuffer {
  numberOfChannels: number;
  length: number;
  sampleRate: number;
  copyFromChannel(destination: Float32Array, channel: number): void;
}
interface OfflineContext {
  decodeAudioData(data: ArrayBuffer): Promise<DecodedBuffer>;
}
type OfflineContextClass = new (channels: number, length: number, rate: number) => OfflineContext;

export interface AacDecoder {
  /** An ADTS stream decoded to one array of samples per channel; rejects when its frames do not decode. */
  decode(adts: Uint8Array<ArrayBuffer>): Promise<Float32Array[]>;
}

/** Opens a decoder for a stream at `rate`, or answers null where the native module cannot load. */
export type AacDecoderLoader = (rate: number, logger: Logger) => Promise<AacDecoder | null>;

/** A variable, so that the type checker does not read the package's types (see DecodedBuffer). */
const PACKAGE = 'node-web-audio-api';

/**
 * A loader over `load` that imports once. A module that does not load, or whose context cannot be made,
 * leaves M4A on its container check, which is logged once: refusing every M4A would be wrong.
 */
export function aacDecoderLoader(load: () => Promise<{ OfflineAudioContext: OfflineContextClass }>): AacDecoderLoader {
  let loading: Promise<OfflineContextClass | null> | null = null;
  let unavailable = false;
  const giveUp = (logger: Logger, error: unknown) => {
    if (!unavailable)
      logger.warn('sound.aacDecoderUnavailable', {
        reason: error instanceof Error ? error.message : String(error),
        consequence: 'M4A recordings are checked by their container only, not decoded or measured',
      });
    unavailable = true;
    return null;
  };
  return async (rate, logger) => {
    loading ??= load().then(
      (module) => module.OfflineAudioContext,
      (error: unknown) => giveUp(logger, error),
    );
    const Context = await loading;
    if (!Context || unavailable) return null;
    let context: OfflineContext;
    try {
      // The context's own length and channels do not matter: only its rate, which decoded sound is resampled to.
      context = new Context(1, 1, rate);
    } catch (error) {
      return giveUp(logger, error);
    }
    return {
      async decode(adts) {
        const buffer = await context.decodeAudioData(adts.buffer);
        // Copied out, never read through getChannelData: its array shares the native buffer's memory, which
        // is freed when the buffer is collected while the array may still be in use (measured: a crash).
        return Array.from({ length: buffer.numberOfChannels }, (_, channel) => {
          const samples = new Float32Array(buffer.length);
          buffer.copyFromChannel(samples, channel);
          return samples;
        });
      },
    };
  };
}

export const loadAacDecoder: AacDecoderLoader = aacDecoderLoader(
  () => import(/* @vite-ignore */ PACKAGE) as Promise<{ OfflineAudioContext: OfflineContextClass }>,
);
