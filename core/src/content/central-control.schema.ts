import { z } from 'zod';
import { checkConfigurations } from '../configuration/definitions.js';
import type { FieldErrors } from '../validation/field-errors.js';
import { required, tooLong } from '../validation/text-rules.js';
import { decodedLength, inspectImageDataUrl, MAX_IMAGE_BYTES } from './image-data-url.js';
import { isRealIsoDate } from './iso-day.js';
import { toListFieldErrors } from './list-field-errors.js';

/**
 * The rules of a central-control save, shared by the admin UI and the server. Names follow SPEC.md
 * section 9 (50 characters; other short text 100); longer text and list sizes are Minaret's own bounds,
 * sized for what a prayer-hall screen can show.
 */
export const CONTENT_LIMITS = {
  name: 50,
  shortText: 100,
  description: 300,
  announcementText: 500,
  reminderText: 500,
  funds: 50,
  expenses: 200,
  expenseSheets: 20,
  sheetRows: 100,
  /** About five years of Fridays. */
  jummahs: 260,
  announcements: 20,
  reminders: 100,
  configurations: 100,
  maxAmount: 1_000_000_000,
  imageBytes: MAX_IMAGE_BYTES,
  /** All announcement images together, so a dashboard never downloads more than this in pictures. */
  totalImageBytes: 3 * 1024 * 1024,
  minYear: 2000,
  maxYear: 2100,
} as const;

const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}]|\n|\t)*$/u;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function text(label: string, max: number, options: { required?: boolean; multiline?: boolean } = {}) {
  let rule = z.string({ error: `${label} must be text` }).trim();
  if (options.required) rule = rule.min(1, required(label));
  rule = rule
    .max(max, tooLong(max))
    .regex(options.multiline ? MULTI_LINE : SINGLE_LINE, options.multiline ? 'Remove control characters' : 'Must be a single line of text');
  return z.preprocess((value) => {
    if (value === null || value === undefined) return '';
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value;
  }, rule);
}

/** Money: a number or a plain decimal string, not negative, kept to cents. */
function amount(label: string, options: { required?: boolean } = {}) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return options.required ? undefined : 0;
      }
      if (typeof value === 'string') return DECIMAL.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : 'Must be a number') })
      .min(0, 'Must not be negative')
      .max(CONTENT_LIMITS.maxAmount, `Must be at most ${CONTENT_LIMITS.maxAmount.toLocaleString('en-US')}`)
      .transform((value) => Math.round(value * 100) / 100),
  );
}

/** 'YYYY-MM-DD', or an ISO date-time of which the date part is kept (date pickers send the first 10 characters). */
function isoDate() {
  return z.unknown().default(null).transform((value, ctx): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const trimmed = typeof value === 'string' ? value.trim() : '';
    const day = trimmed.slice(0, 10);
    if (!DATE_OR_DATE_TIME.test(trimmed) || !isRealIsoDate(day)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a real date (YYYY-MM-DD)' });
      return z.NEVER;
    }
    const year = Number(day.slice(0, 4));
    if (year < CONTENT_LIMITS.minYear || year > CONTENT_LIMITS.maxYear) {
      ctx.addIssue({ code: 'custom', message: `Enter a date between ${CONTENT_LIMITS.minYear} and ${CONTENT_LIMITS.maxYear}` });
      return z.NEVER;
    }
    return day;
  });
}

function flag(defaultValue: boolean) {
  return z.preprocess((value) => (value === null ? undefined : value), z.boolean({ error: 'Must be true or false' }).default(defaultValue));
}

const id = z
  .string()
  .max(100)
  .nullish()
  .transform((value) => value ?? undefined);

const image = z.unknown().default(null).transform((value, ctx): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') {
    ctx.addIssue({ code: 'custom', message: 'The image must be a PNG, JPEG or WebP picture (data: URL, base64)' });
    return z.NEVER;
  }
  const inspection = inspectImageDataUrl(value.trim());
  if (!inspection.ok) {
    ctx.addIssue({ code: 'custom', message: inspection.error });
    return z.NEVER;
  }
  return value.trim();
});

function list<T extends z.ZodType>(item: T, max: number, what: string) {
  return z
    .array(item, { error: `${what} must be a list` })
    .max(max, `At most ${max} ${what}`)
    .nullish()
    .transform((value) => value ?? undefined);
}

export const fundSchema = z.object({
  id,
  name: text('Name', CONTENT_LIMITS.name, { required: true }),
  goal: amount('Goal', { required: true }),
  current: amount('Current'),
  pledge: amount('Pledge'),
  endDate: isoDate(),
  enabled: flag(true),
});

export const expenseSchema = z.object({
  id,
  lineItem: text('Line item', CONTENT_LIMITS.name, { required: true }),
  amount: amount('Amount'),
  enabled: flag(true),
});

export const expenseSheetRowSchema = z.object({
  order: z.preprocess((value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value), z.number({ error: 'Must be a number' }).int('Must be a whole number').optional()),
  label: text('Label', CONTENT_LIMITS.shortText, { required: true }),
  value: text('Value', CONTENT_LIMITS.shortText),
});

