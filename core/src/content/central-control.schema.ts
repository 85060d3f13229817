import { parseMoneyText } from './money-text.js';
import { notFridayMessage } from './fridays.js';
import { z } from 'zod';
import { checkConfigurations, CONFIGURATION_VALUE_MAX, UNKNOWN_CONFIGURATION } from '../configuration/definitions.js';
import type { FieldErrors } from '../validation/field-errors.js';
import { plainText, required, tooLong } from '../validation/text-rules.js';
import { decodedLength, IMAGE_DATA_URL, inspectImageDataUrl, MAX_IMAGE_BYTES } from './image-data-url.js';
import { isRealIsoDate } from './iso-day.js';
import { toListFieldErrors } from './list-field-errors.js';
import {
  END_BEFORE_START,
  MUST_BE_NUMBER,
  MUST_BE_TRUE_OR_FALSE,
  MUST_BE_WHOLE_NUMBER,
  MUST_NOT_BE_NEGATIVE,
  REAL_DATE,
  labelledMessage,
  type FieldLabel,
} from '../validation/messages.js';
import { coded } from '../validation/coded-message.js';
import { sentAs, type Sent } from '../validation/sent-as.js';
import type { ServerKey } from '../i18n/catalog-types.js';

/**
 * The rules of a central-control save, shared by the admin UI and the server. Names follow docs/product-rules.md
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

const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** '{label} must be text', with the label's key (docs/languages.md "Server messages"). */
function notTextMessage(label: FieldLabel): string {
  return labelledMessage(`${label} must be text`, 'server.field.labelText', label);
}

// A text left out (or null) is read as '': the key may be left out unless the text is required (sent-as.ts).
function text(
  label: FieldLabel,
  max: number,
  options: { required: true; multiline?: boolean },
): Sent<z.ZodString, string, false>;
function text(
  label: FieldLabel,
  max: number,
  options?: { required?: false; multiline?: boolean },
): Sent<z.ZodString, string | null, true>;
function text(label: FieldLabel, max: number, options: { required?: boolean; multiline?: boolean } = {}): z.ZodType {
  let rule = z.string({ error: notTextMessage(label) }).trim();
  if (options.required) rule = rule.min(1, required(label));
  const checked = rule.max(max, tooLong(max)).superRefine(plainText({ multiline: options.multiline }));
  return z.preprocess((value) => {
    if (value === null || value === undefined) return '';
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value;
  }, checked);
}

/** Money: a number or a decimal string as people type it ('12,500', '$50,000'), not negative, kept to cents. */
const MAX_AMOUNT = CONTENT_LIMITS.maxAmount.toLocaleString('en-US');
const AMOUNT_TOO_BIG = coded(`Must be at most ${MAX_AMOUNT}`, 'server.content.amountMax', { max: MAX_AMOUNT });
const YEAR_RANGE = coded(
  `Enter a date between ${CONTENT_LIMITS.minYear} and ${CONTENT_LIMITS.maxYear}`,
  'server.content.yearRange',
  { min: String(CONTENT_LIMITS.minYear), max: String(CONTENT_LIMITS.maxYear) },
);
const IMAGES_TOTAL_MB = CONTENT_LIMITS.totalImageBytes / 1024 / 1024;
const IMAGES_TOO_BIG = coded(
  `All announcement images together must be at most ${IMAGES_TOTAL_MB} MB`,
  'server.content.imagesTotal',
  { mb: String(IMAGES_TOTAL_MB) },
);
const VERSION_MISSING = coded(
  'The version this content was based on is missing: reload before saving',
  'server.content.versionMissing',
);
const ROWS_NOT_LIST = coded('Rows must be a list', 'server.list.rowsNotList');

/** The lists' names in their messages ("funds must be a list", "At most 50 funds"). */
const LIST_NAMES = {
  funds: 'server.list.funds',
  expenses: 'server.list.expenses',
  'expense sheets': 'server.list.expenseSheets',
  'Jummah entries': 'server.list.jummahs',
  announcements: 'server.list.announcements',
  reminders: 'server.list.reminders',
  configurations: 'server.list.configurations',
  rows: 'server.list.rows',
} as const satisfies Record<string, ServerKey>;
type ListName = keyof typeof LIST_NAMES;

