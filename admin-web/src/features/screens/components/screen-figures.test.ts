import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_SETTINGS } from '@core/screens/screen.schema.js';
import frenchFleet from '@core/i18n/compiled/fr/adminOperations.js';
import { translatorFor } from '@core/i18n/translator.js';
import arabicFleet from '@core/i18n/compiled/ar/adminOperations.js';
import {
  clockDriftText,
  displayText,
  playerLabel,
  soundNote,
  soundText,
  statusLabel,
  timeAgo,
  timetableDaysLeft,
  timetableRunningOut,
} from './screen-figures.js';

describe('screen figures', () => {
  const now = new Date('2026-05-10T16:00:00Z');

  it('say how long ago a screen was seen', () => {
    expect(timeAgo('2026-05-10T15:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-05-10T15:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-05-10T15:15:00Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2026-05-10T13:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-05-07T16:00:00Z', now)).toBe('3 days ago');
  });

  it('word the clock drift with its direction', () => {
    expect(clockDriftText(null)).toBe('Not reported');
    expect(clockDriftText(200)).toBe('On time');
    expect(clockDriftText(-1200)).toBe('1.2 s behind');
    expect(clockDriftText(42_000)).toBe('42 s ahead');
    expect(clockDriftText(-5 * 60_000)).toBe('5 min behind');
    expect(clockDriftText(2 * 3_600_000)).toBe('2.0 h ahead');
  });

  it('count the days the saved timetable has left, across month and year ends', () => {
    expect(timetableDaysLeft('2027-05-09', '2026-05-10')).toBe(364);
    expect(timetableDaysLeft('2026-05-09', '2026-05-10')).toBe(-1);
    expect(timetableDaysLeft('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('name the player, in the admin language, and show one the page does not know by its name', () => {
    expect(playerLabel('desktop')).toBe('Desktop app');
    expect(playerLabel('web')).toBe('Web player (browser)');
    expect(playerLabel('web', translatorFor('ar', arabicFleet))).toBe('مشغّل الويب (المتصفح)');
    expect(playerLabel('kiosk-2030')).toBe('kiosk-2030');
  });

  it("warn of a desktop copy under 30 days, and of a web player's two-day copy only once it no longer reaches tomorrow", () => {
    expect(timetableRunningOut(29, 'desktop')).toBe(true);
    expect(timetableRunningOut(30, 'desktop')).toBe(false);
    expect(timetableRunningOut(1, 'web')).toBe(false);
    expect(timetableRunningOut(0, 'web')).toBe(true);
  });

  it('say a screen dark by its night schedule is so, in each language, apart from online and offline', () => {
    expect(statusLabel('dark')).toBe('Dark by schedule');
    const arabic = statusLabel('dark', translatorFor('ar', arabicFleet));
    expect(arabic).toBe('مظلمة حسب الجدول');
    expect(new Set([statusLabel('online'), statusLabel('offline'), statusLabel('dark')]).size).toBe(3);
    expect(statusLabel('dark', translatorFor('fr', frenchFleet))).not.toBe(statusLabel('dark'));
  });

  it('describe the display', () => {
    expect(displayText({ display: { width: 1080, height: 1920 }, orientation: 'portrait' })).toBe(
      '1080 × 1920, portrait',
    );
    expect(displayText({ display: null, orientation: null })).toBe('Not reported');
  });

  it("speak the admin's language: Intl's relative time and decimal comma in French", () => {
    const french = translatorFor('fr', frenchFleet);
    expect(timeAgo('2026-05-10T15:59:00Z', now, french)).toBe('il y a 1 minute');
    expect(timeAgo('2026-05-10T13:00:00Z', now, french)).toBe('il y a 3 heures');
    expect(clockDriftText(-1200, french)).toBe('1,2 s de retard');
    expect(displayText({ display: { width: 1080, height: 1920 }, orientation: 'portrait' }, french)).toBe(
      '1080 × 1920, portrait',
    );
  });
});

describe("the card's sound line (docs/sound.md, 'Per screen')", () => {
  const at = '2026-05-10T16:00:02.000Z';
  const screen = (settings: { volume?: number; silent?: boolean }, sound: Parameters<typeof soundNote>[0]['sound']) =>
    ({ settings: { ...settings }, sound }) as Parameters<typeof soundNote>[0];

  it('shows the volume, or that the screen is silent, in the admin language', () => {
    expect(soundText({ ...DEFAULT_SCREEN_SETTINGS, volume: 40 })).toBe('40 %');
    expect(soundText({ ...DEFAULT_SCREEN_SETTINGS, volume: 40, silent: true })).toBe('Silent');
    expect(soundText({ ...DEFAULT_SCREEN_SETTINGS, silent: true }, translatorFor('fr', frenchFleet))).toBe('Muet');
  });

  it('says a screen needs a tap while its browser refuses sound, before any test result', () => {
    expect(soundNote(screen({ volume: 80 }, { blocked: true, test: { at, outcome: 'played' } }))).toEqual({
      kind: 'needs-tap',
    });
    // The screen did not say (an older page): its last test decides.
    expect(soundNote(screen({ volume: 80 }, { blocked: null, test: { at, outcome: 'blocked' } }))).toEqual({
      kind: 'needs-tap',
    });
    // Tapped since the refused test: the refusal is over.
    expect(soundNote(screen({ volume: 80 }, { blocked: false, test: { at, outcome: 'blocked' } }))).toBeNull();
  });

  it('names the last test that sounded, and a silent screen only while it is silent', () => {
    expect(soundNote(screen({ volume: 80 }, { blocked: false, test: { at, outcome: 'played' } }))).toEqual({
      kind: 'played',
      at,
    });
    expect(soundNote(screen({ silent: true }, { blocked: null, test: { at, outcome: 'silent' } }))).toEqual({
      kind: 'silent',
      at,
    });
    expect(soundNote(screen({ silent: false }, { blocked: null, test: { at, outcome: 'silent' } }))).toBeNull();
    expect(soundNote(screen({ silent: true }, { blocked: true, test: null }))).toBeNull();
    expect(soundNote(screen({}, { blocked: null, test: null }))).toBeNull();
  });
});
