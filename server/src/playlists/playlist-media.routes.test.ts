/**
 * Deleting posters and videos, and the playlist's announcements, funds, verse and hadith, through the routes
 * (docs/screens.md, "Deleting posters and videos" and "Announcements, funds, the verse and a hadith"): a
 * poster or video a playlist item shows is refused (409) naming the item, one no item shows goes with every
 * stored size; another masjid's admin is refused and another masjid's poster is unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import {
  DELETE_POSTER,
  DELETE_VIDEO,
  PLAYLIST,
  POSTER_FILE,
  RESTORE_PLAYLIST,
  SAVE_PLAYLIST,
  VIDEO_FILE,
} from '@core/http/contract/playlist.js';
import { DASHBOARD_BY_URL, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import type { PlaylistItem } from '@core/playlists/playlist.schema.js';
import { gradientJpeg } from '../testing/sample-posters.js';
import { webmBytes } from '../testing/sample-videos.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Media Own', { url: 'mediaown', active: true });
  other = await t.registerMasjid('Masjid Media Other', { url: 'mediaother', active: true });
});
afterAll(() => t.close());

/** Uploads are multipart bodies, which the typed call does not send. */
const MULTIPART = 'an upload is a multipart form body';

function form(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const body = new FormData();
  body.append('file', new File([bytes], 'file.bin', { type: 'application/octet-stream' }));
  body.append('name', name);
  return body;
}
/** Posters of different widths, so that no two share their bytes (an address names the bytes, not the poster). */
async function uploadPoster(masjid: typeof own, name: string, width: number) {
  const res = await t.raw(MULTIPART, 'POST', `/api/companies/${masjid.companyId}/posters`, {
    token: masjid.token,
    body: form(await gradientJpeg(width, Math.round((width * 9) / 16)), name),
  });
  expect(res.status, res.text).toBe(200);
  return res.json.target as { id: string; url: string; sizes: Array<{ url: string }> };
}
async function uploadVideo(masjid: typeof own, name: string) {
  const res = await t.raw(MULTIPART, 'POST', `/api/companies/${masjid.companyId}/videos`, {
    token: masjid.token,
    body: form(webmBytes(4096 + name.length), name),
  });
  expect(res.status, res.text).toBe(200);
  return res.json.target as { id: string; url: string };
}

const item = (changes: Partial<PlaylistItem>): PlaylistItem => ({
  id: 'item',
  kind: 'poster',
  ref: null,
  screens: [],
  roles: [],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: null,
  priority: 50,
  durationSeconds: 20,
  ...changes,
});
const save = (items: PlaylistItem[], masjid = own) =>
  t.call(
    SAVE_PLAYLIST,
    { params: { companyId: masjid.companyId }, body: { items, notices: [] } },
    { token: masjid.token },
  );
const fileOf = (url: string) => url.split('/').pop()!;

describe('DELETE /api/companies/{companyId}/posters/{posterId}', () => {
  it('is refused (409) while an item shows the poster, naming the item; then deletes it with every size', async () => {
    const kept = await uploadPoster(own, 'Kept poster', 1400);
    const bazaar = await uploadPoster(own, 'Winter bazaar', 2000);
    expect(bazaar.sizes.length).toBeGreaterThan(0);
    const saved = await save([item({ id: 'a', ref: kept.id }), item({ id: 'b', ref: bazaar.id })]);
    expect(saved.status, saved.text).toBe(200);

    const params = { companyId: own.companyId, posterId: bazaar.id };
    const refused = await t.call(DELETE_POSTER, { params }, { token: own.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Winter bazaar is shown by item 2 of the playlist: take it out of the playlist and save, then delete the poster.',
    );
    expect((await t.call(POSTER_FILE, { params: { file: fileOf(bazaar.url) } })).status).toBe(200);

    expect((await save([item({ id: 'a', ref: kept.id })])).status).toBe(200);
    const deleted = await t.call(DELETE_POSTER, { params }, { token: own.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.message).toBe('Deleted Winter bazaar');
    // The original and every stored size are gone; the other poster stays.
    for (const url of [bazaar.url, ...bazaar.sizes.map((size) => size.url)])
      expect((await t.call(POSTER_FILE, { params: { file: fileOf(url) } })).status).toBe(404);
    const playlist = await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token });
    expect(playlist.json.posters.map((poster) => poster.id)).toEqual([kept.id]);
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
      { token: own.token },
    );
    expect(history.json.entries.map((entry) => entry.summary)).toContain('Deleted a poster');
    expect((await t.call(DELETE_POSTER, { params }, { token: own.token })).status).toBe(404);
  });

  it("keeps masjids apart: another masjid's admin is refused, and another masjid's poster is unknown here", async () => {
    const mine = await uploadPoster(own, 'Mine', 1500);
    const theirs = await uploadPoster(other, 'Theirs', 1600);
    const params = { companyId: own.companyId, posterId: mine.id };
    expect((await t.call(DELETE_POSTER, { params }, { token: other.token })).status).toBe(403);
    expect((await t.call(DELETE_POSTER, { params })).status).toBe(401);
    // Their poster's id under my masjid's path: not mine, so unknown, and still theirs.
    const foreign = { companyId: own.companyId, posterId: theirs.id };
    expect((await t.call(DELETE_POSTER, { params: foreign }, { token: own.token })).status).toBe(404);
    expect((await t.call(POSTER_FILE, { params: { file: fileOf(theirs.url) } })).status).toBe(200);
    expect((await t.call(POSTER_FILE, { params: { file: fileOf(mine.url) } })).status).toBe(200);
  });
});

