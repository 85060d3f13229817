/** Jumu'ah, Eid and Ramadan as the server answers them (docs/api.md, "Answers"), tied to occasions.types.ts. */
import { z } from 'zod';
import type { JumuahSession, Occasions, OccasionsRecord } from './occasions.types.js';

const clock = z.string().meta({ description: "HH:mm, the masjid's wall clock; '' when not given." });

export const jumuahSessionAnswer = z.object({
  khutbah: clock,
  salah: clock,
  language: z.string().meta({ description: "The khutbah's language; '' when not said." }),
}) satisfies z.ZodType<JumuahSession>;

export const occasionsAnswer = z.object({
  jumuahSessions: z.array(jumuahSessionAnswer),
  eidPrayers: z.array(
    z.object({
      id: z.string().optional(),
      eid: z.enum(['fitr', 'adha']),
      date: z.string().meta({ description: 'YYYY-MM-DD' }),
      times: z.array(clock),
      place: z.string(),
    }),
  ),
  ramadan: z.object({
    enabled: z.boolean(),
    suhoorMinutesBeforeFajr: z.number(),
    taraweehTime: clock,
  }),
}) satisfies z.ZodType<Occasions>;

export const occasionsRecordAnswer = occasionsAnswer.extend({
  companyId: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<OccasionsRecord>;
