/**
 * Per-screen sound (docs/sound.md, "Per screen"): a screen's volume scales the masjid's, and a silent
 * screen plays nothing. One rule for the dashboard's sound player on every player.
 */

/** What a `sound-test` came to: it sounded, the browser refused sound until a tap, or the screen is silent. */
export const SOUND_TEST_OUTCOMES = ['played', 'blocked', 'silent'] as const;
export type SoundTestOutcome = (typeof SOUND_TEST_OUTCOMES)[number];

/** The test tone: the short three bells of the iqama, known to every player without a file. */
export const SOUND_TEST_TONE = 'tone-iqama' as const;

export interface ScreenSound {
  /** 0 to 100, percent of the masjid's volume. */
  volume?: number;
  /** 0 to 100, percent of the masjid's volume between Isha's iqama and Fajr's azan; absent: as by day. */
  nightVolume?: number | null;
  silent?: boolean;
}

/** The sound's night: from Isha's iqama to Fajr's azan (the screen's dark night with no minutes either side). */
export const SOUND_NIGHT = { afterIshaMinutes: 0, beforeFajrMinutes: 0 } as const;

/**
 * The volume (0 to 1) a screen plays at: the masjid's volume (0 to 1) times the screen's percentage, or 0
 * for a silent screen. Unknown screen settings (a browser kiosk, a copy saved before them) play at the
 * masjid's volume. `atNight` (between Isha's iqama and Fajr's azan) plays at the screen's night volume
 * where it has one.
 */
export function screenVolume(masjidVolume: number, screen: ScreenSound | undefined, atNight = false): number {
  if (screen?.silent) return 0;
  const chosen = atNight && typeof screen?.nightVolume === 'number' ? screen.nightVolume : screen?.volume;
  const percent = Math.min(100, Math.max(0, chosen ?? 100));
  return Math.min(1, Math.max(0, masjidVolume)) * (percent / 100);
}