describe('DELETE /api/companies/{companyId}/videos/{videoId}', () => {
  it('is refused (409) while an item shows the video, naming the item; then deletes it', async () => {
    const film = await uploadVideo(own, 'Eid film');
    expect((await save([item({ id: 'v', kind: 'video', ref: film.id, durationSeconds: 60 })])).status).toBe(200);
    const params = { companyId: own.companyId, videoId: film.id };
    const refused = await t.call(DELETE_VIDEO, { params }, { token: own.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Eid film is shown by item 1 of the playlist: take it out of the playlist and save, then delete the video.',
    );
    expect((await save([])).status).toBe(200);
    expect((await t.call(DELETE_VIDEO, { params }, { token: own.token })).status).toBe(200);
    expect((await t.call(VIDEO_FILE, { params: { file: fileOf(film.url) } })).status).toBe(404);
  });

  it("keeps masjids apart: another masjid's admin is refused, and another masjid's video is unknown here", async () => {
    const mine = await uploadVideo(own, 'Mine');
    const theirs = await uploadVideo(other, 'Theirs');
    const params = { companyId: own.companyId, videoId: mine.id };
    expect((await t.call(DELETE_VIDEO, { params }, { token: other.token })).status).toBe(403);
    const foreign = { companyId: own.companyId, videoId: theirs.id };
    expect((await t.call(DELETE_VIDEO, { params: foreign }, { token: own.token })).status).toBe(404);
    expect((await t.call(VIDEO_FILE, { params: { file: fileOf(theirs.url) } })).status).toBe(200);
  });
});

describe('announcement, fund, verse and hadith items', () => {
  async function content(masjid: typeof own, name: string) {
    const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, { token: masjid.token });
    const saved = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        params: {},
        body: {
          companyId: masjid.companyId,
          version: read.json.version ?? 0,
          funds: [{ name, goal: 20000, current: 7500, pledge: 0, endDate: null, enabled: true }],
          announcements: [
            { title: `${name} bazaar`, text: 'After Dhuhr', startDate: null, endDate: null, enabled: true },
          ],
        },
      },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    return (await t.call(PLAYLIST, { params: { companyId: masjid.companyId } }, { token: masjid.token })).json;
  }

  it('saves them with their windows, in the dashboard answer with the announcements it may name', async () => {
    const { funds, announcements = [] } = await content(own, 'Roof');
    const items = [
      item({ id: 'an', kind: 'announcement', ref: announcements[0]!.id, clock: { start: '09:00', end: '10:00' } }),
      item({ id: 'fu', kind: 'fund', ref: funds[0]!.id, roles: ['entrance'], weekdays: [5] }),
      item({
        id: 'qu',
        kind: 'quran',
        prayerWindow: { prayer: 'asr', from: 'azan', fromMinutes: 0, until: 'iqama', untilMinutes: 0 },
      }),
      item({ id: 'ha', kind: 'hadith', from: '2026-12-01', until: '2026-12-31' }),
    ];
    const saved = await save(items);
    expect(saved.status, saved.text).toBe(200);
    const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'mediaown' } })).json.playlist!;
    expect(dashboard.items).toEqual(items);
    expect(dashboard.announcements).toEqual([{ id: announcements[0]!.id, title: 'Roof bazaar' }]);
  });

  it("refuses another masjid's fund or announcement and one that names none, naming the field", async () => {
    const theirs = await content(other, 'Theirs');
    const foreignFund = await save([item({ kind: 'fund', ref: theirs.funds[0]!.id })]);
    expect(foreignFund.status).toBe(400);
    expect(foreignFund.json.fieldErrors?.['items.0.ref']).toBe('There is no such fund in this masjid');
    const foreignAnnouncement = await save([item({ kind: 'announcement', ref: theirs.announcements![0]!.id })]);
    expect(foreignAnnouncement.json.fieldErrors?.['items.0.ref']).toBe('There is no such announcement in this masjid');
    const none = await save([item({ kind: 'announcement', ref: null })]);
    expect(none.json.fieldErrors?.['items.0.ref']).toBe('Choose an announcement');
  });
});

