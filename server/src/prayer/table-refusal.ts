import type { CodedText } from '@core/validation/coded-message.js';
import { FAR_MINUTES } from '@core/prayer/day-check.js';
import { AppError, type ErrorMessage } from '../http/errors.js';
import { text } from '../http/server-text.js';

/**
 * The refusal of a table (a save or an upload) with every problem named by day and column. When the only
 * problems are times far from the computed ones, it is NEEDS_CONFIRMATION (422) and says they can be
 * confirmed (`confirmFarTimes`); anything else is VALIDATION (400) and cannot be confirmed away
 * (docs/prayer-table.md "What a day must be").
 */
export function tableRefusal(
  fieldErrors: Record<string, CodedText | string>,
  problems: readonly { confirmable?: boolean }[],
  message: (count: number) => ErrorMessage,
): AppError {
  const count = Object.keys(fieldErrors).length;
  if (problems.length > 0 && problems.every((problem) => problem.confirmable)) {
    return new AppError(
      'NEEDS_CONFIRMATION',
      text('server.timetable.farProblems', { count: String(count), limit: String(FAR_MINUTES) }),
      fieldErrors,
    );
  }
  return new AppError('VALIDATION', count === 1 ? Object.values(fieldErrors)[0]! : message(count), fieldErrors);
}
