import { describe, expect, it } from 'vitest';
import { m4a, opusOgg, silentMp3, sineWav, vorbisOgg } from '../testing/sample-recordings.js';
import { readRecording } from './recording-bytes.js';

describe('readRecording', () => {
  it('reads each format and its length from the bytes', () => {
    expect(readRecording(sineWav(2.5))).toEqual({ ok: true, format: 'wav', seconds: 2.5 });
    const opus = readRecording(opusOgg(61.25));
    expect(opus).toMatchObject({ ok: true, format: 'ogg' });
    expect(opus.ok && opus.seconds).toBeCloseTo(61.25, 3);
    const vorbis = readRecording(vorbisOgg(3));
    expect(vorbis.ok && vorbis.seconds).toBeCloseTo(3, 3);
    const mp3 = readRecording(silentMp3(10));
    expect(mp3).toMatchObject({ ok: true, format: 'mp3' });
    expect(mp3.ok && mp3.seconds).toBeCloseTo(10, 1);
    expect(readRecording(m4a(184.5))).toEqual({ ok: true, format: 'm4a', seconds: 184.5 });
  });

  it('refuses what is not audio, empty or damaged', () => {
    expect(readRecording(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    expect(readRecording(new TextEncoder().encode('name,time\nFajr,05:00\n'))).toEqual({
      ok: false,
      problem: 'not-audio',
    });
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0);
    expect(readRecording(png)).toMatchObject({ problem: 'not-audio' });
    expect(readRecording(m4a(30, { video: true }))).toMatchObject({ problem: 'not-audio' });
    // A WAV cut before its sound, an Ogg with only its head page, MP3 frames broken after the first few.
    expect(readRecording(sineWav(1).subarray(0, 30))).toMatchObject({ problem: 'damaged' });
    expect(readRecording(opusOgg(5).subarray(0, 60))).toMatchObject({ problem: 'damaged' });
    const mp3 = silentMp3(10);
    mp3.fill(7, 3000);
    expect(readRecording(mp3)).toMatchObject({ problem: 'damaged' });
  });
});
