import { describe, expect, it } from 'vitest';
import { SOUND_TEST_TONE } from '@core/screens/screen-sound.js';
import {
  answerSoundTests,
  noteSoundBlocked,
  playOnScreen,
  requestSoundTest,
  runSoundTest,
  soundBlocked,
} from './screen-output.js';

/** A player that records the volume each sound was started at, and answers as a browser would. */
function recorder(allowed = true) {
  const started: Array<{ tone?: string; volume: number }> = [];
  return {
    started,
    play: (volume: number) => {
      started.push({ volume });
      return Promise.resolve(allowed);
    },
    playTone: (tone: string, volume: number) => {
      started.push({ tone, volume });
      return Promise.resolve(allowed);
    },
  };
}

describe("the sound player on a screen with its own volume (docs/sound.md, 'Per screen')", () => {
  it("starts each sound at the masjid's volume times the screen's percentage", async () => {
    const player = recorder();
    expect(await playOnScreen(player.play, 0.8, { volume: 50, silent: false })).toBe('played');
    expect(await playOnScreen(player.play, 0.8, { volume: 100, silent: false })).toBe('played');
    expect(await playOnScreen(player.play, 0.8, undefined)).toBe('played');
    expect(player.started.map((entry) => entry.volume)).toEqual([0.4, 0.8, 0.8].map((v) => expect.closeTo(v, 6)));
  });

  it("plays at the screen's night volume between Isha's iqama and Fajr's azan, where it has one", async () => {
    const player = recorder();
    expect(await playOnScreen(player.play, 0.8, { volume: 50, nightVolume: 10 }, true)).toBe('played');
    expect(await playOnScreen(player.play, 0.8, { volume: 50, nightVolume: 10 }, false)).toBe('played');
    expect(await playOnScreen(player.play, 0.8, { volume: 50 }, true)).toBe('played');
    expect(player.started.map((entry) => entry.volume)).toEqual([0.08, 0.4, 0.4].map((v) => expect.closeTo(v, 6)));
  });

  it('plays nothing on a silent screen', async () => {
    const player = recorder();
    expect(await playOnScreen(player.play, 1, { volume: 80, silent: true })).toBe('silent');
    expect(await runSoundTest(player.playTone, 1, { volume: 80, silent: true })).toBe('silent');
    expect(player.started).toEqual([]);
  });

  it('says "blocked" when the browser refuses sound until a tap', async () => {
    expect(await playOnScreen(recorder(false).play, 1, { volume: 60 })).toBe('blocked');
  });

  it('plays the test tone at the screen volume', async () => {
    const player = recorder();
    expect(await runSoundTest(player.playTone, 0.5, { volume: 40, silent: false })).toBe('played');
    expect(player.started).toEqual([{ tone: SOUND_TEST_TONE, volume: expect.closeTo(0.2, 6) }]);
  });
});

describe('between the player page and the dashboard', () => {
  it("runs a test on the dashboard on show, else the page's fallback; a dashboard gone answers no more", async () => {
    const fallback = () => Promise.resolve('blocked' as const);
    expect(await requestSoundTest(undefined, fallback)).toBe('blocked');
    // The page's settings go along: the newest the screen has, though the dashboard has not loaded them yet.
    const stop = answerSoundTests((screen) => Promise.resolve(screen?.silent ? 'silent' : 'played'));
    expect(await requestSoundTest({ volume: 50 }, fallback)).toBe('played');
    expect(await requestSoundTest({ silent: true }, fallback)).toBe('silent');
    stop();
    expect(await requestSoundTest(undefined, fallback)).toBe('blocked');
  });

  it('remembers whether the browser refused sound at the last try (unknown before any)', () => {
    expect(soundBlocked()).toBeNull();
    noteSoundBlocked(true);
    expect(soundBlocked()).toBe(true);
    noteSoundBlocked(false);
    expect(soundBlocked()).toBe(false);
  });
});
