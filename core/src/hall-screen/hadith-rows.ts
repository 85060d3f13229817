/**
 * The rows of a hadith collection file (docs/hadith-import.md), checked one by one: each needs its text,
 * reference, source and licence (the licence says the masjid may show it), with an optional Arabic text.
 * Every problem is reported with the file's line number, so a super admin can fix the file in one go.
 */
import { textProblem } from '../validation/plain-text.js';
import { codeOf, coded, type CodedText } from '../validation/coded-message.js';

export interface HadithRow {
  text: string;
  reference: string;
  arabic: string | null;
  source: string;
  licence: string;
}

export interface RowProblem {
  /** 1-based line of the file (CSV: the header is line 1; JSON: the line the entry starts on). */
  line: number;
  field: keyof HadithRow | 'row' | 'file';
  message: string;
  /**
   * The message as a key of the `server` catalog, for the reader's language (docs/languages.md "Server
   * messages"), where it quotes the file or the parser and so is not recorded by `coded()`.
   */
  messageText?: CodedText;
}

/** Largest collection: one a day for more than 27 years, and a small enough table to read in one go. */
export const HADITH_MAX_ROWS = 10_000;
export const HADITH_LIMITS: Record<keyof HadithRow, number> = {
  text: 2000,
  reference: 200,
  arabic: 4000,
  source: 200,
  licence: 200,
};
const REQUIRED: ReadonlyArray<keyof HadithRow> = ['text', 'reference', 'source', 'licence'];

/** Column names as people write them: 'Licence'/'License', 'Arabic text', 'Ref'. */
export function canonicalField(name: string): keyof HadithRow | null {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (['text', 'english', 'translation', 'hadith'].includes(key)) return 'text';
  if (['reference', 'ref'].includes(key)) return 'reference';
  if (['arabic', 'arabictext', 'textarabic'].includes(key)) return 'arabic';
  if (['source', 'collection'].includes(key)) return 'source';
  if (['licence', 'license'].includes(key)) return 'licence';
  return null;
}

/** One row's fields from loosely named values; problems are pushed with `line`. */
export function checkHadithRow(
  values: Record<string, unknown>,
  line: number,
  problems: RowProblem[],
): HadithRow | null {
  const row: Partial<Record<keyof HadithRow, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = canonicalField(name);
    if (!field) continue;
    if (value !== null && value !== undefined && typeof value !== 'string') {
      problems.push({ line, field, message: coded(`${field} must be text`, 'server.hadith.notText', { field }) });
      continue;
    }
    row[field] = (value ?? '').trim();
  }
  const before = problems.length;
  for (const field of REQUIRED)
    if (!row[field])
      problems.push({ line, field, message: coded(`${field} is required`, 'server.hadith.required', { field }) });
  for (const field of Object.keys(HADITH_LIMITS) as Array<keyof HadithRow>) {
    const value = row[field];
    if (!value) continue;
    if (value.length > HADITH_LIMITS[field])
      problems.push({
        line,
        field,
        message: coded(`${field} is longer than ${HADITH_LIMITS[field]} characters`, 'server.hadith.tooLong', {
          field,
          max: String(HADITH_LIMITS[field]),
        }),
      });
    else {
      const problem = textProblem(value, { multiline: field === 'text' || field === 'arabic' });
      // The text problems are a few fixed messages, so these stay few.
      const known = problem ? codeOf(problem) : undefined;
      if (problem)
        problems.push({
          line,
          field,
          message: known
            ? coded(`${field}: ${problem}`, 'server.hadith.fieldProblem', { field, problem: known })
            : `${field}: ${problem}`,
        });
    }
  }
  if (problems.length > before) return null;
  return {
    text: row.text!,
    reference: row.reference!,
    arabic: row.arabic || null,
    source: row.source!,
    licence: row.licence!,
  };
}

/** 'Line 4, licence: licence is required' for the admin page and the error answer. */
export function describeProblem(problem: RowProblem): string {
  return problem.field === 'file' ? problem.message : `Line ${problem.line}, ${problem.field}: ${problem.message}`;
}
