import { describe, expect, it } from 'vitest';
import { checkConfigurations } from '../configuration/definitions.js';
import { burnInShift, BURN_IN_MAX_PX, BURN_IN_STEP_MS } from './burn-in.js';
import { chimeSettingsOf } from './chime.js';
import { hijriForMoment } from './hijri-at-maghrib.js';
import { qrTarget } from './qr-target.js';
import { imposedLanguage } from '../screens/screen-languages.js';
import { displayFromQuery, displayFromScreenSettings, resolveDisplay, screenAddressQuery } from './screen-display.js';
import { calendarIqamaWord, iqamaWord, prayerLabel, terminologyOf } from './terminology.js';

const config = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('terminology', () => {
  it("uses the masjid's words, and the old ones when it never chose or stored junk", () => {
    const terms = terminologyOf(
      config({ term_dhuhr: 'dhuhr', term_sunrise: 'sunrise', term_jumuah: 'jumuah', term_iqama: 'jamaat' }),
    );
    expect([
      prayerLabel('dhuhr', terms),
      prayerLabel('sunrise', terms),
      terms.jumuah,
      iqamaWord(terms),
      calendarIqamaWord(terms),
    ]).toEqual(['Dhuhr', 'Sunrise', "Jumu'ah", 'jamaat', 'Jamaat']);
    const old = terminologyOf(config({ term_dhuhr: '<b>', term_iqama: 'toString' }));
    expect([
      prayerLabel('dhuhr', old),
      prayerLabel('sunrise', old),
      old.jumuah,
      old.iqama,
      calendarIqamaWord(old),
    ]).toEqual(['Zuhr', 'Shurooq', "Jum'ah", 'Iqama', 'Iqmah']);
  });

  it('refuses values outside the choices on save (the server checks every configuration)', () => {
    expect(
      checkConfigurations(
        config({ term_dhuhr: 'Dhohr', chime_volume: '150', donation_url: 'http://x.example', screen_qr: 'page' }),
      ),
    ).toEqual({
      term_dhuhr: expect.stringMatching(/one of/),
      chime_volume: expect.stringMatching(/5 to 100/),
      donation_url: 'Must be an https:// address',
    });
  });
});

describe('burn-in shift', () => {
  it('moves at most 4 px each way, changes every 15 minutes and comes back round', () => {
    const start = Date.UTC(2026, 5, 1, 12);
    const shifts = Array.from({ length: 16 }, (_, step) => burnInShift(start + step * BURN_IN_STEP_MS));
    for (const shift of shifts)
      expect(Math.max(Math.abs(shift.x), Math.abs(shift.y))).toBeLessThanOrEqual(BURN_IN_MAX_PX);
    for (let step = 1; step < shifts.length; step++) expect(shifts[step]).not.toEqual(shifts[step - 1]);
    expect(shifts[8]).toEqual(shifts[0]);
    expect(burnInShift(start + BURN_IN_STEP_MS - 1)).toEqual(shifts[0]);
  });
});

describe('chime', () => {
  it('reads the volume; which prayers sound is the sound profile now (core/src/sound)', () => {
    expect(chimeSettingsOf(config({ chime_asr: 'both', chime_before_iqama: '2', chime_volume: '40' })).volume).toBe(
      0.4,
    );
    expect(chimeSettingsOf([]).volume).toBe(0.6);
  });
});

describe('Hijri date at Maghrib', () => {
  const base = { date: '2026-11-23', hijriOfDate: '1448/6/13', maghribAt: 1_000, adjustment: 0 };
  it("turns to the next day's date from Maghrib only when the masjid chose so", () => {
    expect(hijriForMoment({ ...base, now: 999, turnAtMaghrib: true })).toBe('1448/6/13');
    expect(hijriForMoment({ ...base, now: 1_000, turnAtMaghrib: true })).toBe('1448/6/14');
    expect(hijriForMoment({ ...base, now: 1_000, turnAtMaghrib: true, hijriOfNextDate: '1448/6/15' })).toBe(
      '1448/6/15',
    );
    expect(hijriForMoment({ ...base, now: 5_000, turnAtMaghrib: false })).toBe('1448/6/13');
    expect(hijriForMoment({ ...base, now: 5_000, turnAtMaghrib: true, adjustment: '1' })).toBe('1448/6/15');
  });
});

