/**
 * Starts one planned sound (docs/sound.md, "On the screen"): a built-in tone is synthesised, a recording
 * played from the copy the screen keeps (recordings.ts), faded out within 2 s before the moment it must
 * stop by. A recording the screen could not get plays the chime in its place, so the moment is not silent.
 * `data-sound-source` on the page's root says which it was (`tone`, `recording` or `chime-for-recording`).
 * When it has stopped, `data-sound-ended` names it and `data-sound-ran-ms` says how long it sounded on the
 * audio clock from its start: what a test compares with the plan's end (docs/sound.md, "The simulated week").
 */
import { builtInToneOf, DEFAULT_TONE } from '@core/sound/built-in-tones.js';
import type { PlannedSound } from '@core/sound/sound-plan.js';
import type { Sound } from '@core/sound/sound.types.js';
import { audioAllowed, audioContext, playTone } from '../../sound/tone-sound.js';
import { loadRecording, playableRecording, startRecording } from './recordings.js';

function source(kind: 'tone' | 'recording' | 'chime-for-recording') {
  document.documentElement.dataset.soundSource = kind;
}

/** Records that `item` has stopped after `seconds` on the audio clock (ran-ms first: a reader waits on ended). */
function ended(item: PlannedSound) {
  return (seconds: number) => {
    const root = document.documentElement;
    root.dataset.soundRanMs = String(Math.round(seconds * 1000));
    root.dataset.soundEnded = item.id;
  };
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
    return playTone(tone, volume, ended(item));
  }
  if (!(await audioAllowed())) return false;
  const playable = playableRecording(sounds.find((sound) => sound.id === item.sound));
  // Timed on the audio clock the stop is scheduled on (not the page's, which a test's fake clock or a
  // correction from the server can move while the recording loads).
  const loadStarted = audioContext()!.currentTime;
  const recording = playable ? await loadRecording(playable) : null;
  if (!recording) {
    source('chime-for-recording');
    return playTone(DEFAULT_TONE, volume, ended(item));
  }
  // A recording still loading at its moment has lost that time from the stop rule's allowance.
  const late = (audioContext()!.currentTime - loadStarted) * 1000;
  startRecording(recording, volume, item.stopAt === null ? null : item.stopAt - now - late, ended(item));
  source('recording');
  return true;
}
