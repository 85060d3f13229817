import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@core/history/history.types.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { ALL_HISTORY, MASJID_HISTORY, RESTORE_TIMETABLE } from '@core/http/contract/history.js';
import {
  PRAYER_CONFIG,
  SAVE_PRAYER_CONFIG,
  SAVE_DST,
  SAVE_PRAYER_SETTINGS,
  PRAYER_DAY,
} from '@core/http/contract/prayer.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { MASJID, UPDATE_MASJID } from '@core/http/contract/masjids.js';
import { RESET_CREDENTIAL } from '@core/http/contract/account.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;
let superToken: string;

/** Jan 5 of the saved table: index 4 of the 366-day table. */
const JAN_5 = 4;

async function history(companyId: string, token: string, entity?: string): Promise<HistoryEntry[]> {
  const res = await t.call(MASJID_HISTORY, { params: { companyId }, query: { entity } }, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.entries;
}

async function saveJan5FajrIqama(token: string, value: string) {
  const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token })).json;
  config.prayers[JAN_5]!.fajrIqama = value;
  const res = await t.call(SAVE_PRAYER_CONFIG, { body: config! }, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.target;
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  own = await t.registerMasjid('Masjid History', { url: 'history', active: true });
  other = await t.registerMasjid('Masjid Elsewhere', { url: 'elsewhere', active: true });
  superToken = await t.superToken();
  for (const masjid of [own, other]) await t.createNewYorkTimetable(masjid);
});
afterAll(() => t.close());

describe('timetable history', () => {
  it('records who changed which cell, from what to what', async () => {
    await saveJan5FajrIqama(own.token, '07:05');
    const [latest, setup] = await history(own.companyId, own.token, 'timetable');
    expect(setup!.action).toBe('reset');
    expect(setup!.before).toBeNull();
    expect(latest!.action).toBe('save-table');
    expect(latest!.actor.email).toBe(own.email);
    expect(latest!.summary).toContain('Typed time Jan 5 Fajr Iqama');
    expect((latest!.before as any).overrides['01-05']?.fajrIqama).toBeUndefined();
    expect((latest!.after as any).overrides['01-05'].fajrIqama).toBe('07:05');
    expect(Date.parse(latest!.at)).not.toBeNaN();
  });

  it('records DST and settings changes, and a save that changes nothing leaves no entry', async () => {
    const before = await history(own.companyId, own.token, 'timetable');
    const unchanged = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token }))
      .json;
    expect((await t.call(SAVE_PRAYER_CONFIG, { body: unchanged! }, { token: own.token })).status).toBe(200);
    expect(await history(own.companyId, own.token, 'timetable')).toHaveLength(before.length);

    const dst = await t.call(
      SAVE_DST,
      {
        params: { companyId: own.companyId },
        body: { enable: true, automaticCalculate: false, beginMonthDate: '03/08', endMonthDate: '11/01' },
      },
      { token: own.token },
    );
    expect(dst.status, dst.text).toBe(200);
    const settings = await t.call(
      SAVE_PRAYER_SETTINGS,
      { params: { companyId: own.companyId }, body: { prayerOffsetMinutes: [2, 0, 0, 0, 0, 0, 0] } },
      { token: superToken },
    );
    expect(settings.status, settings.text).toBe(200);
    const [offsets, dstEntry] = await history(own.companyId, own.token, 'timetable');
    expect(dstEntry!.action).toBe('dst');
    expect((dstEntry!.after as any).dst).toEqual({ enable: true, automatic: false, begin: '03/08', end: '11/01' });
    expect(offsets!.action).toBe('settings');
    expect(offsets!.actor.email).toBe('root@minaret.test');
    expect((offsets!.after as any).offsets).toEqual([2, 0, 0, 0, 0, 0, 0]);
  });

  it('restores an earlier timetable in one step, and records the restore', async () => {
    await saveJan5FajrIqama(own.token, '07:12');
    const entries = await history(own.companyId, own.token, 'timetable');
    const wanted = entries.find(
      (entry) => entry.action === 'save-table' && (entry.after as any).overrides['01-05']?.fajrIqama === '07:05',
    )!;
    expect(wanted).toBeDefined();
    const res = await t.call(RESTORE_TIMETABLE, { params: { entryId: wanted.id } }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.target!.prayers[JAN_5]!.fajrIqama).toBe('07:05');
    // Everything the entry held is back: its offsets and DST were the ones before the later changes.
    expect(res.json.target!.prayerOffsetMinutes).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(res.json.target!.dst!.automaticCalculate).toBe(true);
    const [restore] = await history(own.companyId, own.token, 'timetable');
    expect(restore!.action).toBe('restore');
    expect(restore!.summary).toContain(own.email);
    expect((restore!.before as any).overrides['01-05'].fajrIqama).toBe('07:12');
    expect((restore!.after as any).overrides['01-05'].fajrIqama).toBe('07:05');
    // The public reads the restored times at once.
    const day = await t.call(PRAYER_DAY, { params: { companyId: own.companyId, month: '1', day: '5' } });
    expect(day.json.target!.fajrIqama).toBe('07:05');
  });

  it('keeps history and change in one transaction: when the entry cannot be written, the save is not made', async () => {
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    config.prayers[JAN_5]!.fajrIqama = '07:15';
    await sql`alter table change_history rename to change_history_away`.execute(t.db);
    try {
      const res = await t.call(SAVE_PRAYER_CONFIG, { body: config! }, { token: own.token });
      expect(res.status).toBe(500);
    } finally {
      await sql`alter table change_history_away rename to change_history`.execute(t.db);
    }
    const after = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    expect(after.prayers[JAN_5]!.fajrIqama).toBe('07:05');
  });
});