describe('QR code target', () => {
  it("opens the masjid's page or an https donation link, and nothing when off or invalid", () => {
    const where = { serverUrl: 'https://minaret.example/', companyUrl: 'masjid one' };
    expect(qrTarget(config({ screen_qr: 'page' }), where)).toEqual({
      url: 'https://minaret.example/masjid%20one',
      kind: 'page',
      label: 'Prayer times on your phone',
    });
    expect(qrTarget(config({ screen_qr: 'donation', donation_url: 'https://give.example/m' }), where)?.url).toBe(
      'https://give.example/m',
    );
    expect(qrTarget(config({ screen_qr: 'donation', donation_url: 'javascript:alert(1)' }), where)).toBeNull();
    expect(qrTarget(config({ screen_qr: 'donation' }), where)).toBeNull();
    expect(qrTarget(config({ screen_qr: 'page' }), { serverUrl: 'app://minaret', companyUrl: 'x' })).toBeNull();
    expect(qrTarget([], where)).toBeNull();
  });
});

describe('screen display', () => {
  it("takes the screen's own settings over the masjid's, and ignores unknown values in an address", () => {
    expect(displayFromQuery('?orientation=portrait&large=1&lang=ar')).toEqual({
      orientation: 'portrait',
      largeType: true,
      language: 'ar',
    });
    expect(displayFromQuery('?orientation=sideways&large=maybe&lang=xx&role=kitchen')).toEqual({});
    expect(displayFromQuery('?role=entrance').role).toBe('entrance');
    // The screen's id, for its own playlist items (docs/screens.md, "Playlists"); anything else is ignored.
    expect(displayFromQuery('?screen=3f2a-b_9').screenId).toBe('3f2a-b_9');
    expect(displayFromQuery('?screen=%3Cscript%3E').screenId).toBeUndefined();
    expect(resolveDisplay({}, config({ large_type: '1' }))).toEqual({
      orientation: 'auto',
      largeType: true,
      language: 'masjid',
      role: 'prayer-hall',
    });
    expect(resolveDisplay({ largeType: false }, config({ large_type: '1' })).largeType).toBe(false);
    // A screen set to a language imposes it; `masjid` leaves the masjid's setting in charge.
    expect(imposedLanguage(resolveDisplay({ language: 'ur' }, []).language)).toBe('ur');
    expect(imposedLanguage(resolveDisplay({}, []).language)).toBeNull();
  });
});

describe("a screen's address", () => {
  it("reads back as the screen's own settings, so the preview shows what that screen shows", () => {
    const settings = { orientation: 'portrait', largeType: true, language: 'ur', role: 'entrance' } as const;
    expect(displayFromQuery(`?${screenAddressQuery(settings)}`)).toEqual(displayFromScreenSettings(settings));
    const hall = { orientation: 'auto', largeType: false, language: 'masjid', role: 'prayer-hall' } as const;
    expect(screenAddressQuery(hall)).toBe('large=0');
    expect(resolveDisplay(displayFromQuery(`?${screenAddressQuery(hall)}`), config({ large_type: '1' }))).toEqual({
      orientation: 'auto',
      largeType: false,
      language: 'masjid',
      role: 'prayer-hall',
    });
  });
});

describe("a paired screen's sound", () => {
  it('goes to the dashboard with the data, so its sound player plays at the screen volume (docs/sound.md)', () => {
    const settings = { orientation: 'auto', largeType: false, language: 'masjid', volume: 30, silent: true } as const;
    expect(displayFromScreenSettings(settings).sound).toEqual({ volume: 30, silent: true });
    // Settings without sound (a kiosk address) say nothing of it: the masjid's volume holds.
    expect(
      displayFromScreenSettings({ orientation: 'auto', largeType: false, language: 'masjid' }).sound,
    ).toBeUndefined();
  });
});
