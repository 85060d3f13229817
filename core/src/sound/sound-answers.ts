/** The sound library's answers as zod schemas (docs/api.md, "Answers"; docs/sound.md), tied to sound.types.ts. */
import { z } from 'zod';
import { soundProfileSchema } from './sound-profile.schema.js';
import type { DashboardSound, Sound } from './sound.types.js';

export const soundAnswer = z.object({
  id: z.string(),
  name: z.string(),
  credit: z.string().meta({ description: "Who recorded it, and under which licence; '' for the built-in tones." }),
  seconds: z.number(),
  kind: z.enum(['recording', 'tone']),
  url: z.string().nullable().meta({ description: 'Where a screen fetches a recording; null for a tone.' }),
  gain: z.number().nullable().meta({
    description:
      'The factor that brings a recording to -16 LUFS (true peak under -1 dBTP), measured on upload; null for a tone or a recording the server could not measure (M4A/AAC), which the player measures.',
  }),
}) satisfies z.ZodType<Sound>;

export const dashboardSoundAnswer = z.object({
  profile: soundProfileSchema,
  sounds: z.array(soundAnswer),
  volume: z.number().meta({ description: "The masjid's volume, 0.05 to 1." }),
}) satisfies z.ZodType<DashboardSound>;