function notListMessage(what: ListName) {
  return coded(`${what} must be a list`, 'server.list.notList', { what: { key: LIST_NAMES[what] } });
}

function atMostMessage(max: number, what: ListName) {
  return coded(`At most ${max} ${what}`, 'server.list.atMost', { max: String(max), what: { key: LIST_NAMES[what] } });
}

const SESSION_RANGE = coded('Session must be from 1 to 4', 'server.field.session');
const LISTED_TWICE = coded('This configuration is listed twice', 'server.field.configurationTwice');

/** Money as sent: a number, or the text people type; left out it is 0, unless it is required. */
type MoneySent = number | string | null;
function amount(label: FieldLabel, options: { required: true }): Sent<z.ZodNumber, MoneySent, false>;
function amount(label: FieldLabel, options?: { required?: false }): Sent<z.ZodNumber, MoneySent, true>;
function amount(label: FieldLabel, options: { required?: boolean } = {}): z.ZodType {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return options.required ? undefined : 0;
      }
      if (typeof value === 'string') return parseMoneyText(value);
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : MUST_BE_NUMBER) })
      .min(0, MUST_NOT_BE_NEGATIVE)
      .max(CONTENT_LIMITS.maxAmount, AMOUNT_TOO_BIG)
      .transform((value) => Math.round(value * 100) / 100),
  );
}

/** 'YYYY-MM-DD', or an ISO date-time of which the date part is kept (date pickers send the first 10 characters). */
function isoDate() {
  return z
    .unknown()
    .default(null)
    .transform((value, ctx): string | null => {
      if (value === null || value === undefined || value === '') return null;
      const trimmed = typeof value === 'string' ? value.trim() : '';
      const day = trimmed.slice(0, 10);
      if (!DATE_OR_DATE_TIME.test(trimmed) || !isRealIsoDate(day)) {
        ctx.addIssue({ code: 'custom', message: REAL_DATE });
        return z.NEVER;
      }
      const year = Number(day.slice(0, 4));
      if (year < CONTENT_LIMITS.minYear || year > CONTENT_LIMITS.maxYear) {
        ctx.addIssue({ code: 'custom', message: YEAR_RANGE });
        return z.NEVER;
      }
      return day;
    });
}

function flag(defaultValue: boolean) {
  return sentAs<boolean | null>().optional(
    z.preprocess(
      (value) => (value === null ? undefined : value),
      z.boolean({ error: MUST_BE_TRUE_OR_FALSE }).default(defaultValue),
    ),
  );
}

const id = z
  .string()
  .max(100)
  .nullish()
  .transform((value) => value ?? undefined);

const image = z
  .unknown()
  .default(null)
  .transform((value, ctx): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: IMAGE_DATA_URL });
      return z.NEVER;
    }
    const inspection = inspectImageDataUrl(value.trim());
    if (!inspection.ok) {
      ctx.addIssue({ code: 'custom', message: inspection.error });
      return z.NEVER;
    }
    return value.trim();
  });

function list<T extends z.ZodType>(item: T, max: number, what: ListName) {
  return z
    .array(item, { error: notListMessage(what) })
    .max(max, atMostMessage(max, what))
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
  order: sentAs<number | string | null>().optional(
    z.preprocess(
      (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
      z.number({ error: MUST_BE_NUMBER }).int(MUST_BE_WHOLE_NUMBER).optional(),
    ),
  ),
  label: text('Label', CONTENT_LIMITS.shortText, { required: true }),
  value: text('Value', CONTENT_LIMITS.shortText),
});

/** Rows keep their array order unless every row carries an order number; either way they are numbered 1..n. */
function orderRows(rows: z.output<typeof expenseSheetRowSchema>[]) {
  const numbered = rows.length > 0 && rows.every((row) => row.order !== undefined);
  const sorted = numbered
    ? rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => a.row.order! - b.row.order! || a.index - b.index)
        .map(({ row }) => row)
    : rows;
  return sorted.map((row, index) => ({ order: index + 1, label: row.label, value: row.value }));
}

