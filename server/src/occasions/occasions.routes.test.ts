import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../db/migrations/2026-11-25-0200-jumuah-eid-ramadan.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { DASHBOARD_BY_URL, DASHBOARD_BY_ID, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { OCCASIONS, SAVE_OCCASIONS } from '@core/http/contract/occasions.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Occasions Own', { url: 'occasionsown', active: true });
  other = await t.registerMasjid('Masjid Occasions Other', { url: 'occasionsother', active: true });
});
afterAll(() => t.close());

const body = (version: number): BodyOf<typeof SAVE_OCCASIONS> => ({
  version,
  jumuahSessions: [
    { khutbah: '12:30', salah: '13:00', language: 'English' },
    { khutbah: '13:45', salah: '14:15', language: 'Arabic' },
  ],
  eidPrayers: [{ eid: 'fitr', date: '2027-03-09', times: ['07:30', '09:00'], place: 'City Park' }],
  ramadan: { enabled: true, suhoorMinutesBeforeFajr: 15, taraweehTime: '20:30' },
});

describe('GET and PUT /api/companies/{companyId}/occasions', () => {
  it('answers the defaults before the first save', async () => {
    const res = await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      companyId: own.companyId,
      jumuahSessions: [],
      eidPrayers: [],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
      version: 0,
    });
  });

  it('saves, gives Eid prayers an id, and shows it on the public dashboard', async () => {
    const saved = await t.call(
      SAVE_OCCASIONS,
      { params: { companyId: own.companyId }, body: body(0) },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.version).toBe(1);
    expect(saved.json.target!.eidPrayers[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'occasionsown' } });
    expect(dashboard.json.occasions).toEqual({
      jumuahSessions: body(0).jumuahSessions,
      eidPrayers: [{ ...body(0).eidPrayers[0], id: saved.json.target!.eidPrayers[0]!.id }],
      ramadan: body(0).ramadan,
    });
    // Widgets read the light answer: the occasions are in it too.
    expect(
      (await t.call(DASHBOARD_BY_ID, { params: { companyId: own.companyId }, query: { lite: 'true' } })).json.occasions!
        .jumuahSessions,
    ).toHaveLength(2);
    // The change is in the masjid's history.
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'content' } },
      { token: own.token },
    );
    expect(history.json.entries.map((entry: { summary: string }) => entry.summary).join('\n')).toContain(
      "Saved Jumu'ah, Eid and Ramadan",
    );
  });

  it('refuses a save based on an older version (409) and changes nothing', async () => {
    const stale = await t.call(
      SAVE_OCCASIONS,
      { params: { companyId: own.companyId }, body: { ...body(0), jumuahSessions: [] } },
      { token: own.token },
    );
    expect(stale.status).toBe(409);
    expect(
      (await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: own.token })).json.jumuahSessions,
    ).toHaveLength(2);
  });

  it('answers field errors keyed by list and index', async () => {
    const res = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: own.companyId },
        body: {
          ...body(1),
          jumuahSessions: [
            ...body(1).jumuahSessions,
            ...body(1).jumuahSessions,
            { khutbah: '15:00', salah: '', language: '' },
          ],
        },
      },
      { token: own.token },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({ jumuahSessions: "At most 4 Jumu'ah sessions" });
    const times = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: own.companyId },
        body: { ...body(1), eidPrayers: [{ eid: 'adha', date: '2027-05-16', times: ['25:00'], place: '' }] },
      },
      { token: own.token },
    );
    expect(times.json.fieldErrors).toEqual({ 'eidPrayers[0].times[0]': 'Use a time like 13:30 or 1:30 pm' });
  });

  it("keeps masjids apart: another masjid's admin can neither read nor write, and anonymous must sign in", async () => {
    expect((await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: other.token })).status).toBe(
      403,
    );
    expect(
      (await t.call(SAVE_OCCASIONS, { params: { companyId: own.companyId }, body: body(1) }, { token: other.token }))
        .status,
    ).toBe(403);
    expect((await t.call(OCCASIONS, { params: { companyId: own.companyId } })).status).toBe(401);
    // The other masjid's own save does not touch this one.
    expect(
      (
        await t.call(
          SAVE_OCCASIONS,
          { params: { companyId: other.companyId }, body: { ...body(0), jumuahSessions: [] } },
          { token: other.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: own.token })).json.jumuahSessions,
    ).toHaveLength(2);
    const superToken = await t.superToken();
    expect((await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: superToken })).status).toBe(200);
  });

  it("keeps a khateeb's session on the schedule (1 when left out)", async () => {
    const { version } = (await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'occasionsown' } }, { token: own.token }))
      .json;
    const res = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: own.companyId,
          version: version!,
          jummahs: [
            { khateeb: 'Imam Ali', date: '2026-11-27', enabled: true },
            { khateeb: 'Sheikh Omar', date: '2026-11-27', enabled: true, session: 2 },
          ],
        },
      },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target!.jummahs.map((entry) => entry.session)).toEqual([1, 2]);
    const bad = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: own.companyId,
          version: res.json.target!.version!,
          jummahs: [{ khateeb: 'X', date: '2026-11-27', enabled: true, session: 5 }],
        },
      },
      { token: own.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors!['jummahs[0].session']).toBe('Session must be from 1 to 4');
  });
});

