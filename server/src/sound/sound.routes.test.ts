import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_PRAYER, type PrayerSounds, type SoundProfile } from '@core/sound/sound-profile.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';
import { DASHBOARD_BY_URL, DASHBOARD_BY_ID } from '@core/http/contract/public-reads.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { SAVE_SOUND_PROFILE, SOUNDS, SOUND_PROFILE } from '@core/http/contract/sound.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Sound Own', { url: 'soundown', active: true });
  other = await t.registerMasjid('Masjid Sound Other', { url: 'soundother', active: true });
});
afterAll(() => t.close());

function profileWith(prayer: PrayerSounds, changes: Partial<SoundProfile['prayers']> = {}): SoundProfile {
  return {
    prayers: {
      fajr: prayer,
      zuhr: prayer,
      asr: prayer,
      maghrib: prayer,
      isha: prayer,
      jumuah: prayer,
      eid: prayer,
      ...changes,
    },
    anchored: [],
  };
}
const EVERY: PrayerSounds = {
  azan: 'tone',
  beforeIqama: 'tone-before-iqama',
  iqama: 'tone-iqama',
  beforeIqamaMinutes: 5,
};

describe('GET /api/companies/{companyId}/sounds', () => {
  it('lists the built-in tones, each a tone without a file', async () => {
    const res = await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.map((sound: { id: string }) => sound.id)).toEqual([
      'tone-chime',
      'tone-iqama',
      'tone-before-iqama',
    ]);
    for (const sound of res.json) expect(sound).toMatchObject({ kind: 'tone', url: null, credit: '' });
  });
});

describe('GET and PUT /api/companies/{companyId}/sound-profile', () => {
  it("answers, before the first save, what the masjid's chime settings played", async () => {
    const silent = await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } }, { token: own.token });
    expect(silent.status, silent.text).toBe(200);
    expect(silent.json).toEqual(profileWith(SILENT_PRAYER));
    const saved = await t.call(
      SAVE_CONFIGURATIONS,
      {
        params: { companyId: other.companyId },
        body: {
          configurations: [
            { name: 'chime_asr', value: 'both' },
            { name: 'chime_before_iqama', value: '2' },
          ],
        },
      },
      { token: other.token },
    );
    expect(saved.status, saved.text).toBe(200);
    const chimed = await t.call(SOUND_PROFILE, { params: { companyId: other.companyId } }, { token: other.token });
    expect(chimed.json.prayers.asr).toEqual({ azan: 'tone', beforeIqama: 'tone', iqama: null, beforeIqamaMinutes: 2 });
    expect(chimed.json.prayers.fajr).toEqual({ ...SILENT_PRAYER, beforeIqamaMinutes: 2 });
  });

  it('saves, puts the profile in the dashboard answer and the change in the history', async () => {
    const body = profileWith(EVERY, { eid: SILENT_PRAYER });
    const res = await t.call(SAVE_SOUND_PROFILE, { params: { companyId: own.companyId }, body }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toEqual(body);
    expect((await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } }, { token: own.token })).json).toEqual(
      body,
    );
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'soundown' } });
    expect(dashboard.json.sound!.profile).toEqual(body);
    expect(dashboard.json.sound!.sounds!.map((sound: { id: string }) => sound.id)).toContain('tone-iqama');
    expect(dashboard.json.sound!.volume).toBe(0.6);
    // Widgets read the light answer, which plays nothing.
    expect(
      (await t.call(DASHBOARD_BY_ID, { params: { companyId: own.companyId }, query: { lite: 'true' } })).json.sound,
    ).toBeUndefined();
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'configuration' } },
      { token: own.token },
    );
    const summaries = history.json.entries.map((entry: { summary: string }) => entry.summary).join('\n');
    expect(summaries).toContain('Saved the sounds of the prayers');
    // Each changed moment by its name.
    expect(summaries).toContain('Asr Azan, Asr Before Iqama, Asr Before Iqama Minutes');
  });

  it('refuses a sound the masjid does not have, a wrong minute count or a missing prayer, and saves nothing', async () => {
    const before = (await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const unknown = await t.call(
      SAVE_SOUND_PROFILE,
      {
        params: { companyId: own.companyId },
        body: profileWith(EVERY, { zuhr: { ...EVERY, azan: 'recording-of-elsewhere' } }),
      },
      { token: own.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors).toEqual({ 'prayers.zuhr.azan': 'There is no such sound in this masjid' });
    const minutes = await t.call(
      SAVE_SOUND_PROFILE,
      { params: { companyId: own.companyId }, body: profileWith({ ...EVERY, beforeIqamaMinutes: 0 }) },
      { token: own.token },
    );
    expect(minutes.status).toBe(400);
    const { eid: _eid, ...fewer } = profileWith(EVERY).prayers;
    const missing = await t.raw(
      'leaves out a prayer, which the schema requires',
      'PUT',
      `/api/companies/${own.companyId}/sound-profile`,
      { token: own.token, body: { prayers: fewer, anchored: [] } },
    );
    expect(missing.status).toBe(400);
    expect((await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } }, { token: own.token })).json).toEqual(
      before,
    );
  });

  it("keeps masjids apart: another masjid's admin can neither read nor write, and anonymous must sign in", async () => {
    expect((await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } }, { token: other.token })).status).toBe(
      403,
    );
    expect((await t.call(SOUNDS, { params: { companyId: own.companyId } }, { token: other.token })).status).toBe(403);
    const write = await t.call(
      SAVE_SOUND_PROFILE,
      { params: { companyId: own.companyId }, body: profileWith(SILENT_PRAYER) },
      { token: other.token },
    );
    expect(write.status).toBe(403);
    expect((await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } })).status).toBe(401);
    expect(
      (await t.call(SOUND_PROFILE, { params: { companyId: own.companyId } }, { token: own.token })).json.prayers.fajr,
    ).toEqual(EVERY);
  });
});
