/**
 * An M4A's AAC frames found through its sample table and rewritten as ADTS (docs/sound.md, "What is
 * accepted"), wherever the movie box lies; a broken table or a file cut short is damaged, another codec
 * or layout is left to the container check.
 */
import { describe, expect, it } from 'vitest';
import { encodedTone, m4a } from '../testing/sample-recordings.js';
import { adtsStream, readAacTrack, type AacTrack } from './mp4-aac-frames.js';

function track(bytes: Uint8Array): AacTrack {
  const reading = readAacTrack(bytes);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.track;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the AAC frames of an M4A', () => {
  it('reads the same 88 frames of the mono 44.1 kHz tone whether the movie box comes after the sound or before', () => {
    const end = encodedTone('m4a');
    const faststart = encodedTone('m4a-faststart');
    const atEnd = track(end);
    expect(atEnd).toMatchObject({ rate: 44_100, rateIndex: 4, channelConfig: 1 });
    expect(atEnd.sizes.length).toBe(88);
    const all = adtsStream(end, atEnd, 0, 88);
    expect(hex(adtsStream(faststart, track(faststart), 0, 88))).toBe(hex(all));
    // The header ffmpeg's ADTS muxer writes for this file's first frame (`ffmpeg -i tone.m4a -c copy -f adts`,
    // whose whole output is byte for byte this stream): AAC LC, 44.1 kHz, mono, 18 bytes with its header.
    expect(hex(all.subarray(0, 7))).toBe('fff15040125ffc');
    expect(all.length).toBe(88 * 7 + atEnd.sizes.reduce((sum, size) => sum + size, 0));
  });

  it('rewrites a range of frames alone, each behind its own header', () => {
    const bytes = encodedTone('m4a');
    const tone = track(bytes);
    const two = adtsStream(bytes, tone, 10, 12);
    expect(two.length).toBe(14 + tone.sizes[10]! + tone.sizes[11]!);
    const second = 7 + tone.sizes[10]!;
    expect([two[second], two[second + 1]! & 0xf6]).toEqual([0xff, 0xf0]);
    expect(hex(two.subarray(7, 7 + tone.sizes[10]!))).toBe(
      hex(bytes.subarray(tone.offsets[10]!, tone.offsets[10]! + tone.sizes[10]!)),
    );
  });

  it('finds a file cut short, or a sound track without a sample table, damaged', () => {
    const faststart = encodedTone('m4a-faststart');
    expect(readAacTrack(faststart.slice(0, faststart.length - 1))).toEqual({ ok: false, problem: 'damaged' });
    expect(readAacTrack(m4a(10))).toEqual({ ok: false, problem: 'damaged' });
  });

  it('leaves another codec, or more than two channels, to the container check', () => {
    const alac = encodedTone('m4a');
    alac.set(Buffer.from('alac'), Buffer.from(alac).indexOf('mp4a'));
    expect(readAacTrack(alac)).toEqual({ ok: false, problem: 'unsupported' });
    // The AudioSpecificConfig, 12 08 then ffmpeg's "no SBR" extension: AAC LC, 44.1 kHz, channel configuration 1.
    const surround = encodedTone('m4a');
    const config = Buffer.from(surround).indexOf(Buffer.from([0x12, 0x08, 0x56, 0xe5]));
    surround[config + 1] = 0x30; // channel configuration 6: 5.1
    expect(readAacTrack(surround)).toEqual({ ok: false, problem: 'unsupported' });
  });
});
