/**
 * A masjid's videos through the routes (docs/screens.md, "Videos"): MP4 and WebM recognised by their bytes,
 * 100 MB at most counted while the upload arrives, muted unless sound is chosen, served whole or in ranges
 * at an immutable address, in the playlist and the dashboard answer; another masjid's admin refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistItem } from '@core/playlists/playlist.schema.js';
import { VIDEO_MAX_BYTES } from '@core/playlists/video.js';
import { mp4Bytes, webmBytes } from '../testing/sample-videos.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { PLAYLIST, SAVE_PLAYLIST, UPLOAD_VIDEO } from '@core/http/contract/playlist.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Video Own', { url: 'videoown', active: true });
  other = await t.registerMasjid('Masjid Video Other', { url: 'videoother', active: true });
});
afterAll(() => t.close());

function form(bytes: Uint8Array<ArrayBuffer>, name = 'Masjid appeal', sound?: 'on') {
  const body = new FormData();
  body.append('file', new File([bytes], 'video.bin', { type: 'application/octet-stream' }));
  body.append('name', name);
  if (sound) body.append('sound', sound);
  return body;
}
const upload = (bytes: Uint8Array<ArrayBuffer>, name?: string, sound?: 'on', token = own.token) =>
  t.call(UPLOAD_VIDEO, { params: { companyId: own.companyId }, body: form(bytes, name, sound) }, { token });
const videosNow = async () =>
  (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json.videos as Array<{
    id: string;
  }>;

const item = (changes: Partial<PlaylistItem>): PlaylistItem => ({
  id: 'video-item',
  kind: 'video',
  ref: null,
  screens: [],
  roles: [],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: null,
  priority: 50,
  durationSeconds: 60,
  ...changes,
});

describe('POST /api/companies/{companyId}/videos', () => {
  it('stores an MP4 recognised by its ftyp box, muted, at an immutable address served whole and in ranges', async () => {
    const mp4 = mp4Bytes(10_000);
    const res = await upload(mp4);
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toMatchObject({ name: 'Masjid appeal', format: 'mp4', size: 10_000, muted: true });
    const url = res.json.target!.url as string;
    expect(url).toMatch(/^\/api\/video-files\/[0-9a-f]{64}\.mp4$/);

    const whole = await t.app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(mp4);

    const part = await t.app.request(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/10000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(mp4.subarray(100, 200));
    const tail = await t.app.request(url, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe('bytes 9990-9999/10000');
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(mp4.subarray(9990));
    const rest = await t.app.request(url, { headers: { range: 'bytes=9000-' } });
    expect(rest.headers.get('content-range')).toBe('bytes 9000-9999/10000');
    const beyond = await t.app.request(url, { headers: { range: 'bytes=10000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10000');
    const again = await t.app.request(url, { headers: { 'if-none-match': whole.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await t.app.request(url.replace('.mp4', '.webm'))).status).toBe(404);
  });

  it('answers an open-ended range of a large video in parts of at most 8 MB', async () => {
    const size = 9 * 1024 * 1024;
    const res = await upload(webmBytes(size), 'Long appeal');
    expect(res.status, res.text).toBe(200);
    const first = await t.app.request(res.json.target!.url, { headers: { range: 'bytes=0-' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-${8 * 1024 * 1024 - 1}/${size}`);
    expect((await first.arrayBuffer()).byteLength).toBe(8 * 1024 * 1024);
  });

  it('stores a WebM by its EBML header, with sound only when chosen', async () => {
    const res = await upload(webmBytes(), 'Eid takbir', 'on');
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toMatchObject({ format: 'webm', muted: false });
    expect(res.json.target!.url).toMatch(/\.webm$/);
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
      { token: own.token },
    );
    expect(history.json.entries.map((entry: { summary: string }) => entry.summary).join('\n')).toContain(
      'Uploaded a video',
    );
  });

  it('refuses a picture in an ISO box, a Matroska file, text and an empty file by their bytes, storing nothing', async () => {
    const before = await videosNow();
    const notVideo = 'This file is not a video Minaret can play: use MP4 (H.264 and AAC) or WebM.';
    for (const bytes of [
      mp4Bytes(4096, 'heic', ['mif1', 'heic']),
      mp4Bytes(4096, 'qt  ', ['qt  ']),
      webmBytes(4096, 'matroska'),
      new Uint8Array(Buffer.from('<html><body>not a video</body></html>')),
    ]) {
      const res = await upload(bytes);
      expect(res.status).toBe(415);
      expect(res.json.fieldErrors!.file).toBe(notVideo);
    }
    const empty = await upload(new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.json.fieldErrors!.file).toBe('The file is empty: choose the video itself.');
    expect(await videosNow()).toEqual(before);
  });

  it('refuses an MP4 whose codecs a browser cannot play, naming the codec, and its sound only when chosen', async () => {
    const before = await videosNow();
    const hevc = await upload(mp4Bytes(4096, 'isom', ['isom'], [{ handler: 'vide', codecs: ['hvc1'] }]));
    expect(hevc.status).toBe(415);
    expect(hevc.json.fieldErrors?.file).toBe(
      'This video is encoded as HEVC (H.265, hvc1), which browsers cannot play. Export it again as H.264 (or VP9 or AV1) and upload the new file.',
    );
    const ac3 = mp4Bytes(
      4096,
      'isom',
      ['isom'],
      [
        { handler: 'vide', codecs: ['avc1'] },
        { handler: 'soun', codecs: ['ac-3'] },
      ],
    );
    const withSound = await upload(ac3, 'Dolby', 'on');
    expect(withSound.status).toBe(415);
    expect(withSound.json.fieldErrors?.file).toContain('Dolby Digital (ac-3)');
    const damaged = await upload(mp4Bytes(0).subarray(0, 120));
    expect(damaged.json.fieldErrors?.file).toBe(
      'This MP4 cannot be read: it is cut off or damaged. Save it again and upload the new file.',
    );
    expect(await videosNow()).toEqual(before);
    // The same file to play silent: its sound is never decoded, so it is taken.
    const silent = await upload(ac3, 'Dolby', undefined);
    expect(silent.status, silent.text).toBe(200);
  });

  it('refuses a WebM whose codecs a browser cannot play, naming the codec, storing nothing', async () => {
    const before = await videosNow();
    const h264 = await upload(webmBytes(4096, 'webm', [{ type: 1, codec: 'V_MPEG4/ISO/AVC' }]));
    expect(h264.status).toBe(415);
    expect(h264.json.fieldErrors?.file).toBe(
      'This video is encoded as H.264 (V_MPEG4/ISO/AVC), which browsers cannot play in a WebM. Export it again as VP9 (or VP8 or AV1) in WebM, or as H.264 in MP4, and upload the new file.',
    );
    const aac = webmBytes(4096, 'webm', [
      { type: 1, codec: 'V_VP9' },
      { type: 2, codec: 'A_AAC' },
    ]);
    const withSound = await upload(aac, 'AAC sound', 'on');
    expect(withSound.status).toBe(415);
    expect(withSound.json.fieldErrors?.file).toBe(
      'Its sound is encoded as AAC (A_AAC), which browsers cannot play in a WebM. Export it with Opus or Vorbis sound, or upload it without sound.',
    );
    const damaged = await upload(webmBytes(0).subarray(0, 40));
    expect(damaged.status).toBe(415);
    expect(damaged.json.fieldErrors?.file).toBe(
      'This WebM cannot be read: it is cut off or damaged. Save it again and upload the new file.',
    );
    // In the admin's language, as every message is.
    const arabic = await t.call(
      UPLOAD_VIDEO,
      { params: { companyId: own.companyId }, body: form(webmBytes(4096, 'webm', [{ type: 2, codec: 'A_OPUS' }])) },
      { token: own.token, headers: { 'accept-language': 'ar' } },
    );
    expect(arabic.json.fieldErrors?.file).toBe('ملف WebM هذا لا يحوي صورة، بل صوتًا أو نصًّا فقط: اختر الفيديو نفسه.');
    expect(await videosNow()).toEqual(before);
    const silent = await upload(aac, 'AAC sound', undefined);
    expect(silent.status, silent.text).toBe(200);
  });

  it('cuts off an upload over 100 MB with 413 and stores nothing', async () => {
    const before = await videosNow();
    const res = await upload(webmBytes(VIDEO_MAX_BYTES + 1024));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The file is larger than 100 MB, the most a video may be.');
    expect(await videosNow()).toEqual(before);
  });
});

describe('videos in the playlist', () => {
  it('saves a video item, in the dashboard answer; refuses a video of another masjid and an item naming none', async () => {
    const theirs = await upload(webmBytes(), 'Theirs', undefined, other.token);
    expect(theirs.status).toBe(403);
    const foreignUpload = await t.call(
      UPLOAD_VIDEO,
      { params: { companyId: other.companyId }, body: form(webmBytes(), 'Other masjid video') },
      { token: other.token },
    );
    expect(foreignUpload.status, foreignUpload.text).toBe(200);
    const [mine] = await videosNow();
    const put = (body: BodyOf<typeof SAVE_PLAYLIST>) =>
      t.call(SAVE_PLAYLIST, { params: { companyId: own.companyId }, body }, { token: own.token });
    const foreign = await put({ items: [item({ ref: foreignUpload.json.target!.id })], notices: [] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fieldErrors!['items.0.ref']).toBe('There is no such video in this masjid');
    const none = await put({ items: [item({ ref: null })], notices: [] });
    expect(none.json.fieldErrors!['items.0.ref']).toBe('Choose a video');

    const saved = await put({ items: [item({ ref: mine!.id })], notices: [] });
    expect(saved.status, saved.text).toBe(200);
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'videoown' } });
    expect(dashboard.json.playlist!.items).toEqual([item({ ref: mine!.id })]);
    expect(dashboard.json.playlist!.videos!.map((video) => video.id)).toContain(mine!.id);
    expect(dashboard.json.playlist!.videos!.map((video) => video.id)).not.toContain(foreignUpload.json.target!.id);
  });

  it('keeps masjids apart: anonymous must sign in to upload, another admin is refused before the body is read', async () => {
    expect((await t.call(UPLOAD_VIDEO, { params: { companyId: own.companyId }, body: form(webmBytes()) })).status).toBe(
      401,
    );
    const big = await upload(webmBytes(VIDEO_MAX_BYTES + 1024), 'Big', undefined, other.token);
    expect(big.status).toBe(403);
  });
});
