/** The calendar's answer as a zod schema (docs/api.md, "Answers"), tied to calendar.types.ts. */
import { z } from 'zod';
import { masjidAnswer } from '../api-answers.js';
import type { Terminology } from '../hall-screen/terminology.js';
import type { LanguageSetting } from '../i18n/language-settings.js';
import { LANGUAGES } from '../i18n/languages.js';
import { jumuahSessionAnswer } from '../occasions/occasions-answers.js';
import { monthPrayersAnswer } from '../prayer/prayer-answers.js';
import type { CalendarAnswer } from './calendar.types.js';

export const terminologyAnswer = z
  .object({ dhuhr: z.string(), sunrise: z.string(), jumuah: z.string(), iqama: z.string() })
  .meta({
    description: "The masjid's words for a few prayer names (docs/hall-screen.md).",
  }) satisfies z.ZodType<Terminology>;

export const languageSettingAnswer = z.object({
  language: z.enum(LANGUAGES),
  secondLanguage: z.enum(LANGUAGES).nullable(),
  nativeDigits: z.boolean(),
  timeFormat: z.enum(['12h', '24h']).optional(),
  country: z.string().optional(),
}) satisfies z.ZodType<LanguageSetting>;

export const calendarAnswer = z.object({
  successful: z.boolean(),
  message: z.string().optional(),
  target: z
    .object({
      company: masjidAnswer,
      monthPrayers: z.array(monthPrayersAnswer),
      terminology: terminologyAnswer.optional(),
      hijriAtMaghrib: z.boolean().optional(),
      jumuah: z
        .object({
          sessions: z.array(jumuahSessionAnswer),
          text: z.string().meta({ description: "The masjid's Jum'ah text, '' when not set." }),
        })
        .optional(),
      timeZone: z.string().optional().meta({ description: "The masjid's IANA zone." }),
      language: languageSettingAnswer.optional(),
    })
    .optional(),
}) satisfies z.ZodType<CalendarAnswer>;
