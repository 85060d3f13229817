/**
 * The codecs inside a WebM (docs/screens.md, "Videos"), read from Matroska elements built byte by byte here:
 * VP8, VP9 and AV1 with Opus or Vorbis are taken, H.264, HEVC and AAC are refused by name, a damaged file is
 * unreadable, and a file built to make the reader work hard stops at its cap.
 */
import { describe, expect, it } from 'vitest';
import { ebml, ebmlHeader, trackEntry, UNKNOWN_SIZE, webmBytes, type WebmTrack } from '../testing/sample-videos.js';
import { checkWebmCodecs, MAX_ELEMENTS, readWebmTracks, webmCodecName } from './webm-codecs.js';

const file = (...parts: number[][]) => new Uint8Array(parts.flat());
const video = (codec: string): WebmTrack => ({ type: 1, codec });
const sound = (codec: string): WebmTrack => ({ type: 2, codec });
const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const TRACKS = [0x16, 0x54, 0xae, 0x6b];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const VOID = [0xec];
const tracks = (...entries: WebmTrack[]) =>
  ebml(TRACKS, ...entries.map((entry, index) => trackEntry(entry, index + 1)));
/** A SeekHead with one Seek naming Tracks at `position` bytes into the Segment's body. */
const seekHead = (position: number) =>
  ebml([0x11, 0x4d, 0x9b, 0x74], ebml([0x4d, 0xbb], ebml([0x53, 0xab], TRACKS), ebml([0x53, 0xac], [0, position])));

describe('readWebmTracks', () => {
  it('reads each track kind and codec through Segment, Tracks and TrackEntry, skipping subtitles', () => {
    const bytes = webmBytes(2048, 'webm', [video('V_VP9'), sound('A_OPUS'), { type: 17, codec: 'S_TEXT/WEBVTT' }]);
    expect(readWebmTracks(bytes)).toEqual({ video: ['V_VP9'], audio: ['A_OPUS'] });
  });

  it('reads a Segment of known size, Void and a Cluster of known size before Tracks', () => {
    const body = [...ebml(VOID, [0, 0, 0]), ...ebml(CLUSTER, ebml([0xe7], [0])), ...tracks(video('V_AV1'))];
    expect(readWebmTracks(file(ebmlHeader(), ebml(SEGMENT, body)))).toEqual({ video: ['V_AV1'], audio: [] });
  });

  it('follows the SeekHead to Tracks written after a Cluster of unknown size', () => {
    const head = seekHead(0); // filled in below, once the SeekHead's own length is known
    const cluster = [...CLUSTER, ...UNKNOWN_SIZE, ...ebml([0xe7], [0])];
    const body = [...seekHead(head.length + cluster.length), ...cluster, ...tracks(video('V_VP8'), sound('A_VORBIS'))];
    expect(readWebmTracks(file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, body))).toEqual({
      video: ['V_VP8'],
      audio: ['A_VORBIS'],
    });
    // Without the SeekHead, Tracks after a Cluster of unknown size cannot be found: unreadable, not passed.
    expect(readWebmTracks(file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, cluster, tracks(video('V_VP8'))))).toBeNull();
  });

  it('takes the kind from the CodecID when TrackType is missing', () => {
    const entry = ebml(
      [0xae],
      ebml([0xd7], [1]),
      ebml(
        [0x86],
        Array.from('V_VP9', (c) => c.charCodeAt(0)),
      ),
    );
    expect(readWebmTracks(file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, ebml(TRACKS, entry)))?.video).toEqual(['V_VP9']);
  });

  it('is null for a file cut off inside Tracks, one without Tracks or a Segment, or a TrackEntry without CodecID', () => {
    const whole = webmBytes(0);
    expect(readWebmTracks(whole.subarray(0, whole.length - 3))).toBeNull();
    expect(readWebmTracks(file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, ebml(CLUSTER, [0xe7, 0x81, 0])))).toBeNull();
    expect(readWebmTracks(file(ebmlHeader()))).toBeNull();
    expect(
      readWebmTracks(file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, ebml(TRACKS, ebml([0xae], ebml([0x83], [1]))))),
    ).toBeNull();
    // A Segment declaring more bytes than the file holds: cut off.
    expect(readWebmTracks(file(ebmlHeader(), SEGMENT, [0x40 + 1, 0], tracks(video('V_VP9'))))).toBeNull();
    // A size byte of zero is no EBML number at all.
    expect(readWebmTracks(file(ebmlHeader(), SEGMENT, [0]))).toBeNull();
  });

  it('never reads past the bytes it is given: a Tracks whose size runs past the end is unreadable', () => {
    const inner = tracks(video('V_VP9'));
    const bytes = file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, TRACKS, [0x40 | 0x3f, 0xfe], inner.slice(5));
    expect(readWebmTracks(bytes)).toBeNull();
  });

  it(`stops after ${MAX_ELEMENTS} elements: Tracks after that many Voids is not looked for`, () => {
    const voids = (count: number) => new Array<number[]>(count).fill(ebml(VOID, [])).flat();
    const reachable = file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, voids(100), tracks(video('V_VP9')));
    expect(readWebmTracks(reachable)?.video).toEqual(['V_VP9']);
    const buried = file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, voids(MAX_ELEMENTS), tracks(video('V_VP9')));
    expect(readWebmTracks(buried)).toBeNull();
  });
});

