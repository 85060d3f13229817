/**
 * Starts one planned sound (docs/sound.md, "On the screen"): a built-in tone is synthesised, a recording
 * played from the copy the screen keeps (recordings.ts), faded out within 2 s before the moment it must
 * stop by. A recording the screen could not get plays the chime in its place, so the moment is not silent.
 * `data-sound-source` on the page's root says which it was (`tone`, `recording` or `chime-for-recording`).
 */
import { builtInToneOf, DEFAULT_TONE } from '@core/sound/built-in-tones.js';
import type { PlannedSound } from '@core/sound/sound-plan.js';
import type { Sound } from '@core/sound/sound.types.js';
import { audioAllowed, playTone } from '../../sound/tone-sound.js';
import { loadRecording, playableRecording, startRecording } from './recordings.js';

function source(kind: 'tone' | 'recording' | 'chime-for-recording') {
  document.documentElement.dataset.soundSource = kind;
}

/** Resolves false when the browser would not play sound (no gesture yet). */
export async function playPlanned(
  item: PlannedSound,
  sounds: readonly Sound[],
  volume: number,
  now: number,
): Promise<boolean> {
  const tone = builtInToneOf(item.sound);
  if (tone) {
    source('tone');
    return playTone(tone, volume);
  }
  if (!(await audioAllowed())) return false;
  const playable = playableRecording(sounds.find((sound) => sound.id === item.sound));
  const loadStarted = Date.now();
  const recording = playable ? await loadRecording(playable) : null;
  if (!recording) {
    source('chime-for-recording');
    return playTone(DEFAULT_TONE, volume);
  }
  // A recording still loading at its moment has lost that time from the stop rule's allowance.
  const late = Date.now() - loadStarted;
  startRecording(recording, volume, item.stopAt === null ? null : item.stopAt - now - late);
  source('recording');
  return true;
}
