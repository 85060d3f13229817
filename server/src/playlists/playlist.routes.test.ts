/**
 * A masjid's playlist and posters through the routes (docs/screens.md, "Playlists"): posters checked by their
 * bytes at an immutable address, the playlist saved whole with its history and in the dashboard answer, bad
 * windows refused naming the field, another masjid's admin refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistItem } from '@core/playlists/playlist.schema.js';
import { POSTER_MAX_BYTES } from '@core/playlists/posters.js';
import { gradientJpeg, jpegHeader, solidPng } from '../testing/sample-posters.js';
import { readPoster } from './poster-bytes.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { DASHBOARD_BY_URL, DASHBOARD_BY_ID, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { PLAYLIST, RESTORE_PLAYLIST, SAVE_PLAYLIST, UPLOAD_POSTER } from '@core/http/contract/playlist.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Playlist Own', { url: 'playlistown', active: true });
  other = await t.registerMasjid('Masjid Playlist Other', { url: 'playlistother', active: true });
});
afterAll(() => t.close());

function form(bytes: Uint8Array<ArrayBuffer>, name = 'Eid bazaar') {
  const body = new FormData();
  body.append('file', new File([bytes], 'poster.bin', { type: 'application/octet-stream' }));
  body.append('name', name);
  return body;
}

const item = (changes: Partial<PlaylistItem>): PlaylistItem => ({
  id: 'item-1',
  kind: 'poster',
  ref: null,
  screens: [],
  roles: ['entrance'],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: { prayer: 'asr', from: 'azan', fromMinutes: 0, until: 'iqama', untilMinutes: 0 },
  priority: 50,
  durationSeconds: 20,
  ...changes,
});
const janazah = { id: 'notice-1', name: 'Abdullah Rahman', salahAt: '2026-11-23T14:30', place: 'Main hall' };

describe('POST /api/companies/{companyId}/posters', () => {
  it('stores a PNG recognised by its bytes with its size, at an immutable address', async () => {
    const png = solidPng(64, 36, [20, 120, 60]);
    const res = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(png) },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toMatchObject({ name: 'Eid bazaar', width: 64, height: 36 });
    expect(res.json.target!.url).toMatch(/^\/api\/poster-files\/[0-9a-f]{64}\.png$/);
    const file = await t.app.request(res.json.target!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
    const again = await t.app.request(res.json.target!.url, {
      headers: { 'if-none-match': file.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('stores a JPEG with WebP copies at 1280 to 3840 px wide, never wider than the original', async () => {
    const before = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json.posters
      .length;
    const jpeg = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(await gradientJpeg(4000, 2250), 'Wide poster') },
      { token: own.token },
    );
    expect(jpeg.status, jpeg.text).toBe(200);
    expect(jpeg.json.target).toMatchObject({ width: 4000, height: 2250 });
    expect(jpeg.json.target!.url).toMatch(/\.jpg$/);
    const sizes = jpeg.json.target!.sizes as Array<{ width: number; height: number; url: string }>;
    expect(sizes.map((size) => [size.width, size.height])).toEqual([
      [1280, 720],
      [1920, 1080],
      [2560, 1440],
      [3840, 2160],
    ]);
    for (const size of sizes) {
      expect(size.url).toMatch(/^\/api\/poster-files\/[0-9a-f]{64}\.webp$/);
      const file = await t.app.request(size.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(readPoster(bytes)).toEqual({ ok: true, format: 'webp', width: size.width, height: size.height });
    }
    // Only the widths below the original's: a 2000 px poster gets 1280 and 1920, a 1000 px one none.
    const middle = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(await gradientJpeg(2000, 1000), 'Middle poster') },
      { token: own.token },
    );
    expect(middle.json.target!.sizes.map((size: { width: number }) => size.width)).toEqual([1280, 1920]);
    const small = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(await gradientJpeg(1000, 500), 'Small poster') },
      { token: own.token },
    );
    expect(small.json.target!.sizes).toEqual([]);
    const listed = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json
      .posters;
    expect(listed).toHaveLength(before + 3);
    expect(listed.find((poster) => poster.name === 'Wide poster')!.sizes).toEqual(sizes);
  });

  it('refuses a JPEG header no decoder can draw, text, an empty file and a file over the cap, storing nothing', async () => {
    const before = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json
      .posters;
    const header = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(jpegHeader(1920, 1080)) },
      { token: own.token },
    );
    expect(header.status).toBe(400);
    expect(header.json.fieldErrors!.file).toBe(
      'This picture cannot be read whole: it is damaged or not really a JPEG, PNG or WebP. Save it again and upload the new file.',
    );
    const text = new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const notImage = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(text) },
      { token: own.token },
    );
    expect(notImage.status).toBe(415);
    expect(notImage.json.fieldErrors!.file).toMatch(/JPEG, PNG or WebP/);
    const empty = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(new Uint8Array()) },
      { token: own.token },
    );
    expect(empty.status).toBe(400);
    const big = new Uint8Array(POSTER_MAX_BYTES + 1024);
    big.set(solidPng(2, 2, [0, 0, 0]));
    const tooLarge = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(big) },
      { token: own.token },
    );
    expect(tooLarge.status).toBe(413);
    expect(
      (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json.posters,
    ).toEqual(before);
  });
});

describe('GET and PUT /api/companies/{companyId}/playlist', () => {
  it('saves a poster between Asr azan and iqama and a janazah notice, in the dashboard answer and the history', async () => {
    const empty = await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.items).toEqual([]);
    const poster = empty.json.posters.find((entry: { name: string }) => entry.name === 'Eid bazaar');
    const body = {
      items: [
        item({ ref: poster!.id }),
        item({ id: 'item-2', kind: 'notice', ref: janazah.id, prayerWindow: null, roles: [], priority: 90 }),
      ],
      notices: [janazah],
    };
    const res = await t.call(SAVE_PLAYLIST, { params: { companyId: own.companyId }, body }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.target!.items).toEqual(body.items);
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'playlistown' } });
    expect(dashboard.json.playlist!.items).toEqual(body.items);
    expect(dashboard.json.playlist!.notices).toEqual([janazah]);
    expect(dashboard.json.playlist!.posters!.map((p: { url: string }) => p.url)).toContain(poster!.url);
    expect(
      (await t.call(DASHBOARD_BY_ID, { params: { companyId: own.companyId }, query: { lite: 'true' } })).json.playlist,
    ).toBeUndefined();
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
      { token: own.token },
    );
    const summaries = history.json.entries.map((entry: { summary: string }) => entry.summary).join('\n');
    expect(summaries).toContain('Saved the playlist');
    expect(summaries).toContain('Uploaded a poster');
  });

  it('refuses bad windows, a notice or poster that is not there, naming the field, and saves nothing', async () => {
    const before = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const put = (body: BodyOf<typeof SAVE_PLAYLIST>) =>
      t.call(SAVE_PLAYLIST, { params: { companyId: own.companyId }, body }, { token: own.token });
    const clock = await put({ items: [item({ ref: 'x', clock: { start: '10:00', end: '10:00' } })], notices: [] });
    expect(clock.status).toBe(400);
    expect(clock.json.fieldErrors!['items.0.clock']).toBe('A clock window starts and ends at different times');
    const window = await put({
      items: [
        item({
          ref: 'x',
          prayerWindow: { prayer: 'asr', from: 'azan', fromMinutes: 500, until: 'iqama', untilMinutes: 0 },
        }),
      ],
      notices: [],
    });
    expect(window.status).toBe(400);
    expect(window.json.fieldErrors!['items.0.prayerWindow.fromMinutes']).toBe('At most 180 minutes after');
    const dates = await put({ items: [item({ ref: 'x', from: '2026-12-10', until: '2026-12-01' })], notices: [] });
    expect(dates.json.fieldErrors!['items.0.until']).toBe('The date range ends before it starts');
    const noNotice = await put({ items: [item({ kind: 'notice', ref: 'gone' })], notices: [] });
    expect(noNotice.json.fieldErrors!['items.0.ref']).toBe('Choose a notice of this masjid');
    const foreign = await put({ items: [item({ ref: 'poster-of-elsewhere' })], notices: [] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fieldErrors!['items.0.ref']).toBe('There is no such poster in this masjid');
    const noPlace = await put({ items: [], notices: [{ ...janazah, place: ' ' }] });
    expect(noPlace.json.fieldErrors!['notices.0.place']).toBe('Say where the janazah salah is');
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json).toEqual(
      before,
    );
  });

  it("keeps masjids apart: another masjid's admin is refused before the body is read, anonymous must sign in", async () => {
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: other.token })).status).toBe(403);
    const write = await t.raw(
      'a body the schema refuses: the permission check answers first',
      'PUT',
      `/api/companies/${own.companyId}/playlist`,
      { token: other.token, body: { items: 'bad' } },
    );
    expect(write.status).toBe(403);
    const upload = await t.call(
      UPLOAD_POSTER,
      { params: { companyId: own.companyId }, body: form(solidPng(4, 4, [1, 2, 3])) },
      { token: other.token },
    );
    expect(upload.status).toBe(403);
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } })).status).toBe(401);
    expect(
      (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json.items,
    ).toHaveLength(2);
  });
});

describe('POST /api/companies/{companyId}/playlist/restore', () => {
  type Entry = { id: string; entityId: string | null; summary: string; after: unknown };
  const playlistEntries = async (companyId: string, token: string): Promise<Entry[]> =>
    (
      (await t.call(MASJID_HISTORY, { params: { companyId }, query: { entity: 'configuration' } }, { token })).json
        .entries as Entry[]
    ).filter((entry) => entry.entityId === 'playlist');

  it('puts back the playlist a save kept, names the changed item in the history, and records the restore', async () => {
    const saved = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const kept = { items: saved.items, notices: saved.notices };
    const [first] = await playlistEntries(own.companyId, own.token);
    // The entry keeps the whole playlist, each item labelled by its place and what it shows.
    expect(first!.after).toMatchObject({
      items: [{ label: '1. Eid bazaar', id: 'item-1' }, { label: '2. Abdullah Rahman' }],
    });

    const changed = {
      items: [{ ...kept.items[0]!, priority: 70, weekdays: [5], clock: { start: '09:00', end: '12:00' } }],
      notices: [],
    };
    const save = await t.call(
      SAVE_PLAYLIST,
      { params: { companyId: own.companyId }, body: changed },
      { token: own.token },
    );
    expect(save.status, save.text).toBe(200);
    const [latest] = await playlistEntries(own.companyId, own.token);
    expect(latest!.summary).toMatch(/^Saved the playlist \(\d+ changes: items 1\. Eid bazaar clock/);

    const restored = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { entryId: first!.id } },
      { token: own.token },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.message).toBe('Restored the playlist');
    expect(restored.json.target!.items).toEqual(kept.items);
    expect(restored.json.target!.notices).toEqual(kept.notices);
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'playlistown' } })).json.playlist!.items).toEqual(
      kept.items,
    );
    const [restore] = await playlistEntries(own.companyId, own.token);
    expect(restore!.summary).toMatch(/^Restored the playlist/);
  });

  it('refuses an entry of another masjid or of another section, and another masjid’s admin', async () => {
    const [entry] = await playlistEntries(own.companyId, own.token);
    const foreign = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: other.companyId }, body: { entryId: entry!.id } },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
    const outsider = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { entryId: entry!.id } },
      { token: other.token },
    );
    expect(outsider.status).toBe(403);
    const poster = (
      (
        await t.call(
          MASJID_HISTORY,
          { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
          { token: own.token },
        )
      ).json.entries as Entry[]
    ).find((row) => row.entityId?.startsWith('poster:'));
    const notPlaylist = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { entryId: poster!.id } },
      { token: own.token },
    );
    expect(notPlaylist.status).toBe(404);
  });
});

describe('class, nikah and appeal notices and ticker lines (docs/screens.md, "Notices")', () => {
  const tafsir = {
    id: 'class-1',
    title: 'Tafsir of Surah al-Kahf',
    teacher: 'Shaykh Yusuf',
    place: 'Main hall',
    repeat: 'weekly' as const,
    weekdays: [3],
    date: null,
    time: '19:30',
    minutes: 60,
  };
  const nikah = { id: 'nikah-1', names: 'Aisha & Bilal', at: '2026-11-28T15:00', place: 'Main hall' };
  const ticker = {
    id: 'ticker-1',
    text: 'Car park closed Friday',
    screens: [],
    roles: ['prayer-hall' as const],
    withNotices: true,
  };
  const noticeItem = (id: string, ref: string) =>
    item({ id, kind: 'notice', ref, prayerWindow: null, roles: [], priority: 80 });

  async function fundsOf(masjid: typeof own, name: string) {
    const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, { token: masjid.token });
    const saved = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: masjid.companyId,
          version: read.json.version!,
          funds: [{ name, goal: 20000, current: 7500, pledge: 0, endDate: null, enabled: true }],
        },
      },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    return (await t.call(PLAYLIST, { params: { companyId: masjid.companyId } }, { token: masjid.token })).json
      .funds as Array<{
      id: string;
      name: string;
      goal: number;
      current: number;
    }>;
  }

  it("saves a class, a nikah, an appeal for the masjid's fund and a ticker, in the dashboard answer", async () => {
    const [roof] = await fundsOf(own, 'Roof repair');
    expect(roof).toMatchObject({ name: 'Roof repair', goal: 20000, current: 7500 });
    const appeal = {
      id: 'appeal-1',
      fundId: roof!.id,
      text: 'Help us mend the roof',
      paymentUrl: 'https://pay.example.org/roof',
    };
    const body = {
      items: [noticeItem('i-class', tafsir.id), noticeItem('i-nikah', nikah.id), noticeItem('i-appeal', appeal.id)],
      notices: [],
      classes: [tafsir],
      nikahs: [nikah],
      appeals: [appeal],
      tickers: [ticker],
    };
    const res = await t.call(SAVE_PLAYLIST, { params: { companyId: own.companyId }, body }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'playlistown' } })).json.playlist!;
    expect(dashboard).toMatchObject({ classes: [tafsir], nikahs: [nikah], appeals: [appeal], tickers: [ticker] });
    expect(dashboard.funds).toEqual([{ id: roof!.id, name: 'Roof repair', goal: 20000, current: 7500 }]);
  });

  it("refuses a payment page that is not https, another masjid's fund and an untitled class, naming the field", async () => {
    const before = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const [elsewhere] = await fundsOf(other, 'Other roof');
    const put = (body: BodyOf<typeof SAVE_PLAYLIST>) =>
      t.call(SAVE_PLAYLIST, { params: { companyId: own.companyId }, body }, { token: own.token });
    const appeal = before.appeals[0]!;
    const withAppeal = (change: object) => ({
      items: [noticeItem('i-appeal', appeal.id)],
      notices: [],
      appeals: [{ ...appeal, ...change }],
    });
    const http = await put(withAppeal({ paymentUrl: 'http://pay.example.org/roof' }));
    expect(http.status).toBe(400);
    expect(http.json.fieldErrors!['appeals.0.paymentUrl']).toBe('Give the payment page as an https:// address');
    const foreign = await put(withAppeal({ fundId: elsewhere!.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.json.fieldErrors!['appeals.0.fundId']).toBe('There is no such fund in this masjid');
    const untitled = await put({
      items: [noticeItem('i-class', tafsir.id)],
      notices: [],
      classes: [{ ...tafsir, title: ' ' }],
    });
    expect(untitled.json.fieldErrors!['classes.0.title']).toBe('Give the title of the class or event');
    const empty = await put({ items: [], notices: [], tickers: [{ ...ticker, text: '', withNotices: false }] });
    expect(empty.json.fieldErrors!['tickers.0.text']).toBe('Write the line, or let the notices of the day run in it');
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json).toEqual(
      before,
    );
  });

  it("keeps masjids apart: another masjid's admin may not save or read them", async () => {
    const before = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const { posters: _, funds: __, ...body } = before;
    const write = await t.call(SAVE_PLAYLIST, { params: { companyId: own.companyId }, body }, { token: other.token });
    expect(write.status).toBe(403);
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: other.token })).status).toBe(403);
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json).toEqual(
      before,
    );
  });

  it('restores a save with its classes, nikah, appeals and tickers', async () => {
    const saved = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const entries = (
      await t.call(
        MASJID_HISTORY,
        { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
        { token: own.token },
      )
    ).json.entries as Array<{ id: string; entityId: string | null }>;
    const entry = entries.find((row) => row.entityId === 'playlist')!;
    const cleared = await t.call(
      SAVE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { items: [], notices: [] } },
      { token: own.token },
    );
    expect(cleared.json.target!.classes).toEqual([]);
    const restored = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { entryId: entry.id } },
      { token: own.token },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.target).toMatchObject({
      classes: saved.classes,
      nikahs: saved.nikahs,
      appeals: saved.appeals,
      tickers: saved.tickers,
    });
  });
});
