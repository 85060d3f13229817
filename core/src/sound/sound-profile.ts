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
    /** Sounds anchored to the day (tarhim, du'a after the adhan): kept empty until they are built (docs/sound.md). */
    anchored: z.array(z.never()).max(0),
  })
  .strict();

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
  return [...ids];
}
