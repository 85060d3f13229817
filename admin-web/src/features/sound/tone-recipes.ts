/**
 * The built-in tones as notes (docs/sound.md, "Built-in tones"): each a soft bell, a sine with a quiet
 * octave overtone, a quick attack and a long decay. Made here, on the screen or in the admin's browser, so
 * Minaret ships no sound file. The chime is the two-tone sound the screens played before sound profiles.
 */
import type { BuiltInToneId } from '@core/sound/built-in-tones.js';

export interface ToneNote {
  /** Seconds after the tone starts. */
  offset: number;
  frequency: number;
  /** 0 to 1, times the volume. */
  level: number;
  /** Seconds until the note has died away. */
  decay: number;
}

export const TONE_RECIPES: Record<BuiltInToneId, readonly ToneNote[]> = {
  // Two bells a fifth apart (E5, B5).
  'tone-chime': [
    { offset: 0, frequency: 659.25, level: 1, decay: 1.6 },
    { offset: 0.45, frequency: 987.77, level: 0.8, decay: 1.6 },
  ],
  // Three rising bells (C5, E5, G5), clear enough to call the congregation to stand.
  'tone-iqama': [
    { offset: 0, frequency: 523.25, level: 1, decay: 1.4 },
    { offset: 0.5, frequency: 659.25, level: 0.9, decay: 1.4 },
    { offset: 1.0, frequency: 783.99, level: 0.9, decay: 1.9 },
  ],
  // One low, quiet bell (A4): a reminder, not a call.
  'tone-before-iqama': [{ offset: 0, frequency: 440, level: 0.6, decay: 1.8 }],
};

/** When a tone's last note has died away, in seconds. */
export function toneLength(id: BuiltInToneId): number {
  return Math.max(...TONE_RECIPES[id].map((note) => note.offset + note.decay));
}