describe("migration: the single Jumu'ah of before becomes session 1", () => {
  it('reads the times of the jumah_prayer text into sessions and puts existing khateebs in session 1', async () => {
    const m = await t.registerMasjid('Masjid Before Sessions', { url: 'beforesessions' });
    const plain = await t.registerMasjid('Masjid No Times', { url: 'notimes' });
    // Back to the schema before the migration, with data saved then.
    await migration.down(t.db);
    await t.db
      .insertInto('company_configuration')
      .values([
        { company_id: m.companyId, name: 'jumah_prayer', value: 'Khutbah 1:15 pm, second 2:30' },
        { company_id: plain.companyId, name: 'jumah_prayer', value: 'Two sessions, see website' },
      ])
      .execute();
    await sql`insert into jummah (company_id, id, position, khateeb, jummah_date, enabled) values (${m.companyId}, 'j1', 0, 'Imam Ali', '2026-11-27', true)`.execute(
      t.db,
    );
    await migration.up(t.db);

    const read = await t.call(OCCASIONS, { params: { companyId: m.companyId } }, { token: m.token });
    expect(read.json.jumuahSessions).toEqual([
      { khutbah: '13:15', salah: '', language: '' },
      { khutbah: '14:30', salah: '', language: '' },
    ]);
    expect(read.json.version).toBe(1);
    expect(
      (await t.call(OCCASIONS, { params: { companyId: plain.companyId } }, { token: plain.token })).json.jumuahSessions,
    ).toEqual([]);
    const content = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'beforesessions' } }, { token: m.token });
    expect(content.json.jummahs).toMatchObject([{ khateeb: 'Imam Ali', session: 1 }]);
  });

  it('reads times as a Friday notice writes them', () => {
    expect(migration.sessionsFromText('1:30 pm and 2:30 pm')).toEqual([
      { khutbah: '13:30', salah: '', language: '' },
      { khutbah: '14:30', salah: '', language: '' },
    ]);
    expect(migration.sessionsFromText('12:15, 1.30')).toMatchObject([{ khutbah: '12:15' }, { khutbah: '13:30' }]);
    expect(migration.sessionsFromText('2 sessions')).toEqual([]);
    expect(migration.sessionsFromText('1 pm 2 pm 3 pm 4 pm 5 pm')).toHaveLength(4);
  });

  it("refuses a session whose dark screen would run past Asr's azan, naming the times, in the admin's language", async () => {
    const m = await t.registerMasjid('Masjid Occasions Asr', { url: 'occasionsasr', active: true });
    const created = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: newYorkTimetable(m.companyId) },
      { token: m.token },
    );
    expect(created.status, created.text).toBe(200);
    // Now is Monday 23 Nov 2026; the coming Friday is the 27th. New York's Asr then is a little after 14:20.
    const days = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'occasionsasr' }, query: { days: '5' } })).json
      .days as Array<{
      date: string;
      asr: string;
    }>;
    const friday = days.find((day) => day.date.startsWith('2026-11-27'))!;
    expect(friday.asr).toMatch(/^14:/);
    const sessions = [
      { khutbah: '12:30', salah: '13:00', language: 'English' },
      // 13:50 + 40 dark minutes = 14:30, past Asr.
      { khutbah: '13:50', salah: '', language: 'Urdu' },
    ];
    const refused = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: m.companyId },
        body: { version: 0, jumuahSessions: sessions, eidPrayers: [], ramadan: {} },
      },
      { token: m.token },
    );
    expect(refused.status, refused.text).toBe(400);
    const message = refused.json.fieldErrors!['jumuahSessions[1].khutbah'] as string;
    expect(message).toContain('14:30');
    expect(message).toContain(friday.asr);
    expect(message).toContain('2026-11-27');
    // Nothing was saved.
    expect((await t.call(OCCASIONS, { params: { companyId: m.companyId } }, { token: m.token })).json.version).toBe(0);
    // In French for a French admin.
    const french = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: m.companyId },
        body: { version: 0, jumuahSessions: sessions, eidPrayers: [], ramadan: {} },
      },
      { token: m.token, headers: { 'accept-language': 'fr' } },
    );
    expect(french.json.fieldErrors!['jumuahSessions[1].khutbah']).toContain('l’adhan du Asr à ' + friday.asr);
    // With the session moved earlier, or Jumu'ah's screen not dark, it is saved.
    const earlier = [sessions[0]!, { ...sessions[1]!, khutbah: '13:30' }];
    const saved = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: m.companyId },
        body: { version: 0, jumuahSessions: earlier, eidPrayers: [], ramadan: {} },
      },
      { token: m.token },
    );
    expect(saved.status, saved.text).toBe(200);
  });
});

