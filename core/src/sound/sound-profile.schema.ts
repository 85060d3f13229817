/**
 * The zod schema of a masjid's sound profile (docs/sound.md), for the server and the admin form alike; what a
 * profile holds and what a screen reads of it are in sound-profile.ts.
 */
import { z } from 'zod';
import {
  ANCHORED_MAX,
  ANCHORED_OFFSET_MINUTES,
  ANCHORED_STOPS,
  BEFORE_IQAMA_MINUTES,
  SOUND_ANCHORS,
} from './sound-profile.js';

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