describe('expense-sheet items', () => {
  type Sheet = { id: string; name: string; enabled: boolean };
  /** Saves the masjid's expense sheets (Configuration tab) and answers them with their ids. */
  async function sheets(masjid: typeof own, list: Array<{ name: string; enabled: boolean; values: string[] }>) {
    const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, { token: masjid.token });
    const saved = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        params: {},
        body: {
          companyId: masjid.companyId,
          version: read.json.version ?? 0,
          expenseSheets: list.map(({ name, enabled, values }) => ({
            name,
            description: `${name} in detail`,
            enabled,
            rows: values.map((value, order) => ({ order: order + 1, label: `Line ${order + 1}`, value })),
          })),
        },
      },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    return saved.json.target!.expenseSheets as Sheet[];
  }
  const sheetItem = (ref: string | null, id = 'sheet') =>
    item({ id, kind: 'expense-sheet', ref, roles: ['entrance'], clock: { start: '10:00', end: '11:00' } });
  const entries = async () =>
    (
      await t.call(
        MASJID_HISTORY,
        { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
        { token: own.token },
      )
    ).json.entries.filter((entry) => entry.entityId === 'playlist');

  it('saves an item naming a sheet, carries the switched-on sheets with their lines to the screens, restores it', async () => {
    const [november, draft] = await sheets(own, [
      { name: 'November', enabled: true, values: ['420', '180'] },
      { name: 'Draft', enabled: false, values: ['1'] },
    ]);
    const saved = await save([sheetItem(november!.id), sheetItem(draft!.id, 'draft')]);
    expect(saved.status, saved.text).toBe(200);
    const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'mediaown' } })).json.playlist!;
    expect(dashboard.items.map((entry) => entry.ref)).toEqual([november!.id, draft!.id]);
    // A sheet switched off stays private: its item is saved, but the screens are not given its lines.
    expect(dashboard.expenseSheets).toEqual([
      {
        id: november!.id,
        name: 'November',
        description: 'November in detail',
        rows: [
          { order: 1, label: 'Line 1', value: '420' },
          { order: 2, label: 'Line 2', value: '180' },
        ],
      },
    ]);
    const [kept] = await entries();
    expect(kept!.after).toMatchObject({ items: [{ label: '1. November' }, { label: '2. Draft' }] });

    expect((await save([])).status).toBe(200);
    const restored = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { entryId: kept!.id } },
      { token: own.token },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.target!.items.map((entry) => entry.ref)).toEqual([november!.id, draft!.id]);
  });

  it('skips the item of a sheet deleted while the playlist uses it (no 409), and refuses to save or restore it then', async () => {
    const [kept, doomed] = await sheets(own, [
      { name: 'Kept', enabled: true, values: ['10'] },
      { name: 'Doomed', enabled: true, values: ['20'] },
    ]);
    expect((await save([sheetItem(doomed!.id)])).status).toBe(200);
    const [entry] = await entries();
    // Deleting the sheet (saving the sheets without it) is not refused, as deleting a fund is not.
    await sheets(own, [{ ...kept!, values: ['10'] }]);
    const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'mediaown' } })).json.playlist!;
    expect(dashboard.items.map((entry) => entry.ref)).toEqual([doomed!.id]);
    expect(dashboard.expenseSheets!.map((sheet) => sheet.id)).not.toContain(doomed!.id);
    const again = await save([sheetItem(doomed!.id)]);
    expect(again.status).toBe(400);
    expect(again.json.fieldErrors?.['items.0.ref']).toBe('There is no such expense sheet in this masjid');
    const restore = await t.call(
      RESTORE_PLAYLIST,
      { params: { companyId: own.companyId }, body: { entryId: entry!.id } },
      { token: own.token },
    );
    expect(restore.status).toBe(400);
  });

  it("refuses another masjid's sheet and an item that names none, naming the field, saving nothing", async () => {
    const [theirs] = await sheets(other, [{ name: 'Theirs', enabled: true, values: ['99'] }]);
    const before = (await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json.items;
    const foreign = await save([sheetItem(theirs!.id)]);
    expect(foreign.status).toBe(400);
    expect(foreign.json.fieldErrors?.['items.0.ref']).toBe('There is no such expense sheet in this masjid');
    const none = await save([sheetItem(null)]);
    expect(none.json.fieldErrors?.['items.0.ref']).toBe('Choose an expense sheet');
    expect((await t.call(PLAYLIST, { params: { companyId: own.companyId } }, { token: own.token })).json.items).toEqual(
      before,
    );
    // Their admin cannot save into this masjid's playlist at all.
    expect((await save([sheetItem(theirs!.id)], { ...own, token: other.token })).status).toBe(403);
  });
});
