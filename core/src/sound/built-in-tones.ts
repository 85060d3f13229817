/**
 * The tones every masjid has, synthesised on the screen itself (docs/sound.md, "Built-in tones"): no file,
 * no licence, always there. `'tone'` in a profile means the chime, the sound the screens played before
 * sound profiles existed.
 */
export const BUILT_IN_TONES = [
  { id: 'tone-chime', name: 'Chime', seconds: 2.1 },
  { id: 'tone-iqama', name: 'Iqama tone', seconds: 3 },
  { id: 'tone-before-iqama', name: 'Soft before-iqama tone', seconds: 2 },
] as const;

export type BuiltInToneId = (typeof BUILT_IN_TONES)[number]['id'];

/** The plain `'tone'` of a profile: the chime. */
export const DEFAULT_TONE: BuiltInToneId = 'tone-chime';

export const BUILT_IN_TONE_IDS: readonly string[] = BUILT_IN_TONES.map((tone) => tone.id);

export function isBuiltInTone(id: string): id is BuiltInToneId {
  return id === 'tone' || BUILT_IN_TONE_IDS.includes(id);
}

/** The built-in tone a profile value names, `'tone'` read as the chime; null for anything else. */
export function builtInToneOf(id: string): BuiltInToneId | null {
  if (id === 'tone') return DEFAULT_TONE;
  return BUILT_IN_TONE_IDS.includes(id) ? (id as BuiltInToneId) : null;
}
