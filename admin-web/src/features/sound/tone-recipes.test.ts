import { describe, expect, it } from 'vitest';
import { BUILT_IN_TONES } from '@core/sound/built-in-tones.js';
import { TONE_RECIPES, toneLength } from './tone-recipes.js';

describe('the built-in tones', () => {
  it('each has notes, audible and within the length the plan counts for it', () => {
    for (const tone of BUILT_IN_TONES) {
      const notes = TONE_RECIPES[tone.id];
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) {
        expect(note.frequency).toBeGreaterThan(200);
        expect(note.level).toBeGreaterThan(0);
        expect(note.level).toBeLessThanOrEqual(1);
      }
      expect(toneLength(tone.id)).toBeLessThanOrEqual(tone.seconds);
    }
  });

  it('sound different from one another', () => {
    const shapes = BUILT_IN_TONES.map((tone) => JSON.stringify(TONE_RECIPES[tone.id]));
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});