/** Rows keep their array order unless every row carries an order number; either way they are numbered 1..n. */
function orderRows(rows: z.output<typeof expenseSheetRowSchema>[]) {
  const numbered = rows.length > 0 && rows.every((row) => row.order !== undefined);
  const sorted = numbered ? rows.map((row, index) => ({ row, index })).sort((a, b) => a.row.order! - b.row.order! || a.index - b.index).map(({ row }) => row) : rows;
  return sorted.map((row, index) => ({ order: index + 1, label: row.label, value: row.value }));
}

export const expenseSheetSchema = z.object({
  id,
  name: text('Name', CONTENT_LIMITS.name, { required: true }),
  description: text('Description', CONTENT_LIMITS.description, { multiline: true }),
  enabled: flag(true),
  rows: z
    .array(expenseSheetRowSchema, { error: 'Rows must be a list' })
    .max(CONTENT_LIMITS.sheetRows, `At most ${CONTENT_LIMITS.sheetRows} rows`)
    .nullish()
    .transform((rows) => orderRows(rows ?? [])),
});

export const jummahSchema = z.object({
  id,
  khateeb: text('Khateeb', CONTENT_LIMITS.name),
  date: isoDate(),
  enabled: flag(false),
});

export const announcementSchema = z
  .object({
    id,
    title: text('Title', CONTENT_LIMITS.shortText, { required: true }),
    text: text('Text', CONTENT_LIMITS.announcementText, { multiline: true }),
    image,
    startDate: isoDate(),
    endDate: isoDate(),
    enabled: flag(true),
  })
  .superRefine((announcement, ctx) => {
    if (announcement.startDate && announcement.endDate && announcement.endDate < announcement.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date' });
    }
  });

export const customReminderSchema = z.object({
  id,
  text: text('Text', CONTENT_LIMITS.reminderText, { required: true, multiline: true }),
  reference: text('Reference', CONTENT_LIMITS.shortText),
  enabled: flag(true),
});

export const configurationEntrySchema = z.object({
  name: z.string({ error: 'Name must be text' }).trim().min(1, required('Name')).max(100, tooLong(100)),
  value: z.preprocess(
    (value) => (value === null || value === undefined ? '' : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value),
    z.string({ error: 'Value must be text' }).max(1000, tooLong(1000)),
  ),
});

const configurations = list(configurationEntrySchema, CONTENT_LIMITS.configurations, 'configurations').superRefine((entries, ctx) => {
  const seen = new Set<string>();
  (entries ?? []).forEach((entry, index) => {
    if (seen.has(entry.name)) {
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'This configuration is listed twice' });
      return;
    }
    seen.add(entry.name);
    const problem = checkConfigurations([entry])[entry.name];
    if (problem) ctx.addIssue({ code: 'custom', path: [index, problem === 'Unknown configuration' ? 'name' : 'value'], message: problem });
  });
});

const announcements = list(announcementSchema, CONTENT_LIMITS.announcements, 'announcements').superRefine((entries, ctx) => {
  let total = 0;
  for (const [index, entry] of (entries ?? []).entries()) {
    if (!entry.image) continue;
    total += decodedLength(entry.image.slice(entry.image.indexOf(',') + 1));
    if (total > CONTENT_LIMITS.totalImageBytes) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'image'],
        message: `All announcement images together must be at most ${CONTENT_LIMITS.totalImageBytes / 1024 / 1024} MB`,
      });
      return;
    }
  }
});

/**
 * PUT /api/companies/central-control. A list left out (or null) is kept as stored; an empty list removes
 * every entry. Unknown fields (such as `company` or `id` of a CentralControl read earlier) are ignored.
 */
export const centralControlInputSchema = z.object({
  companyId: z.string({ error: required('Masjid') }).trim().min(1, required('Masjid')).max(100),
  version: z
    .number({ error: 'The version this content was based on is missing: reload before saving' })
    .int('Must be a whole number')
    .min(0, 'Must not be negative'),
  customConfigurations: configurations,
  funds: list(fundSchema, CONTENT_LIMITS.funds, 'funds'),
  expenses: list(expenseSchema, CONTENT_LIMITS.expenses, 'expenses'),
  expenseSheets: list(expenseSheetSchema, CONTENT_LIMITS.expenseSheets, 'expense sheets'),
  jummahs: list(jummahSchema, CONTENT_LIMITS.jummahs, 'Jummah entries'),
  announcements,
  reminders: list(customReminderSchema, CONTENT_LIMITS.reminders, 'reminders'),
});

export type CentralControlInput = z.input<typeof centralControlInputSchema>;
export type CentralControlValues = z.output<typeof centralControlInputSchema>;

export type ParsedCentralControl = { ok: true; value: CentralControlValues } | { ok: false; fieldErrors: FieldErrors };

/** Field errors are keyed by list and index: `funds[0].goal`, `expenseSheets[1].rows[2].label`. */
export function parseCentralControl(input: unknown): ParsedCentralControl {
  const parsed = centralControlInputSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fieldErrors: toListFieldErrors(parsed.error) };
}
