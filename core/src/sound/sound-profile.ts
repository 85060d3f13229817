/**
 * A masjid's sound profile (docs/sound.md): for each prayer, what sounds at the azan, a set number of minutes
 * before the iqama, and at the iqama. One zod schema for the server and the admin form alike.
 */
import { z } from 'zod';
import type { NameValue } from '../api-types.js';
import { CHIME_PRAYERS } from '../hall-screen/hall-screen-definitions.js';

export const SOUND_PROFILE_PRAYERS = ['fajr', 'zuhr', 'asr', 'maghrib', 'isha', 'jumuah', 'eid'] as const;
export type SoundProfilePrayer = (typeof SOUND_PROFILE_PRAYERS)[number];

export const BEFORE_IQAMA_MINUTES = { min: 1, max: 30 } as const;

/** A sound's id as a profile names it: a recording's id, `'tone'` or a built-in tone's id. */
const soundRef = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'A sound id has letters, digits, - and _ only');

export const prayerSoundsSchema = z
  .object({
    azan: soundRef.nullable(),
    beforeIqama: soundRef.nullable(),
    iqama: soundRef.nullable(),
    beforeIqamaMinutes: z.number().int().min(BEFORE_IQAMA_MINUTES.min).max(BEFORE_IQAMA_MINUTES.max),
  })
  .strict();

export type PrayerSounds = z.infer<typeof prayerSoundsSchema>;

/**
 * What an anchored sound is anchored to (docs/sound.md, "Anchored sounds"): each prayer's azan, the end of
 * its azan sound (the du'a after the adhan) and its iqama; each Jumu'ah session's khutbah; each Eid salah.
 */
export const SOUND_ANCHORS = [
  'fajr-azan',
  'fajr-azan-end',
  'fajr-iqama',
  'zuhr-azan',
  'zuhr-azan-end',
  'zuhr-iqama',
  'asr-azan',
  'asr-azan-end',
  'asr-iqama',
  'maghrib-azan',
  'maghrib-azan-end',
  'maghrib-iqama',
  'isha-azan',
  'isha-azan-end',
  'isha-iqama',
  'jumuah-khutbah',
  'eid-salah',
] as const;
export type SoundAnchor = (typeof SOUND_ANCHORS)[number];

/** The latest an anchored sound may sound: the next azan, the next iqama (or khutbah, Eid salah), or its own end. */
export const ANCHORED_STOPS = ['azan', 'iqama', 'end'] as const;
export type AnchoredStop = (typeof ANCHORED_STOPS)[number];

export const ANCHORED_OFFSET_MINUTES = { min: -120, max: 120 } as const;
export const ANCHORED_MAX = 20;

export const anchoredSoundSchema = z
  .object({
    sound: soundRef,
    anchor: z.enum(SOUND_ANCHORS),
    offsetMinutes: z.number().int().min(ANCHORED_OFFSET_MINUTES.min).max(ANCHORED_OFFSET_MINUTES.max),
    stopAt: z.enum(ANCHORED_STOPS),
    /** Plays while an urgent message is on the screen too (docs/sound.md, "Quiet during an urgent message"). */
    duringUrgent: z.boolean().optional(),
  })
  .strict();

export type AnchoredSound = z.infer<typeof anchoredSoundSchema>;

export const soundProfileSchema = z
  .object({
    prayers: z
      .object({
        fajr: prayerSoundsSchema,
        zuhr: prayerSoundsSchema,
        asr: prayerSoundsSchema,
        maghrib: prayerSoundsSchema,
        isha: prayerSoundsSchema,
        jumuah: prayerSoundsSchema,
        eid: prayerSoundsSchema,
      })
      .strict(),
    /** Sounds anchored to the day (tarhim, du'a after the adhan, Qur'an before Jumu'ah): docs/sound.md. */
    anchored: z.array(anchoredSoundSchema).max(ANCHORED_MAX),
  })
  .strict()
  .superRefine((profile, context) => {
    // Two items at one moment could never both sound: the second would always give way.
    const seen = new Set<string>();
    profile.anchored.forEach((item, index) => {
      const key = `${item.anchor}@${item.offsetMinutes}`;
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['anchored', index, 'offsetMinutes'],
          message: 'Another anchored sound already starts at this moment',
        });
      seen.add(key);
    });
  });

export type SoundProfile = z.infer<typeof soundProfileSchema>;

export const SILENT_PRAYER: PrayerSounds = { azan: null, beforeIqama: null, iqama: null, beforeIqamaMinutes: 1 };

/** The profile's name for a prayer of the chime settings (which call Zuhr by its column name). */
const PROFILE_NAME = { fajr: 'fajr', dhuhr: 'zuhr', asr: 'asr', maghrib: 'maghrib', isha: 'isha' } as const;

/**
 * The profile of a masjid that never saved one: exactly what its chime settings played before (docs/sound.md,
 * "The default"), so nothing starts or stops sounding when sound profiles arrive. A chime before the iqama set
 * to 0 minutes sounded at the iqama itself. Jumu'ah follows Zuhr's chime (its first azan is the Zuhr azan);
 * Eid, which the chime never knew, is silent.
 */
export function defaultSoundProfile(configurations: readonly NameValue[] | undefined): SoundProfile {
  const value = (name: string) => configurations?.find((entry) => entry.name === name)?.value?.trim() ?? '';
  const minutes = Number.parseInt(value('chime_before_iqama') || '1', 10);
  const before = Number.isFinite(minutes) ? Math.min(5, Math.max(0, minutes)) : 1;
  const prayers = {} as Record<SoundProfilePrayer, PrayerSounds>;
  for (const prayer of CHIME_PRAYERS) {
    const choice = value(`chime_${prayer}`);
    const atAzan = choice === 'azan' || choice === 'both';
    const atIqama = choice === 'iqama' || choice === 'both';
    prayers[PROFILE_NAME[prayer]] = {
      azan: atAzan ? 'tone' : null,
      beforeIqama: atIqama && before > 0 ? 'tone' : null,
      iqama: atIqama && before === 0 ? 'tone' : null,
      beforeIqamaMinutes: Math.max(BEFORE_IQAMA_MINUTES.min, before),
    };
  }
  prayers.jumuah = { ...prayers.zuhr };
  prayers.eid = { ...SILENT_PRAYER };
  return { prayers, anchored: [] };
}

/** Every sound id a profile names, for checking that each exists. */
export function soundIdsOf(profile: SoundProfile): string[] {
  const ids = new Set<string>();
  for (const prayer of SOUND_PROFILE_PRAYERS) {
    const sounds = profile.prayers[prayer];
    for (const id of [sounds.azan, sounds.beforeIqama, sounds.iqama]) if (id) ids.add(id);
  }
  // A saved copy read back from disk is checked only loosely (desktop/main/dashboard-data-check.ts).
  if (Array.isArray(profile.anchored)) for (const item of profile.anchored) ids.add(item.sound);
  return [...ids];
}
