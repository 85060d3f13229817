/** The change history's answers as zod schemas (docs/api.md, "Answers"; docs/history.md), tied to history.types.ts. */
import { z, type ZodType } from 'zod';
import { isoInstant } from '../api-answers.js';
import { HISTORY_ENTITIES, type HistoryEntry, type HistoryPage } from './history.types.js';

export const historyEntryAnswer = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.string().nullable(),
  action: z.string(),
  summary: z.string(),
  actor: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
  at: isoInstant,
  before: z.unknown().meta({ description: 'The entity as it was before the change; null before a creation.' }),
  after: z.unknown().meta({ description: 'The entity as it was after the change; null after a removal.' }),
}) satisfies ZodType<HistoryEntry>;

export const historyPageAnswer = z.object({
  entries: z.array(historyEntryAnswer),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `before` to read the next (older) page.' }),
}) satisfies ZodType<HistoryPage>;
