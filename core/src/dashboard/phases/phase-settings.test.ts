import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHASE_SETTINGS,
  parsePhaseSettings,
  phaseSettingsProblem,
  readPhaseSettings,
} from './phase-settings.js';

describe('phase settings', () => {
  it('nothing stored gives the defaults: azan 2, after prayer 5, prayers 10 (Maghrib 8, Jumuah 40), black', () => {
    expect(readPhaseSettings('')).toEqual(DEFAULT_PHASE_SETTINGS);
    expect(readPhaseSettings(null).prayers.maghrib).toEqual({ minutes: 8, mode: 'black' });
    expect(readPhaseSettings(undefined).prayers.jumuah.minutes).toBe(40);
  });

  it('completes partial settings with the defaults', () => {
    const settings = readPhaseSettings(JSON.stringify({ azanMinutes: 3, prayers: { isha: { mode: 'clock' } } }));
    expect(settings.azanMinutes).toBe(3);
    expect(settings.afterPrayerMinutes).toBe(5);
    expect(settings.prayers.isha).toEqual({ minutes: 10, mode: 'clock' });
  });

  it.each([
    ['not JSON', '{', 'Phase settings must be JSON'],
    ['a list', '[]', 'Phase settings must be an object'],
    ['negative minutes', '{"azanMinutes":-1}', 'azanMinutes: Must not be negative'],
    ['too many minutes', '{"afterPrayerMinutes":31}', 'afterPrayerMinutes: Must be at most 30 minutes'],
    ['fractions', '{"azanMinutes":1.5}', 'azanMinutes: Must be a whole number of minutes'],
    ['text for a number', '{"azanMinutes":"2"}', 'azanMinutes: Must be a number'],
    ['an unknown mode', '{"prayers":{"fajr":{"mode":"dim"}}}', 'prayers.fajr.mode: Must be one of black, clock, off'],
    ['an unknown prayer', '{"prayers":{"tahajjud":{}}}', 'prayers.tahajjud: Unknown setting'],
    ['an unknown field', '{"azan":2}', 'azan: Unknown setting'],
    ['a switch that is not true or false', '{"enabled":"no"}', 'enabled: Must be true or false'],
    ['an empty text', '{"afterPrayerTexts":["  "]}', 'afterPrayerTexts.0: Write a text or remove it'],
    [
      'a too long text',
      `{"afterPrayerTexts":["${'a'.repeat(301)}"]}`,
      'afterPrayerTexts.0: Must be at most 300 characters',
    ],
    [
      'a right-to-left override',
      '{"afterPrayerTexts":["abc\\u202egnp"]}',
      'afterPrayerTexts.0: Remove invisible or direction-changing characters (such as a right-to-left override)',
    ],
    [
      'six texts',
      `{"afterPrayerTexts":${JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f'])}}`,
      'afterPrayerTexts: At most 5 texts',
    ],
  ])('refuses %s', (_, json, problem) => {
    expect(phaseSettingsProblem(json)).toBe(problem);
    // A screen never breaks on a bad value: it runs on the defaults.
    expect(readPhaseSettings(json)).toEqual(DEFAULT_PHASE_SETTINGS);
  });

  it('accepts texts on several lines and trims them', () => {
    const parsed = parsePhaseSettings({ afterPrayerTexts: ['  SubhanAllah x33\r\nAlhamdulillah x33 '] });
    expect(parsed).toEqual({
      ok: true,
      value: { ...DEFAULT_PHASE_SETTINGS, afterPrayerTexts: ['SubhanAllah x33\nAlhamdulillah x33'] },
    });
  });
});