describe("an Eid date against the masjid's Hijri calendar", () => {
  it("asks before saving a date that is not the Eid by the calendar (422), names it in the admin's language, and saves once confirmed", async () => {
    const m = await t.registerMasjid('Masjid Occasions Eid', { url: 'occasionseid', active: true });
    // 10 March 2027 is 2 Shawwal 1448 by Umm al-Qura: "Idulfitri" under "2 Syawal".
    const late = {
      version: 0,
      jumuahSessions: [],
      ramadan: {},
      eidPrayers: [{ eid: 'fitr' as const, date: '2027-03-10', times: ['07:30'], place: '' }],
    };
    const asked = await t.call(SAVE_OCCASIONS, { params: { companyId: m.companyId }, body: late }, { token: m.token });
    expect(asked.status, asked.text).toBe(422);
    expect(asked.json.code).toBe('NEEDS_CONFIRMATION');
    expect(asked.json.fieldErrors!['eidPrayers[0].date']).toContain('2 Shawwal 1448');
    expect((await t.call(OCCASIONS, { params: { companyId: m.companyId } }, { token: m.token })).json.version).toBe(0);
    const indonesian = await t.call(
      SAVE_OCCASIONS,
      { params: { companyId: m.companyId }, body: late },
      { token: m.token, headers: { 'accept-language': 'id' } },
    );
    expect(indonesian.json.fieldErrors!['eidPrayers[0].date']).toContain('kalender Hijriah masjid');
    // The calendar's own day needs no question; the other day is saved once the admin confirms it.
    const onTheDay = { ...late, eidPrayers: [{ ...late.eidPrayers[0]!, date: '2027-03-09' }] };
    expect(
      (await t.call(SAVE_OCCASIONS, { params: { companyId: m.companyId }, body: onTheDay }, { token: m.token })).status,
    ).toBe(200);
    const confirmed = await t.call(
      SAVE_OCCASIONS,
      { params: { companyId: m.companyId }, body: { ...late, version: 1, confirmEidDates: true } },
      { token: m.token },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.target!.eidPrayers[0]!.date).toBe('2027-03-10');
    expect(confirmed.json.target).not.toHaveProperty('confirmEidDates');
    // Saved once, it is not asked about again when something else changes.
    const again = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: m.companyId },
        body: {
          ...late,
          version: 2,
          eidPrayers: [{ ...late.eidPrayers[0]!, id: confirmed.json.target!.eidPrayers[0]!.id, place: 'City Park' }],
        },
      },
      { token: m.token },
    );
    expect(again.status, again.text).toBe(200);
  });
});
