/**
 * A masjid's own recordings through the routes (docs/sound.md, "Recordings"): upload checked by the bytes,
 * the public immutable address, rename, delete refused while the profile plays it, another masjid refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MAX_BYTES } from '@core/sound/recording.js';
import { SILENT_PRAYER, type SoundProfile } from '@core/sound/sound-profile.js';
import { encodedTone, garbledM4a, garbledMp3, m4a, sineWav } from '../testing/sample-recordings.js';
import { measureLoudness } from '@core/sound/loudness.js';
import { readWavPcm } from './wav-pcm.js';
import { readRecording } from './recording-bytes.js';
import { createHash } from 'node:crypto';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { SAVE_SOUND_PROFILE, SOUNDS, UPLOAD_SOUND, DELETE_SOUND, UPDATE_SOUND } from '@core/http/contract/sound.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Recording Own', { url: 'recordingown', active: true });
  other = await t.registerMasjid('Masjid Recording Other', { url: 'recordingother', active: true });
});
afterAll(() => t.close());

function form(bytes: Uint8Array<ArrayBuffer>, fields: { name?: string; credit?: string; fileName?: string } = {}) {
  const body = new FormData();
  body.append('file', new File([bytes], fields.fileName ?? 'adhan.bin', { type: 'application/octet-stream' }));
  body.append('name', fields.name ?? 'Our adhan');
  body.append('credit', fields.credit ?? 'Recorded by our muezzin, CC BY 4.0');
  return body;
}

const upload = (companyId: string, token: string, body: FormData) =>
  t.call(UPLOAD_SOUND, { params: { companyId }, body }, { token });

function profileWith(zuhrAzan: string | null): SoundProfile {
  const zuhr = { ...SILENT_PRAYER, azan: zuhrAzan };
  return {
    prayers: {
      fajr: SILENT_PRAYER,
      zuhr,
      asr: SILENT_PRAYER,
      maghrib: SILENT_PRAYER,
      isha: SILENT_PRAYER,
      jumuah: SILENT_PRAYER,
      eid: SILENT_PRAYER,
    },
    anchored: [],
  };
}

describe('POST /api/companies/{companyId}/sounds', () => {
  it('stores a WAV recognised by its bytes (whatever its name), serves it at an immutable address, and lists it', async () => {
    const wav = sineWav(3);
    const res = await upload(own.companyId, own.token, form(wav, { fileName: 'adhan.mp3' }));
    expect(res.status, res.text).toBe(200);
    const sound = res.json.target;
    expect(sound).toMatchObject({
      name: 'Our adhan',
      credit: 'Recorded by our muezzin, CC BY 4.0',
      seconds: 3,
      kind: 'recording',
    });
    expect(sound!.url).toMatch(/^\/api\/sound-files\/[0-9a-f]{64}\.wav$/);

    const file = await t.app.request(sound!.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tag = file.headers.get('etag')!;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(wav);
    const again = await t.app.request(sound!.url!, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect((await t.app.request(sound!.url!.replace('.wav', '.mp3'))).status).toBe(404);

    const list = await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token });
    expect(list.json.at(-1)).toEqual(sound);
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'recordingown' } });
    expect(dashboard.json.sound!.sounds).toContainEqual(sound);
  });

  it('reads the decoded length and loudness of MP3, Ogg Vorbis and Opus, and M4A whether its movie box comes last or first', async () => {
    // Ogg and M4A are kept as their MP3 copy, which every player plays.
    for (const [bytes, format, seconds] of [
      [encodedTone('mp3'), 'mp3', 2.06],
      [encodedTone('vorbis'), 'mp3', 2],
      [encodedTone('opus'), 'mp3', 2],
      [encodedTone('m4a'), 'mp3', 2.04],
      [encodedTone('m4a-faststart'), 'mp3', 2.04],
    ] as const) {
      const res = await upload(own.companyId, own.token, form(bytes, { name: `Sound ${format}` }));
      expect(res.status, res.text).toBe(200);
      expect(res.json.target!.url!.endsWith(`.${format}`)).toBe(true);
      expect(res.json.target!.seconds).toBeCloseTo(seconds, 1);
      // The -23 LUFS tone is raised about 7 dB (2.2 times) to -16 LUFS, in every format within 1 LU.
      expect(Math.abs(20 * Math.log10(res.json.target!.gain!) - 7)).toBeLessThan(1);
    }
  });

  it('keeps an Ogg as its MP3 copy, served as audio/mpeg at its own hash, and an MP3 as uploaded', async () => {
    const res = await upload(own.companyId, own.token, form(encodedTone('vorbis'), { name: 'Vorbis adhan' }));
    expect(res.status, res.text).toBe(200);
    const url = res.json.target!.url!;
    expect(url).toMatch(/^\/api\/sound-files\/[0-9a-f]{64}\.mp3$/);
    const file = await t.app.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    const copy = new Uint8Array(await file.arrayBuffer());
    expect(readRecording(copy)).toMatchObject({ ok: true, format: 'mp3' });
    expect(url).toContain(createHash('sha256').update(copy).digest('hex'));
    expect((await t.app.request(url.replace('.mp3', '.ogg'))).status).toBe(404);

    const mp3 = encodedTone('mp3');
    const asIs = await upload(own.companyId, own.token, form(mp3, { name: 'MP3 adhan' }));
    const kept = await t.app.request(asIs.json.target!.url!);
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(mp3);
  });

  it('gives a loud and a quiet recording the gains that bring both to -16 LUFS', async () => {
    for (const level of [0.5, 0.02]) {
      const wav = sineWav(4, { frequency: 1000, level, rate: 44_100 });
      const res = await upload(own.companyId, own.token, form(wav, { name: `Level ${level}` }));
      expect(res.status, res.text).toBe(200);
      const gain = res.json.target!.gain!;
      const pcm = readWavPcm(wav);
      if (!pcm.ok) throw new Error('not a WAV');
      const played = [...pcm.chunks()].flatMap((chunk) => [...chunk[0]!].map((value) => value * gain));
      const loudness = measureLoudness([Float32Array.from(played)], pcm.rate).lufs;
      expect(Math.abs(loudness + 16)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses, by decoding, a damaged MP3, Ogg and M4A and a silent WAV and M4A, and stores nothing', async () => {
    const before = (await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token })).json.length;
    // Its frame headers intact, so only decoding finds it damaged.
    const mp3 = await upload(own.companyId, own.token, form(garbledMp3(encodedTone('mp3'))));
    expect(mp3.status).toBe(400);
    expect(mp3.json.fieldErrors!.file).toBe(
      'The recording is damaged: part of it cannot be played. Export it again and upload the new file.',
    );
    const opus = encodedTone('opus');
    const cut = await upload(own.companyId, own.token, form(opus.slice(0, opus.length - 200)));
    expect(cut.status).toBe(400);
    expect(cut.json.fieldErrors!.file).toMatch(/damaged: it breaks off before its end/);
    // An M4A cut short: with its movie box first, its last frames are missing; with it last, the box is.
    for (const kind of ['m4a-faststart', 'm4a'] as const) {
      const whole = encodedTone(kind);
      const m4aCut = await upload(own.companyId, own.token, form(whole.slice(0, whole.length - 2000)));
      expect(m4aCut.status).toBe(400);
      expect(m4aCut.json.fieldErrors!.file).toMatch(/damaged: it breaks off before its end/);
    }
    const m4aGarbled = await upload(own.companyId, own.token, form(garbledM4a(encodedTone('m4a'))));
    expect(m4aGarbled.status).toBe(400);
    expect(m4aGarbled.json.fieldErrors!.file).toMatch(/damaged: part of it cannot be played/);
    const m4aSilent = await upload(own.companyId, own.token, form(encodedTone('m4a-silence')));
    expect(m4aSilent.status).toBe(400);
    expect(m4aSilent.json.fieldErrors!.file).toMatch(/silent/);
    const silent = await upload(own.companyId, own.token, form(sineWav(3, { level: 0 })));
    expect(silent.status).toBe(400);
    expect(silent.json.fieldErrors!.file).toBe(
      'The recording is silent: there is no sound in it to play. Choose the recording itself.',
    );
    const arabic = await t.call(
      UPLOAD_SOUND,
      { params: { companyId: own.companyId }, body: form(sineWav(3, { level: 0 })) },
      { token: own.token, headers: { 'Accept-Language': 'ar' } },
    );
    expect(arabic.json.fieldErrors!.file).toBe('التسجيل صامت: لا يوجد فيه صوت يُشغَّل. اختر التسجيل نفسه.');
    const after = (await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token })).json.length;
    expect(after).toBe(before);
  });

  it('refuses what is not audio, empty, damaged, too long or too large, with a message, and stores nothing', async () => {
    const before = (await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token })).json.length;
    const csv = new TextEncoder().encode('Fajr,05:00\nZuhr,12:30\n');
    const notAudio = await upload(own.companyId, own.token, form(csv, { fileName: 'adhan.mp3' }));
    expect(notAudio.status).toBe(415);
    expect(notAudio.json.message).toMatch(/not a recording Minaret can play: use MP3, Ogg/);
    const empty = await upload(own.companyId, own.token, form(new Uint8Array()));
    expect(empty.status).toBe(400);
    expect(empty.json.fieldErrors!.file).toMatch(/empty/);
    const damaged = await upload(own.companyId, own.token, form(sineWav(2).slice(0, 30)));
    expect(damaged.json.fieldErrors!.file).toMatch(/damaged/);
    const long = await upload(own.companyId, own.token, form(m4a(16 * 60)));
    expect(long.status).toBe(400);
    expect(long.json.fieldErrors!.file).toBe('The recording lasts 16:00; a recording may last at most 15 minutes.');
    const large = await upload(own.companyId, own.token, form(new Uint8Array(RECORDING_MAX_BYTES + 200 * 1024)));
    expect(large.status).toBe(413);
    expect(large.json.message).toMatch(/larger than 20 MB/);
    const unnamed = await upload(own.companyId, own.token, form(sineWav(1), { name: '  ' }));
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.fieldErrors!.name).toBe('Name is required');
    const french = await t.call(
      UPLOAD_SOUND,
      { params: { companyId: own.companyId }, body: form(csv) },
      { token: own.token, headers: { 'Accept-Language': 'fr' } },
    );
    expect(french.json.message).toMatch(/n'est pas un enregistrement/);
    const after = (await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token })).json.length;
    expect(after).toBe(before);
  });

  it("refuses another masjid's admin before reading the body, and anyone signed out", async () => {
    const res = await upload(own.companyId, other.token, form(sineWav(1)));
    expect(res.status).toBe(403);
    const huge = await upload(own.companyId, other.token, form(new Uint8Array(RECORDING_MAX_BYTES + 200 * 1024)));
    expect(huge.status).toBe(403);
    expect((await t.call(UPLOAD_SOUND, { params: { companyId: own.companyId }, body: form(sineWav(1)) })).status).toBe(
      401,
    );
  });

  it('lets a super admin upload to a masjid', async () => {
    const res = await upload(own.companyId, await t.superToken(), form(sineWav(1), { name: 'From the office' }));
    expect(res.status, res.text).toBe(200);
  });
});

describe('PATCH and DELETE /api/companies/{companyId}/sounds/{soundId}', () => {
  it('renames, lets the profile name the recording, refuses deleting it while named, then deletes it', async () => {
    const created = (await upload(own.companyId, own.token, form(sineWav(2), { name: 'Takbir' }))).json.target;
    const sound = { companyId: own.companyId, soundId: created!.id };

    expect((await t.call(UPDATE_SOUND, { params: sound, body: { name: 'x' } }, { token: other.token })).status).toBe(
      403,
    );
    const renamed = await t.call(
      UPDATE_SOUND,
      { params: sound, body: { name: 'Eid takbir', credit: 'Our imam' } },
      { token: own.token },
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.target).toEqual({ ...created, name: 'Eid takbir', credit: 'Our imam' });
    const refused = await t.call(UPDATE_SOUND, { params: sound, body: { name: '' } }, { token: own.token });
    expect(refused.json.fieldErrors!.name).toBe('Name is required');

    const saved = await t.call(
      SAVE_SOUND_PROFILE,
      { params: { companyId: own.companyId }, body: profileWith(created!.id) },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);

    expect((await t.call(DELETE_SOUND, { params: sound }, { token: other.token })).status).toBe(403);
    const inUse = await t.call(DELETE_SOUND, { params: sound }, { token: own.token });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe(
      '“Eid takbir” still plays at Zuhr (at the azan): choose another sound there first.',
    );

    await t.call(
      SAVE_SOUND_PROFILE,
      { params: { companyId: own.companyId }, body: profileWith(null) },
      { token: own.token },
    );
    const deleted = await t.call(DELETE_SOUND, { params: sound }, { token: own.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await t.call(DELETE_SOUND, { params: sound }, { token: own.token })).status).toBe(404);
    const list = await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token });
    expect(list.json.map((sound: { id: string }) => sound.id)).not.toContain(created!.id);

    // A profile naming a deleted recording is refused on its field.
    const stale = await t.call(
      SAVE_SOUND_PROFILE,
      { params: { companyId: own.companyId }, body: profileWith(created!.id) },
      { token: own.token },
    );
    expect(stale.status).toBe(400);
    expect(stale.json.fieldErrors!['prayers.zuhr.azan']).toBe('There is no such sound in this masjid');

    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
      { token: own.token },
    );
    const summaries = history.json.entries.map((entry: { summary: string }) => entry.summary).join('\n');
    expect(summaries).toMatch(/Uploaded a recording/);
    expect(summaries).toMatch(/Renamed a recording \(2 changes: Credit, Name\)/);
    expect(summaries).toMatch(/Deleted a recording/);
  });

  it('takes a recording as an anchored sound, refuses deleting it while anchored, and refuses an unknown one', async () => {
    const tarhim = (await upload(own.companyId, own.token, form(sineWav(2), { name: 'Tarhim' }))).json.target;
    const profile = { companyId: own.companyId };
    const anchored = [{ sound: tarhim!.id, anchor: 'fajr-azan' as const, offsetMinutes: -20, stopAt: 'azan' as const }];
    const saved = await t.call(
      SAVE_SOUND_PROFILE,
      { params: profile, body: { ...profileWith(null), anchored } },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.anchored).toEqual(anchored);
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'recordingown' } });
    expect(dashboard.json.sound!.profile!.anchored).toEqual(anchored);

    const inUse = await t.call(
      DELETE_SOUND,
      { params: { companyId: own.companyId, soundId: tarhim!.id } },
      { token: own.token },
    );
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe(
      '“Tarhim” still plays at Fajr (as an anchored sound): choose another sound there first.',
    );
    const unknown = await t.call(
      SAVE_SOUND_PROFILE,
      {
        params: profile,
        body: {
          ...profileWith(null),
          anchored: [...anchored, { ...anchored[0]!, sound: 'elsewhere', offsetMinutes: -5 }],
        },
      },
      { token: own.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors).toEqual({ 'anchored.1.sound': 'There is no such sound in this masjid' });
    await t.call(SAVE_SOUND_PROFILE, { params: profile, body: profileWith(null) }, { token: own.token });
  });

  it("does not rename or delete another masjid's recording through one's own masjid", async () => {
    const theirs = (await upload(other.companyId, other.token, form(sineWav(1), { name: 'Theirs' }))).json.target;
    const sound = { companyId: own.companyId, soundId: theirs!.id };
    expect((await t.call(UPDATE_SOUND, { params: sound, body: { name: 'Mine' } }, { token: own.token })).status).toBe(
      404,
    );
    expect((await t.call(DELETE_SOUND, { params: sound }, { token: own.token })).status).toBe(404);
  });
});