describe('checkWebmCodecs', () => {
  it.each(['V_VP8', 'V_VP9', 'V_AV1'])('accepts %s video with Opus or Vorbis sound', (codec) => {
    expect(checkWebmCodecs(webmBytes(1024, 'webm', [video(codec), sound('A_OPUS')]), true).ok).toBe(true);
    expect(checkWebmCodecs(webmBytes(1024, 'webm', [video(codec), sound('A_VORBIS')]), true).ok).toBe(true);
  });

  it('refuses H.264 and HEVC in a WebM, naming them, and an unknown codec by its CodecID', () => {
    expect(checkWebmCodecs(webmBytes(1024, 'webm', [video('V_MPEG4/ISO/AVC')]), false)).toEqual({
      ok: false,
      problem: 'video-codec',
      codec: 'H.264 (V_MPEG4/ISO/AVC)',
    });
    const hevc = checkWebmCodecs(webmBytes(1024, 'webm', [video('V_VP9'), video('V_MPEGH/ISO/HEVC')]), false);
    expect(hevc).toMatchObject({ problem: 'video-codec', codec: 'HEVC (H.265, V_MPEGH/ISO/HEVC)' });
    expect(checkWebmCodecs(webmBytes(1024, 'webm', [video('V_ZZZ\u0001')]), false)).toMatchObject({
      codec: '"V_ZZZ?"',
    });
  });

  it('refuses AAC sound only when the video is to play with its sound', () => {
    const aac = webmBytes(1024, 'webm', [video('V_VP9'), sound('A_AAC')]);
    expect(checkWebmCodecs(aac, true)).toEqual({ ok: false, problem: 'audio-codec', codec: 'AAC (A_AAC)' });
    expect(checkWebmCodecs(aac, false).ok).toBe(true);
    const ac3 = webmBytes(1024, 'webm', [video('V_VP8'), sound('A_AC3')]);
    expect(checkWebmCodecs(ac3, true)).toMatchObject({ codec: 'Dolby Digital (A_AC3)' });
  });

  it('refuses an encrypted track, which a screen has no key to play', () => {
    const encryption = ebml([0x6d, 0x80], ebml([0x62, 0x40], ebml([0x50, 0x35], ebml([0x47, 0xe1], [5]))));
    const entry = ebml(
      [0xae],
      ebml([0xd7], [1]),
      ebml([0x83], [1]),
      ebml(
        [0x86],
        [...'V_VP9'].map((c) => c.charCodeAt(0)),
      ),
      encryption,
    );
    const bytes = file(ebmlHeader(), SEGMENT, UNKNOWN_SIZE, ebml(TRACKS, entry));
    expect(checkWebmCodecs(bytes, false)).toEqual({
      ok: false,
      problem: 'video-codec',
      codec: 'an encrypted video (V_VP9)',
    });
  });

  it('refuses a file with sound alone, and one whose elements cannot be read', () => {
    expect(checkWebmCodecs(webmBytes(1024, 'webm', [sound('A_OPUS')]), true)).toEqual({
      ok: false,
      problem: 'no-video',
    });
    expect(checkWebmCodecs(file(ebmlHeader()), false)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('names AAC profiles as AAC', () => {
    expect(webmCodecName('A_AAC/MPEG4/LC')).toBe('AAC (A_AAC/MPEG4/LC)');
  });
});
