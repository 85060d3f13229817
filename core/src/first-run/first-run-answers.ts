/** The first-run checklist's answer as a zod schema (docs/api.md, "Answers"), tied to first-run.types.ts. */
import { z, type ZodType } from 'zod';
import { isoInstant } from '../api-answers.js';
import type { FirstRunStatus } from './first-run.types.js';

export const firstRunAnswer = z.object({
  timetable: z.boolean(),
  content: z.boolean(),
  active: z.boolean(),
  activationRequestedAt: isoInstant.nullable(),
  screen: z.boolean(),
}) satisfies ZodType<FirstRunStatus>;
