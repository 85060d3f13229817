import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { HISTORY_ENTITIES, type HistoryEntity, type HistoryPage } from '../../history/history.types.js';
import type { PrayerConfig } from '../../prayer/prayer.types.js';
import { historyPageAnswer } from '../../history/history-answers.js';
import { serviceAnswer } from '../../api-answers.js';
import { prayerConfigAnswer } from '../../prayer/prayer-answers.js';
import { endpoint } from './endpoint.js';
import { HISTORY_CURSOR_REFUSAL, historyEntityRefusal, wholeNumberRefusal } from './refusals.js';
import { segment } from './text-values.js';

/** The change history and its restore: server/src/history (docs/history.md). */

/** The most entries one page answers. */
export const HISTORY_MAX_PAGE = 100;

/** A page when the caller names no limit. */
const DEFAULT_PAGE = 50;

const pageFields = {
  entity: z
    .string()
    .optional()
    .meta({ type: 'string', description: `Comma-separated kinds of data: ${HISTORY_ENTITIES.join(', ')}.` }),
  before: z
    .string()
    .optional()
    .meta({ type: 'integer', description: "Older than this entry number (an earlier page's nextCursor)." }),
  limit: z
    .string()
    .optional()
    .meta({ type: 'integer', minimum: 1, maximum: HISTORY_MAX_PAGE, description: 'At most this many (default 50).' }),
};

/** What a history page read asks for, once checked. */
export interface HistoryPageQuery {
  entities?: HistoryEntity[];
  before?: number;
  limit: number;
}

type PageText = { entity?: string; before?: string; limit?: string };

/** Reads `limit`, `before` and `entity` in the order the route has always checked them, with its messages. */
function readPage(text: PageText, ctx: z.RefinementCtx): HistoryPageQuery | typeof z.NEVER {
  const limitMessage = wholeNumberRefusal('limit', 1, HISTORY_MAX_PAGE);
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (text.limit !== undefined && !/^\d{1,3}$/.test(text.limit)) return fail(limitMessage);
  if (text.before !== undefined && !/^\d{1,15}$/.test(text.before)) return fail(HISTORY_CURSOR_REFUSAL);
  const limit = text.limit === undefined ? DEFAULT_PAGE : Number(text.limit);
  if (limit < 1 || limit > HISTORY_MAX_PAGE) return fail(limitMessage);
  let entities: HistoryEntity[] | undefined;
  if (text.entity !== undefined && text.entity !== '') {
    const names = text.entity.split(',').map((name) => name.trim());
    if (names.some((name) => !(HISTORY_ENTITIES as readonly string[]).includes(name)))
      return fail(historyEntityRefusal(HISTORY_ENTITIES));
    entities = names as HistoryEntity[];
  }
  return { entities, before: text.before === undefined ? undefined : Number(text.before), limit };
}

/** GET /api/history?companyId=&entity=&limit=&before=: every masjid's changes, newest first (super admins). */
export const ALL_HISTORY = endpoint<HistoryPage>()({
  method: 'GET',
  path: '/api/history',
  doc: { tag: 'History', summary: 'Changes across all masjids.', access: 'super-admin' },
  params: z.object({}),
  query: z
    .object({
      companyId: z.string().optional().meta({ type: 'string', description: 'Only this masjid.' }),
      ...pageFields,
    })
    .transform((text, ctx) => {
      const page = readPage(text, ctx);
      if (page === z.NEVER) return z.NEVER;
      return { ...page, ...(text.companyId ? { companyId: text.companyId } : {}) } as HistoryPageQuery & {
        companyId?: string;
      };
    }),
  answer: historyPageAnswer,
});

/** GET /api/history/companies/{companyId}?entity=&limit=&before=: one masjid's changes, newest first. */
export const MASJID_HISTORY = endpoint<HistoryPage>()({
  method: 'GET',
  path: '/api/history/companies/:companyId',
  doc: {
    tag: 'History',
    summary: "A masjid's changes, newest first.",
    access: 'masjid-admin',
    hiddenFromOutsiders: 'Masjid',
  },
  params: z.object({ companyId: segment }),
  query: z.object(pageFields).transform((text, ctx) => readPage(text, ctx) as HistoryPageQuery),
  answer: historyPageAnswer,
});

/** POST /api/history/{entryId}/restore: puts back the timetable a timetable entry recorded. */
export const RESTORE_TIMETABLE = endpoint<ServiceResponse<PrayerConfig>>()({
  method: 'POST',
  path: '/api/history/:entryId/restore',
  doc: { tag: 'History', summary: 'Put back what a change replaced.', access: 'masjid-admin' },
  params: z.object({ entryId: segment }),
  answer: serviceAnswer(prayerConfigAnswer),
});
