/**
 * Uploads decoded and measured (docs/sound.md, "What is accepted", "Loudness"): each format's real frames
 * give the length and loudness; frames that do not decode, a stream cut short and silence are refused.
 */
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.js';
import { aacDecoderLoader } from './aac-decoder.js';
import { checkRecordingAudio } from './recording-audio.js';
import { readRecording } from './recording-bytes.js';
import { encodedTone, garbledM4a, garbledMp3, m4a, silentMp3, sineWav } from '../testing/sample-recordings.js';

/** The bytes with everything from `from` on replaced by noise that is not audio frames. */
function garbageAfter(bytes: Uint8Array, from: number): Uint8Array {
  const copy = bytes.slice();
  for (let i = from; i < copy.length; i += 1) copy[i] = (i * 7919 + 13) & 0xff;
  return copy;
}

describe('decoding an upload', () => {
  it('reads the length and loudness of a WAV, an MP3, an Ogg Vorbis and an Ogg Opus file', async () => {
    const wav = await checkRecordingAudio(sineWav(3, { frequency: 1000, level: 0.1, rate: 48_000 }), 'wav');
    expect(wav).toMatchObject({ ok: true, measured: true, seconds: 3 });
    // A mono 1 kHz sine at -20 dBFS peak: -23.0 LUFS. Encoded, within half a unit.
    expect(wav.ok && wav.measured && wav.lufs).toBeCloseTo(-23, 1);
    for (const [kind, format, seconds] of [
      ['mp3', 'mp3', 2.06],
      ['vorbis', 'ogg', 2],
      ['opus', 'ogg', 2],
    ] as const) {
      const check = await checkRecordingAudio(encodedTone(kind), format);
      if (!check.ok || !check.measured) throw new Error(`${kind}: ${JSON.stringify(check)}`);
      expect(check.seconds).toBeCloseTo(seconds, 1);
      expect(Math.abs(check.lufs + 23)).toBeLessThan(0.5);
      expect(check.truePeakDb).toBeLessThan(-16);
    }
  });

  it('measures a mono MP3 as one channel, though the decoder answers two', async () => {
    const check = await checkRecordingAudio(encodedTone('mp3'), 'mp3');
    // Measured as two channels it would read about -20.4 LUFS.
    expect(check.ok && check.measured && check.lufs).toBeLessThan(-22.5);
  });

  it('measures a stereo WAV as two channels: 3 dB louder than the same tone in one', async () => {
    const mono = await checkRecordingAudio(sineWav(2, { frequency: 1000, level: 0.1 }), 'wav');
    const stereo = await checkRecordingAudio(sineWav(2, { frequency: 1000, level: 0.1, channels: 2 }), 'wav');
    if (!mono.ok || !mono.measured || !stereo.ok || !stereo.measured) throw new Error('not measured');
    expect(stereo.lufs - mono.lufs).toBeCloseTo(3.01, 1);
  });

  it('refuses frames that do not decode after a good header', async () => {
    expect(await checkRecordingAudio(garbledMp3(encodedTone('mp3')), 'mp3')).toEqual({
      ok: false,
      problem: 'undecodable',
    });
    expect(await checkRecordingAudio(garbageAfter(encodedTone('mp3'), 600), 'mp3')).toEqual({
      ok: false,
      problem: 'undecodable',
    });
    const vorbis = await checkRecordingAudio(garbageAfter(encodedTone('vorbis'), 4000), 'ogg');
    expect(vorbis.ok).toBe(false);
    const opus = await checkRecordingAudio(garbageAfter(encodedTone('opus'), 4000), 'ogg');
    expect(opus.ok).toBe(false);
  });

  it('refuses a stream cut short: an MP3 fewer frames than its header promised, an Ogg without its last page', async () => {
    const mp3 = encodedTone('mp3');
    expect(await checkRecordingAudio(mp3.slice(0, mp3.length / 2), 'mp3')).toEqual({ ok: false, problem: 'damaged' });
    const opus = encodedTone('opus');
    expect(await checkRecordingAudio(opus.slice(0, opus.length - 200), 'ogg')).toEqual({
      ok: false,
      problem: 'damaged',
    });
  });

  it('refuses silence, and frames that hold no sound, as silent', async () => {
    expect(await checkRecordingAudio(sineWav(3, { level: 0 }), 'wav')).toEqual({ ok: false, problem: 'silent' });
    const zeros = await checkRecordingAudio(silentMp3(2), 'mp3');
    expect(zeros.ok).toBe(false);
  });

  it("reads an M4A's AAC frames wherever its movie box lies: after the sound, or before it", async () => {
    for (const kind of ['m4a', 'm4a-faststart'] as const) {
      const check = await checkRecordingAudio(encodedTone(kind), 'm4a');
      if (!check.ok || !check.measured) throw new Error(`${kind}: ${JSON.stringify(check)}`);
      // 88 frames of 1024 samples: the encoder's priming frame and padding come out as silence.
      expect(check.seconds).toBeCloseTo(2.04, 2);
      expect(Math.abs(check.lufs + 23)).toBeLessThan(0.5);
      expect(check.truePeakDb).toBeLessThan(-15);
    }
  });

  it('refuses an M4A cut short, with garbled frames, with no frames, or silent', async () => {
    const faststart = encodedTone('m4a-faststart');
    // The movie box is whole, but its last frames lie past the end of the file.
    expect(await checkRecordingAudio(faststart.slice(0, faststart.length - 2000), 'm4a')).toEqual({
      ok: false,
      problem: 'damaged',
    });
    for (const kind of ['m4a', 'm4a-faststart'] as const)
      expect(await checkRecordingAudio(garbledM4a(encodedTone(kind)), 'm4a')).toEqual({
        ok: false,
        problem: 'undecodable',
      });
    // A hundred bytes of noise in one frame: the decoder passes over it, and that is caught.
    const oneFrame = encodedTone('m4a');
    for (let i = 3000; i < 3100; i += 1) oneFrame[i] = (i * 7919 + 13) & 0xff;
    expect(await checkRecordingAudio(oneFrame, 'm4a')).toEqual({ ok: false, problem: 'undecodable' });
    // A sound track without a sample table: nothing to decode.
    expect(await checkRecordingAudio(m4a(10), 'm4a')).toEqual({ ok: false, problem: 'damaged' });
    expect(await checkRecordingAudio(encodedTone('m4a-silence'), 'm4a')).toEqual({ ok: false, problem: 'silent' });
  });

  it('keeps an M4A on its container check, unmeasured, where the AAC decoder cannot load, and says so once', async () => {
    const warnings: unknown[] = [];
    const logger: Logger = { debug() {}, info() {}, warn: (...line) => warnings.push(line), error() {} };
    const loadAac = aacDecoderLoader(() => Promise.reject(new Error('libasound.so.2: cannot open shared object')));
    for (const kind of ['m4a', 'm4a-faststart'] as const)
      expect(await checkRecordingAudio(encodedTone(kind), 'm4a', { logger, loadAac })).toEqual({
        ok: true,
        measured: false,
      });
    expect(warnings).toEqual([
      ['sound.aacDecoderUnavailable', expect.objectContaining({ reason: expect.stringContaining('libasound') })],
    ]);
    // Loaded, but no context can be made: the same.
    const noContext = aacDecoderLoader(async () => ({
      OfflineAudioContext: class {
        constructor() {
          throw new Error('no audio backend');
        }
        decodeAudioData(): never {
          throw new Error('unreachable');
        }
      },
    }));
    for (let i = 0; i < 2; i += 1)
      expect(await checkRecordingAudio(encodedTone('m4a'), 'm4a', { logger, loadAac: noContext })).toEqual({
        ok: true,
        measured: false,
      });
    expect(warnings).toHaveLength(2);
  });

  it('keeps an M4A of another codec on its container check, unmeasured', async () => {
    const alac = encodedTone('m4a');
    const entry = Buffer.from(alac).indexOf('mp4a');
    alac.set(Buffer.from('alac'), entry);
    expect(await checkRecordingAudio(alac, 'm4a')).toEqual({ ok: true, measured: false });
  });

  it('keeps an MP3 copy of an Ogg Vorbis, an Ogg Opus and an M4A, which the MP3 check accepts at the same length and loudness', async () => {
    for (const [kind, format] of [
      ['vorbis', 'ogg'],
      ['opus', 'ogg'],
      ['m4a', 'm4a'],
      ['m4a-faststart', 'm4a'],
    ] as const) {
      const check = await checkRecordingAudio(encodedTone(kind), format);
      if (!check.ok || !check.measured || !check.mp3) throw new Error(`${kind}: no copy`);
      expect(readRecording(check.mp3)).toMatchObject({ ok: true, format: 'mp3' });
      const copy = await checkRecordingAudio(check.mp3, 'mp3');
      if (!copy.ok || !copy.measured) throw new Error(`${kind}: ${JSON.stringify(copy)}`);
      // The encoder's delay and padding add under 0.1 s; the tone's loudness comes through within 1 LU.
      expect(Math.abs(copy.seconds - check.seconds)).toBeLessThan(0.1);
      expect(Math.abs(copy.lufs - check.lufs)).toBeLessThan(1);
      expect(copy.mp3).toBeNull();
    }
  });

  it('makes no copy of an MP3 or a WAV, nor of an M4A left on its container check', async () => {
    const wav = await checkRecordingAudio(sineWav(2), 'wav');
    expect(wav.ok && wav.measured && wav.mp3).toBeNull();
    const mp3 = await checkRecordingAudio(encodedTone('mp3'), 'mp3');
    expect(mp3.ok && mp3.measured && mp3.mp3).toBeNull();
    const loadAac = aacDecoderLoader(() => Promise.reject(new Error('no decoder')));
    expect(await checkRecordingAudio(encodedTone('m4a'), 'm4a', { loadAac })).toEqual({ ok: true, measured: false });
  });

  it('gives up at its deadline', async () => {
    expect(await checkRecordingAudio(sineWav(20, { rate: 48_000 }), 'wav', { deadlineMs: -1 })).toEqual({
      ok: false,
      problem: 'too-slow',
    });
    expect(await checkRecordingAudio(encodedTone('m4a'), 'm4a', { deadlineMs: -1 })).toEqual({
      ok: false,
      problem: 'too-slow',
    });
  });
});
