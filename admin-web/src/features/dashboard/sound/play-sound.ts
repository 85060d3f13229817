/**
 * Starts one planned sound (docs/sound.md, "On the screen"): a built-in tone is synthesised, a recording
 * played from its address and faded out within 2 s before the moment it must stop by.
 */
import { builtInToneOf } from '@core/sound/built-in-tones.js';
import type { PlannedSound } from '@core/sound/sound-plan.js';
import type { Sound } from '@core/sound/sound.types.js';
import { audioAllowed, playTone } from '../../sound/tone-sound.js';

const FADE_MS = 2000;

async function playRecording(url: string, volume: number, stopInMs: number | null): Promise<boolean> {
  if (!(await audioAllowed())) return false;
  const audio = new Audio(url);
  audio.volume = volume;
  try {
    await audio.play();
  } catch {
    return false;
  }
  if (stopInMs !== null) {
    const fadeFrom = Math.max(0, stopInMs - FADE_MS);
    window.setTimeout(() => {
      const started = performance.now();
      const step = () => {
        const left = 1 - (performance.now() - started) / FADE_MS;
        audio.volume = Math.max(0, volume * left);
        if (left > 0 && !audio.paused) requestAnimationFrame(step);
        else audio.pause();
      };
      step();
    }, fadeFrom);
  }
  return true;
}

/** Resolves false when the browser would not play sound (no gesture yet) or the sound is unknown. */
export async function playPlanned(
  item: PlannedSound,
  sounds: readonly Sound[],
  volume: number,
  now: number,
): Promise<boolean> {
  const tone = builtInToneOf(item.sound);
  if (tone) return playTone(tone, volume);
  const recording = sounds.find((sound) => sound.id === item.sound && sound.url);
  if (!recording?.url) return false;
  return playRecording(recording.url, volume, item.stopAt === null ? null : item.stopAt - now);
}
