/**
 * A masjid's after-prayer adhkar (docs/adhkar.md): whether the after-prayer card shows them, which of the
 * standard adhkar it shows, the count of the takbir, and the masjid's own items. Checked here with zod for
 * the server (PUT /api/companies/{companyId}/adhkar) and the admin form alike; field errors come out keyed
 * like `own[1].text`.
 */
import { z } from 'zod';
import { toListFieldErrors } from '../../content/list-field-errors.js';
import type { FieldErrors } from '../../validation/field-errors.js';
import { coded } from '../../validation/coded-message.js';
import { MUST_BE_TEXT, MUST_BE_TRUE_OR_FALSE } from '../../validation/messages.js';
import { plainText, tooLong } from '../../validation/text-rules.js';
import type { Sent } from '../../validation/sent-as.js';

/**
 * The standard adhkar after an obligatory prayer, in the order they are said: istighfar, "Allahumma anta
 * as-salam", the tasbih (with the closing tahlil) and Ayat al-Kursi.
 */
export const STANDARD_ADHKAR = ['istighfar', 'salam', 'tasbih', 'ayatAlKursi'] as const;
export type StandardDhikr = (typeof STANDARD_ADHKAR)[number];

/** Allahu akbar 33 times closed by "la ilaha illallah wahdahu..." (a hundred in all), or 34 times. */
export const TAKBIR_COUNTS = [33, 34] as const;
export type TakbirCount = (typeof TAKBIR_COUNTS)[number];

export const ADHKAR_LIMITS = { own: 5, text: 300, translation: 300 } as const;

export interface OwnDhikr {
  /** As the masjid wrote it (Arabic or any language), several lines allowed. */
  text: string;
  /** Its translation or transliteration, '' when none. */
  translation: string;
}

export interface AdhkarSettings {
  /** False: the after-prayer card shows no adhkar (only the masjid's after-prayer texts, if any). */
  enabled: boolean;
  /** Which standard adhkar show; a masjid that turns one off keeps the others. */
  items: Record<StandardDhikr, boolean>;
  takbirCount: TakbirCount;
  /** The masjid's own items, shown after the standard ones. */
  own: OwnDhikr[];
}

export interface AdhkarRecord extends AdhkarSettings {
  companyId: string;
  /** 0 before the masjid first saves (the defaults). */
  version: number;
  updatedAt: string | null;
}

export function defaultAdhkarSettings(): AdhkarSettings {
  return {
    enabled: true,
    items: { istighfar: true, salam: true, tasbih: true, ayatAlKursi: true },
    takbirCount: 33,
    own: [],
  };
}

const DEFAULTS = defaultAdhkarSettings();

const WRITE_TEXT = coded('Write a text or remove it', 'server.phases.writeText');

const flag = (fallback: boolean) => z.boolean({ error: MUST_BE_TRUE_OR_FALSE }).default(fallback);

// A text left out is read as ''; an own dhikr's text must be written, its translation may be left out (sent-as.ts).
function multilineText(max: number, required: true): Sent<z.ZodString, string, false>;
function multilineText(max: number, required: false): Sent<z.ZodString, string | null, true>;
function multilineText(max: number, required: boolean): z.ZodType {
  return z.preprocess(
    (value) =>
      value === null || value === undefined ? '' : typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value,
    z
      .string({ error: MUST_BE_TEXT })
      .trim()
      .min(required ? 1 : 0, WRITE_TEXT)
      .max(max, tooLong(max))
      .superRefine(plainText({ multiline: true })),
  );
}

export const ownDhikrSchema = z.strictObject({
  text: multilineText(ADHKAR_LIMITS.text, true),
  translation: multilineText(ADHKAR_LIMITS.translation, false),
});

export const adhkarSettingsSchema = z.strictObject({
  enabled: flag(DEFAULTS.enabled),
  items: z
    .strictObject({
      istighfar: flag(true),
      salam: flag(true),
      tasbih: flag(true),
      ayatAlKursi: flag(true),
    })
    .default({ ...DEFAULTS.items }),
  takbirCount: z
    .union([z.literal(33), z.literal(34)], { error: 'The takbir is said 33 or 34 times' })
    .default(DEFAULTS.takbirCount),
  own: z
    .array(ownDhikrSchema, { error: 'Own items must be a list' })
    .max(ADHKAR_LIMITS.own, `At most ${ADHKAR_LIMITS.own} own items`)
    .default([]),
});

/** The body of the PUT: the whole setting and the version it was based on (409 when someone saved since). */
export const adhkarInputSchema = adhkarSettingsSchema.extend({
  version: z.number({ error: 'The version this was based on is missing: reload before saving' }).int().min(0),
});

export type AdhkarInput = z.output<typeof adhkarInputSchema>;

export type ParsedAdhkar = { ok: true; value: AdhkarInput } | { ok: false; fieldErrors: FieldErrors };

export function parseAdhkar(input: unknown): ParsedAdhkar {
  const parsed = adhkarInputSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: toListFieldErrors(parsed.error) };
}

/** A stored value read back defensively: one that no longer passes the rules gives the defaults, never a broken screen. */
export function readAdhkarSettings(raw: unknown): AdhkarSettings {
  const parsed = adhkarSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : defaultAdhkarSettings();
}

/** The settings as the server answers them (docs/api.md, "Answers"), in the adhkar read and the dashboard. */
export const adhkarSettingsAnswer = z.object({
  enabled: z.boolean(),
  items: z.object(
    Object.fromEntries(STANDARD_ADHKAR.map((name) => [name, z.boolean()])) as Record<StandardDhikr, z.ZodBoolean>,
  ),
  takbirCount: z.union(TAKBIR_COUNTS.map((count) => z.literal(count))),
  own: z.array(z.object({ text: z.string(), translation: z.string() })),
}) satisfies z.ZodType<AdhkarSettings>;

/** The answer of GET /api/companies/{companyId}/adhkar. */
export const adhkarRecordAnswer = adhkarSettingsAnswer.extend({
  companyId: z.string(),
  version: z.number().int().meta({ description: '0 before the masjid first saves (the defaults).' }),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<AdhkarRecord>;
