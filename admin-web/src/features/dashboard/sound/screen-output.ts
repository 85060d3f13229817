/**
 * What this screen does with a sound (docs/sound.md, "Per screen"): its own volume scales the masjid's, a
 * silent screen plays nothing. The dashboard's sound player and the `sound-test` command both go through
 * here, so a test sounds exactly as the day's sounds will.
 */
import { screenVolume, SOUND_TEST_TONE, type ScreenSound, type SoundTestOutcome } from '@core/screens/screen-sound.js';
import type { BuiltInToneId } from '@core/sound/built-in-tones.js';

/** Plays a sound at a volume from 0 to 1; false when the browser would not sound (no tap yet). */
export type PlayAt = (volume: number) => Promise<boolean>;

/** 'silent' without calling `play`; else what `play` at the screen's volume came to. */
export async function playOnScreen(
  play: PlayAt,
  masjidVolume: number,
  screen: ScreenSound | undefined,
  atNight = false,
): Promise<'played' | 'blocked' | 'silent'> {
  if (screen?.silent) return 'silent';
  return (await play(screenVolume(masjidVolume, screen, atNight))) ? 'played' : 'blocked';
}

/** The `sound-test` command: the test tone at the screen's volume. */
export function runSoundTest(
  playTone: (tone: BuiltInToneId, volume: number) => Promise<boolean>,
  masjidVolume: number,
  screen: ScreenSound | undefined,
): Promise<SoundTestOutcome> {
  return playOnScreen((volume) => playTone(SOUND_TEST_TONE, volume), masjidVolume, screen);
}

/**
 * Between the player page (which takes the command from its heartbeat) and the dashboard's sound player
 * (which knows the masjid's volume): the player mounted last answers the tests, with the screen's settings
 * the page holds (a heartbeat that brings new settings and the test together plays at the new volume,
 * before the dashboard has loaded again), and says whether the browser is refusing sound, for the heartbeat.
 */
type Tester = (screen: ScreenSound | undefined) => Promise<SoundTestOutcome>;
let tester: Tester | null = null;
let blocked: boolean | null = null;

export function answerSoundTests(run: Tester): () => void {
  tester = run;
  return () => {
    if (tester === run) tester = null;
  };
}

/** Runs a sound test on the dashboard on show; `fallback` when none is (its data not in yet). */
export function requestSoundTest(screen: ScreenSound | undefined, fallback: Tester): Promise<SoundTestOutcome> {
  return (tester ?? fallback)(screen);
}

export function noteSoundBlocked(value: boolean): void {
  blocked = value;
}

/** Whether the browser refused sound at the last try; null before anything tried to play. */
export function soundBlocked(): boolean | null {
  return blocked;
}