export const expenseSheetSchema = z.object({
  id,
  name: text('Name', CONTENT_LIMITS.name, { required: true }),
  description: text('Description', CONTENT_LIMITS.description, { multiline: true }),
  enabled: flag(true),
  rows: z
    .array(expenseSheetRowSchema, { error: ROWS_NOT_LIST })
    .max(CONTENT_LIMITS.sheetRows, atMostMessage(CONTENT_LIMITS.sheetRows, 'rows'))
    .nullish()
    .transform((rows) => orderRows(rows ?? [])),
});

export const jummahSchema = z
  .object({
    id,
    khateeb: text('Khateeb', CONTENT_LIMITS.name),
    date: isoDate(),
    enabled: flag(false),
    // The Jumu'ah session (1-4) of the entry; left out, the first (docs/jumuah-eid-ramadan.md).
    session: sentAs<number | string | null>().optional(
      z.preprocess(
        (value) =>
          value === null || value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value,
        z.number({ error: MUST_BE_NUMBER }).int(MUST_BE_WHOLE_NUMBER).min(1, SESSION_RANGE).max(4, SESSION_RANGE),
      ),
    ),
  })
  .superRefine((jummah, ctx) => {
    // docs/volunteer.md "Jumu'ah entries"
    const problem = jummah.date ? notFridayMessage(jummah.date) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
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
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
    }
  });

export const customReminderSchema = z.object({
  id,
  text: text('Text', CONTENT_LIMITS.reminderText, { required: true, multiline: true }),
  reference: text('Reference', CONTENT_LIMITS.shortText),
  enabled: flag(true),
});

export const configurationEntrySchema = z.object({
  name: z
    .string({ error: notTextMessage('Name') })
    .trim()
    .min(1, required('Name'))
    .max(100, tooLong(100)),
  value: sentAs<string | number | boolean | null>().optional(
    z.preprocess(
      (value) =>
        value === null || value === undefined
          ? ''
          : typeof value === 'number' || typeof value === 'boolean'
            ? String(value)
            : value,
      // Room for the prayer-hall phase settings with their after-prayer texts (docs/phases.md); each
      // configuration's own check bounds its value further.
      z.string({ error: notTextMessage('Value') }).max(CONFIGURATION_VALUE_MAX, tooLong(CONFIGURATION_VALUE_MAX)),
    ),
  ),
});

const configurations = list(configurationEntrySchema, CONTENT_LIMITS.configurations, 'configurations').superRefine(
  (entries, ctx) => {
    const seen = new Set<string>();
    (entries ?? []).forEach((entry, index) => {
      if (seen.has(entry.name)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: LISTED_TWICE });
        return;
      }
      seen.add(entry.name);
      const problem = checkConfigurations([entry])[entry.name];
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [index, problem === UNKNOWN_CONFIGURATION ? 'name' : 'value'],
          message: problem,
        });
    });
  },
);

const announcements = list(announcementSchema, CONTENT_LIMITS.announcements, 'announcements').superRefine(
  (entries, ctx) => {
    let total = 0;
    for (const [index, entry] of (entries ?? []).entries()) {
      if (!entry.image) continue;
      total += decodedLength(entry.image.slice(entry.image.indexOf(',') + 1));
      if (total > CONTENT_LIMITS.totalImageBytes) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'image'],
          message: IMAGES_TOO_BIG,
        });
        return;
      }
    }
  },
);

/**
 * PUT /api/companies/central-control. A list left out (or null) is kept as stored; an empty list removes
 * every entry. Unknown fields (such as `company` or `id` of a CentralControl read earlier) are ignored.
 */
export const centralControlInputSchema = z.object({
  companyId: z
    .string({ error: required('Masjid') })
    .trim()
    .min(1, required('Masjid'))
    .max(100),
  version: z.number({ error: VERSION_MISSING }).int(MUST_BE_WHOLE_NUMBER).min(0, MUST_NOT_BE_NEGATIVE),
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
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: toListFieldErrors(parsed.error) };
}
