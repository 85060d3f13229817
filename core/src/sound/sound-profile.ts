/**
 * A masjid's sound profile (docs/sound.md): for each prayer, what sounds at the azan, a set number of minutes
 * before the iqama, and at the iqama. What a screen reads of it (the default, the sounds it names); the zod
 * schema the server and the admin form check it with is sound-profile.schema.ts, apart so that a screen's
 * first load carries no zod.
 */
import type { NameValue } from '../api-types.js';
import { CHIME_PRAYERS } from '../hall-screen/hall-screen-definitions.js';
import type { PrayerSounds, SoundProfile } from './sound-profile.schema.js';

export type { AnchoredSound, PrayerSounds, SoundProfile } from './sound-profile.schema.js';

export const SOUND_PROFILE_PRAYERS = ['fajr', 'zuhr', 'asr', 'maghrib', 'isha', 'jumuah', 'eid'] as const;
export type SoundProfilePrayer = (typeof SOUND_PROFILE_PRAYERS)[number];

export const BEFORE_IQAMA_MINUTES = { min: 1, max: 30 } as const;

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