describe('other history', () => {
  it('records content, display settings, profile and user changes, never a password hash', async () => {
    const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'history' } }, { token: own.token });
    const save = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: own.companyId,
          version: read.json.version!,
          funds: [{ name: 'Roof', goal: 5000 }],
          customConfigurations: [{ name: 'clock_type', value: '2' }],
        },
      },
      { token: own.token },
    );
    expect(save.status, save.text).toBe(200);
    const stale = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: own.companyId, version: read.json.version!, funds: [{ name: 'Refused', goal: 1 }] } },
      { token: own.token },
    );
    expect(stale.status).toBe(409);
    const profile = (await t.call(MASJID, { params: { id: own.companyId } }, { token: own.token })).json;
    const edited = await t.call(
      UPDATE_MASJID,
      { params: { id: own.companyId }, body: { ...profile, name: 'Masjid History Renamed' } },
      { token: own.token },
    );
    expect(edited.status, edited.text).toBe(200);
    const reset = await t.call(
      RESET_CREDENTIAL,
      { params: { email: own.email }, body: { newCredential: 'another-password-1' } },
      { token: superToken },
    );
    expect(reset.status, reset.text).toBe(200);

    const content = await history(own.companyId, superToken, 'content');
    expect(content).toHaveLength(1);
    expect(content[0]!.summary).toContain('Fund');
    expect((content[0]!.after as any).funds[0]).toMatchObject({ name: 'Roof', goal: 5000 });
    const configuration = await history(own.companyId, superToken, 'configuration');
    expect((configuration[0]!.after as any).clock_type).toBe('2');
    const masjid = await history(own.companyId, superToken, 'company');
    expect(masjid.map((entry) => entry.action)).toEqual(['update', 'activate', 'create']);
    expect(masjid[0]!.summary).toContain('name');
    expect((masjid[0]!.before as any).name).toBe('Masjid History');
    const users = await history(own.companyId, superToken, 'user');
    expect(users.map((entry) => entry.action)).toEqual(['password-reset', 'verify', 'create']);
    expect(users[0]!.actor.email).toBe('root@minaret.test');
    expect(JSON.stringify(users)).not.toMatch(/password_?hash|scrypt|verify_?code/i);
  });

  it('shows an admin only their own masjid, a super admin every masjid', async () => {
    own.token = await t.login(own.email, 'another-password-1');
    expect((await t.call(MASJID_HISTORY, { params: { companyId: own.companyId } })).status).toBe(401);
    expect(
      (await t.call(MASJID_HISTORY, { params: { companyId: own.companyId } }, { token: other.token })).status,
    ).toBe(404);
    expect((await t.call(ALL_HISTORY, {}, { token: own.token })).status).toBe(403);
    const ownEntries = await history(own.companyId, own.token);
    expect(ownEntries.every((entry) => entry.companyId === own.companyId)).toBe(true);
    const restoreTarget = ownEntries.find((entry) => entry.entity === 'timetable')!;
    const stranger = await t.call(RESTORE_TIMETABLE, { params: { entryId: restoreTarget.id } }, { token: other.token });
    expect(stranger.status).toBe(403);
    expect((await history(own.companyId, own.token, 'timetable'))[0]!.action).toBe('restore');

    const all = await t.call(ALL_HISTORY, { query: { limit: '100' } }, { token: superToken });
    expect(all.status).toBe(200);
    const masjids = new Set(all.json.entries.map((entry: HistoryEntry) => entry.companyName));
    expect(masjids).toEqual(new Set(['Masjid History Renamed', 'Masjid Elsewhere']));
    const filtered = await t.call(
      ALL_HISTORY,
      { query: { companyId: other.companyId, entity: 'timetable' } },
      { token: superToken },
    );
    expect(filtered.json.entries.map((entry: HistoryEntry) => [entry.companyId, entry.entity])).toEqual([
      [other.companyId, 'timetable'],
    ]);
  });

  it('pages from newest to oldest and refuses bad parameters and non-timetable restores', async () => {
    const first = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { limit: '2' } },
      { token: own.token },
    );
    expect(first.json.entries).toHaveLength(2);
    const second = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { limit: '2', before: first.json.nextCursor! } },
      { token: own.token },
    );
    expect(second.json.entries).toHaveLength(2);
    expect(Date.parse(second.json.entries[0]!.at)).toBeLessThanOrEqual(Date.parse(first.json.entries[1]!.at));
    expect(second.json.entries.map((entry: HistoryEntry) => entry.id)).not.toContain(first.json.entries[1]!.id);
    for (const query of ['limit=0', 'limit=abc', 'limit=101', 'before=x', 'entity=prayers']) {
      const res = await t.raw('queries the schema refuses', 'GET', `/api/history/companies/${own.companyId}?${query}`, {
        token: own.token,
      });
      expect(res.status, query).toBe(400);
    }
    const content = (await history(own.companyId, own.token, 'content'))[0]!;
    expect((await t.call(RESTORE_TIMETABLE, { params: { entryId: content.id } }, { token: own.token })).status).toBe(
      404,
    );
    expect(
      (await t.call(RESTORE_TIMETABLE, { params: { entryId: 'no-such-entry' } }, { token: own.token })).status,
    ).toBe(404);
  });
});
