import { Hono } from 'hono';
import { describeProblem, type RowProblem } from '@core/hall-screen/hadith-rows.js';
import type { Context } from 'hono';
import { codeOf } from '@core/validation/coded-message.js';
import {
  DELETE_HADITHS,
  HADITH_COLLECTION,
  hadithImportFileSchema,
  IMPORT_HADITHS,
} from '@core/http/contract/hadith.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badRequest } from '../http/errors.js';
import { errorBody, requestLanguage } from '../http/error-handler.js';
import { localize, render, text } from '../http/server-text.js';
import { collectionSummary } from './hadith-store.js';
import { importHadithCollection, removeHadithCollection } from './hadith.service.js';

/** The collection's address (core/src/http/contract/hadith.ts), for its body limit in app.ts. */
export const HADITH_IMPORT_PATH = IMPORT_HADITHS.path;
/** A collection file as text in JSON: 10,000 rows of a few hundred characters each. */
export const HADITH_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** A problem's line ('Line 4, licence: licence is required') in the requester's language. */
function problemText(c: Context, problem: RowProblem): string {
  const language = requestLanguage(c);
  if (problem.field === 'file') return localize(language, problem.message, problem.messageText);
  const message = problem.messageText ?? codeOf(problem.message) ?? problem.message;
  const line = text('server.hadith.line', { line: String(problem.line), field: problem.field, message });
  return language === 'en' ? describeProblem(problem) : render(language, line);
}

/**
 * The server-wide hadith collection (docs/hadith-import.md), super admins only: see what is imported,
 * import a file (replacing the collection; every row checked, every problem reported by line), delete it.
 */
export function hadithRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(HADITH_COLLECTION.path, async (c) => {
      return c.json(await collectionSummary(deps.db));
    })
    .put(IMPORT_HADITHS.path, async (c) => {
      const auth = callerOf(c);
      const parsed = hadithImportFileSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => issue.message).join('; '));
      const outcome = await importHadithCollection(deps, parsed.data, auth);
      if (!outcome.imported) {
        const { problems } = outcome;
        return c.json(
          {
            successful: false,
            code: 'VALIDATION',
            message: errorBody(
              c,
              new AppError('VALIDATION', text('server.hadith.notImported', { count: problems.length })),
            ).message,
            fieldErrors: {},
            problems: problems.map(({ line, field, message, ...problem }) => ({
              line,
              field,
              message,
              text: problemText(c, { line, field, message, ...problem }),
            })),
          },
          400,
        );
      }
      return c.json(outcome.summary);
    })
    .delete(DELETE_HADITHS.path, async (c) => {
      return c.json({ deleted: await removeHadithCollection(deps) });
    });
}
