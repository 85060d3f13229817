/**
 * A masjid's answers about the start of Hijri months (docs/jumuah-eid-ramadan.md, "The month as the
 * masjid declares it"): the body of `PUT /api/companies/{companyId}/month-declarations` and what its GET
 * answers. The server checks the same schema the admin's form uses.
 */
import { z } from 'zod';
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from './hijri.js';
import type { MonthDecision } from './hijri-calendar.js';

/** 'sighted' (the month starts the day after the 29th of the month before), 'not-sighted' (that month has 30 days), 'council' (follow the masjid's council). */
export const MONTH_DECISIONS = ['sighted', 'not-sighted', 'council'] as const;
export type DeclarationChoice = (typeof MONTH_DECISIONS)[number];

export const monthDeclarationInputSchema = z.object({
  hijriYear: z
    .number({ error: 'Hijri year must be a whole number' })
    .int('Hijri year must be a whole number')
    .min(HIJRI_MIN_YEAR, `Hijri year must be from ${HIJRI_MIN_YEAR} to ${HIJRI_MAX_YEAR}`)
    .max(HIJRI_MAX_YEAR, `Hijri year must be from ${HIJRI_MIN_YEAR} to ${HIJRI_MAX_YEAR}`),
  hijriMonth: z
    .number({ error: 'Hijri month must be a whole number from 1 to 12' })
    .int('Hijri month must be a whole number from 1 to 12')
    .min(1, 'Hijri month must be a whole number from 1 to 12')
    .max(12, 'Hijri month must be a whole number from 1 to 12'),
  decision: z.enum(MONTH_DECISIONS, { error: "Decision must be 'sighted', 'not-sighted' or 'council'" }),
});

export type MonthDeclarationInput = z.infer<typeof monthDeclarationInputSchema>;

/** The month a DELETE withdraws the answer about. */
export const monthDeclarationKeySchema = monthDeclarationInputSchema.pick({ hijriYear: true, hijriMonth: true });
export type MonthDeclarationKey = z.infer<typeof monthDeclarationKeySchema>;

/** One answer as the GET gives it: who gave it and when. */
export const monthDeclarationSchema = monthDeclarationInputSchema.extend({
  /** The admin who answered (their email), or null when no longer known. */
  by: z.string().nullable(),
  /** ISO instant. */
  at: z.string(),
});
export type MonthDeclaration = z.infer<typeof monthDeclarationSchema>;

/**
 * The masjid's declarations with what its calendar makes of them: `calendar` is what screens count with
 * (council answers resolved), `council` names the council it follows, if any.
 */
export const monthDeclarationsAnswerSchema = z.array(monthDeclarationSchema);

/** A declaration's resolved decision (a council's answer already taken), as the calendar reads it. */
export function isCalendarDecision(decision: string): decision is MonthDecision {
  return decision === 'sighted' || decision === 'not-sighted';
}
