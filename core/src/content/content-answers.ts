/**
 * The answers of central-control.types.ts and reminder.types.ts as zod schemas (docs/api.md, "Answers"), each
 * tied to its TypeScript type. Not the save schemas (central-control.schema.ts): those read what an admin
 * sends, these describe what the server answers.
 */
import { z, type ZodType } from 'zod';
import { isoDay, masjidAnswer, nameValueAnswer } from '../api-answers.js';
import type {
  Announcement,
  CentralControl,
  CustomReminder,
  Expense,
  ExpenseSheet,
  Fund,
  Jummah,
} from './central-control.types.js';
import type { AyaLine, Hadees, QuranPassage, ReminderOfTheDay, RemindersToday } from './reminder.types.js';

const optionalId = z.string().optional();

export const fundAnswer = z.object({
  id: optionalId,
  name: z.string(),
  goal: z.number(),
  current: z.number(),
  pledge: z.number(),
  endDate: isoDay.nullable(),
  enabled: z.boolean(),
}) satisfies ZodType<Fund>;

export const expenseAnswer = z.object({
  id: optionalId,
  lineItem: z.string(),
  amount: z.number(),
  enabled: z.boolean(),
}) satisfies ZodType<Expense>;

export const expenseSheetAnswer = z.object({
  id: optionalId,
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  rows: z.array(z.object({ order: z.number(), label: z.string(), value: z.string() })),
}) satisfies ZodType<ExpenseSheet>;

export const jummahAnswer = z.object({
  id: optionalId,
  khateeb: z.string(),
  date: isoDay.nullable(),
  enabled: z.boolean(),
  session: z.number().int().min(1).optional().meta({ description: "Which of the Friday's Jumu'ah sessions (1-4)." }),
}) satisfies ZodType<Jummah>;

export const announcementAnswer = z.object({
  id: optionalId,
  title: z.string(),
  text: z.string(),
  image: z.string().nullable().meta({ description: 'A data: URL of a small PNG, JPEG or WebP image, or null.' }),
  startDate: isoDay.nullable(),
  endDate: isoDay.nullable(),
  enabled: z.boolean(),
}) satisfies ZodType<Announcement>;

export const customReminderAnswer = z.object({
  id: optionalId,
  text: z.string(),
  reference: z.string(),
  enabled: z.boolean(),
}) satisfies ZodType<CustomReminder>;

export const centralControlAnswer = z.object({
  id: z.string().nullable().meta({ description: 'null while the masjid has never saved its content.' }),
  companyId: z.string(),
  customConfigurations: z.array(nameValueAnswer),
  funds: z.array(fundAnswer),
  expenses: z.array(expenseAnswer),
  expenseSheets: z.array(expenseSheetAnswer),
  jummahs: z.array(jummahAnswer),
  announcements: z.array(announcementAnswer),
  reminders: z.array(customReminderAnswer),
  company: masjidAnswer.optional(),
  version: z
    .number()
    .int()
    .optional()
    .meta({ description: 'The version read, for optimistic concurrency (0 before the first save).' }),
  updatedAt: z.string().nullable().optional(),
}) satisfies ZodType<CentralControl>;

const ayaLine = z.object({ ayaNumber: z.number().int(), lineString: z.string() }) satisfies ZodType<AyaLine>;

export const quranPassageAnswer = z.object({
  ayaDetail: z.object({
    ayas: z.array(ayaLine).meta({ description: 'The Arabic lines.' }),
    translations: z.array(ayaLine).meta({ description: 'The English lines, aligned with ayas by index.' }),
  }),
  translationName: z.string(),
  suraNumber: z.number().int(),
  suraNameArabic: z.string(),
  suraNameEnglish: z.string(),
  suraDescription: z.string(),
  reference: z.string().meta({ examples: ['Quran 94:5-8'] }),
  translationsIn: z
    .record(z.string(), z.object({ name: z.string(), lines: z.array(ayaLine) }))
    .optional()
    .meta({ description: 'The passage in the other languages the Quran data has, keyed by language code.' }),
}) satisfies ZodType<QuranPassage>;

export const reminderOfTheDayAnswer = quranPassageAnswer.extend({ date: isoDay }) satisfies ZodType<ReminderOfTheDay>;

export const hadeesAnswer = z.object({
  text: z.string(),
  reference: z.string(),
  arabic: z.string().optional(),
  source: z.string().optional(),
  licence: z.string().optional(),
}) satisfies ZodType<Hadees>;

export const remindersTodayAnswer = z.object({
  date: isoDay,
  quran: reminderOfTheDayAnswer,
  hadith: hadeesAnswer.nullable(),
  custom: z.array(hadeesAnswer),
}) satisfies ZodType<RemindersToday>;
