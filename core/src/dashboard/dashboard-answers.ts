/**
 * The dashboard's answer as a zod schema (docs/api.md, "Answers"), tied to DashboardData. The dashboard
 * chunk never loads it: dashboard-data.ts stays zod-free.
 */
import { z } from 'zod';
import { masjidAnswer, nameValueAnswer } from '../api-answers.js';
import {
  centralControlAnswer,
  hadeesAnswer,
  quranPassageAnswer,
  reminderOfTheDayAnswer,
} from '../content/content-answers.js';
import { LANGUAGES } from '../i18n/languages.js';
import { occasionsAnswer } from '../occasions/occasions-answers.js';
import { dayPrayerViewAnswer } from '../prayer/prayer-answers.js';
import { dashboardSoundAnswer } from '../sound/sound-answers.js';
import { masjidPlaylistAnswer } from '../playlists/playlist-answers.js';
import { urgentMessageAnswer } from '../urgent/urgent-message.js';
import { adhkarSettingsAnswer } from './adhkar/adhkar-settings.js';
import type { DashboardAdhkar } from './adhkar/adhkar-view.js';
import type { DashboardData } from './dashboard-data.js';

const verseTranslation = z.object({ text: z.string(), name: z.string() });

const dashboardAdhkarAnswer = z.object({
  settings: adhkarSettingsAnswer,
  ayatAlKursi: z
    .object({
      arabic: z.string(),
      reference: z.string().meta({ examples: ['2:255'] }),
      translations: z.partialRecord(z.enum(LANGUAGES), verseTranslation),
    })
    .nullable(),
}) satisfies z.ZodType<DashboardAdhkar>;

export const dashboardAnswer = z.object({
  company: masjidAnswer,
  customConfigurations: z.array(nameValueAnswer),
  centralControl: centralControlAnswer.meta({ description: 'The public view: enabled items only.' }),
  timezoneId: z.string().meta({ description: 'The IANA zone of the masjid.' }),
  days: z
    .array(dayPrayerViewAnswer)
    .meta({ description: "Day entries from today (in the masjid's zone) on; empty without a timetable." }),
  reminders: z.object({
    rod: reminderOfTheDayAnswer.nullable(),
    hod: hadeesAnswer.nullable(),
    custom: z.array(z.object({ text: z.string(), reference: z.string() })),
  }),
  occasions: occasionsAnswer.optional(),
  hijriCalendar: z
    .object({
      adjustment: z.number(),
      declarations: z.array(
        z.object({
          hijriYear: z.number().int(),
          hijriMonth: z.number().int(),
          decision: z.enum(['sighted', 'not-sighted']),
        }),
      ),
    })
    .optional(),
  serverTime: z.string().meta({ description: 'The server clock at the time of the answer (ISO instant).' }),
  ayatAlKursi: quranPassageAnswer.nullable().optional(),
  urgentMessages: z.array(urgentMessageAnswer.shape.urgentMessage.unwrap()).optional(),
  adhkar: dashboardAdhkarAnswer.optional(),
  sound: dashboardSoundAnswer.optional(),
  playlist: masjidPlaylistAnswer.optional(),
}) satisfies z.ZodType<DashboardData>;
