/**
 * The codecs inside an MP4 (docs/screens.md, "Videos"), read from boxes built byte by byte here: what a
 * browser plays is taken, HEVC and sound it cannot play are refused by name, a damaged file is unreadable.
 */
import { describe, expect, it } from 'vitest';
import { box, mp4Bytes, trak } from '../testing/sample-videos.js';
import { checkMp4Codecs, readMp4Tracks } from './mp4-codecs.js';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const ftyp = box('ftyp', ascii('isom'), [0, 0, 2, 0], ascii('isomavc1'));
const file = (...parts: number[][]) => new Uint8Array(parts.flat());
const video = (codec: string) => ({ handler: 'vide', codecs: [codec] });
const sound = (codec: string) => ({ handler: 'soun', codecs: [codec] });

describe('readMp4Tracks', () => {
  it('reads each track kind and codec through moov, trak, mdia, minf, stbl and stsd', () => {
    const bytes = mp4Bytes(
      2048,
      'isom',
      ['isom'],
      [video('avc1'), sound('mp4a'), { handler: 'text', codecs: ['tx3g'] }],
    );
    expect(readMp4Tracks(bytes)).toEqual({ video: ['avc1'], audio: ['mp4a'] });
  });

  it('finds the moov after the mdat (a file not made "fast start") and reads a 64-bit box size', () => {
    const mdatBody = new Array<number>(40).fill(7);
    // size 1: the real size follows as 64 bits (16 header bytes + 40).
    const largeMdat = [0, 0, 0, 1, ...ascii('mdat'), 0, 0, 0, 0, 0, 0, 0, 56, ...mdatBody];
    const bytes = file(ftyp, largeMdat, box('moov', trak(video('vp09')), trak(sound('Opus'))));
    expect(readMp4Tracks(bytes)).toEqual({ video: ['vp09'], audio: ['Opus'] });
  });

  it('takes a last box of size 0 as running to the end of the file', () => {
    const bytes = file(ftyp, box('moov', trak(video('av01'))), [0, 0, 0, 0, ...ascii('mdat'), 1, 2, 3]);
    expect(readMp4Tracks(bytes)?.video).toEqual(['av01']);
  });

  it('is null for a file cut off inside a box, one without a moov, or a box smaller than its header', () => {
    const whole = mp4Bytes(0);
    expect(readMp4Tracks(whole.subarray(0, whole.length - 10))).toBeNull();
    expect(readMp4Tracks(file(ftyp, box('free', [1, 2, 3])))).toBeNull();
    expect(readMp4Tracks(file(ftyp, [0, 0, 0, 4, ...ascii('moov')]))).toBeNull();
    // A track whose stsd lists no entry says nothing of its codec.
    const emptyStsd = trak({ handler: 'vide', codecs: [] });
    expect(readMp4Tracks(file(ftyp, box('moov', emptyStsd)))).toBeNull();
  });
});

describe('checkMp4Codecs', () => {
  it.each(['avc1', 'avc3', 'vp09', 'av01'])('accepts %s video', (codec) => {
    expect(checkMp4Codecs(mp4Bytes(1024, 'isom', ['isom'], [video(codec), sound('mp4a')]), true).ok).toBe(true);
  });

  it('refuses HEVC, naming it, whether it is hvc1 or hev1', () => {
    expect(checkMp4Codecs(mp4Bytes(1024, 'isom', ['isom'], [video('hvc1'), sound('mp4a')]), false)).toEqual({
      ok: false,
      problem: 'video-codec',
      codec: 'HEVC (H.265, hvc1)',
    });
    const hev1 = checkMp4Codecs(mp4Bytes(1024, 'isom', ['isom'], [video('hev1')]), false);
    expect(hev1).toMatchObject({ problem: 'video-codec', codec: 'HEVC (H.265, hev1)' });
  });

  it('refuses a second video track a browser cannot play, and names an unknown codec by its letters', () => {
    const bytes = mp4Bytes(1024, 'isom', ['isom'], [video('avc1'), video('zzz9')]);
    expect(checkMp4Codecs(bytes, false)).toMatchObject({ problem: 'video-codec', codec: '"zzz9"' });
  });

  it('refuses sound other than AAC or Opus only when the video is to play with its sound', () => {
    const ac3 = mp4Bytes(1024, 'isom', ['isom'], [video('avc1'), sound('ac-3')]);
    expect(checkMp4Codecs(ac3, true)).toEqual({ ok: false, problem: 'audio-codec', codec: 'Dolby Digital (ac-3)' });
    expect(checkMp4Codecs(ac3, false).ok).toBe(true);
    expect(checkMp4Codecs(mp4Bytes(1024, 'isom', ['isom'], [video('avc1'), sound('Opus')]), true).ok).toBe(true);
  });

  it('refuses a file with sound alone, and one whose boxes cannot be read', () => {
    expect(checkMp4Codecs(mp4Bytes(1024, 'isom', ['isom'], [sound('mp4a')]), true)).toEqual({
      ok: false,
      problem: 'no-video',
    });
    expect(checkMp4Codecs(file(ftyp), false)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
