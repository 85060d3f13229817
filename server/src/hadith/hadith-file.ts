import { coded } from '@core/validation/coded-message.js';
import { parse } from 'csv-parse/sync';
import {
  canonicalField,
  checkHadithRow,
  HADITH_MAX_ROWS,
  type HadithRow,
  type RowProblem,
} from '@core/hall-screen/hadith-rows.js';

/** Problems beyond this many are summed up in one line: a wrong file would otherwise list thousands. */
const MAX_PROBLEMS = 100;

export interface ParsedCollection {
  rows: HadithRow[];
  problems: RowProblem[];
}

const NO_ROWS = coded('The file has no rows.', 'server.hadith.noRows');
const JSON_ARRAY = coded(
  'The JSON file must be an array of objects: [{"text": ..., "reference": ...}, ...].',
  'server.hadith.jsonArray',
);
const ENTRY_OBJECT = coded(
  'Each entry must be an object with text, reference, source and licence.',
  'server.hadith.entryObject',
);

/**
 * A hadith collection file (docs/hadith-import.md): CSV with a header line, or a JSON array of objects.
 * Every row is checked; the rows are returned only when none has a problem.
 */
export function parseHadithFile(content: string, format: 'csv' | 'json'): ParsedCollection {
  const text = content.replace(/^\uFEFF/, '');
  const problems: RowProblem[] = [];
  const rows: HadithRow[] = [];
  const entries = format === 'csv' ? csvEntries(text, problems) : jsonEntries(text, problems);
  if (entries.length === 0 && problems.length === 0) problems.push({ line: 1, field: 'file', message: NO_ROWS });
  if (entries.length > HADITH_MAX_ROWS)
    problems.push({
      line: 1,
      field: 'file',
      message: `At most ${HADITH_MAX_ROWS} rows may be imported (the file has ${entries.length}).`,
      messageText: {
        key: 'server.hadith.tooManyRows',
        values: { max: String(HADITH_MAX_ROWS), count: String(entries.length) },
      },
    });
  for (const entry of entries) {
    const row = checkHadithRow(entry.values, entry.line, problems);
    if (row) rows.push(row);
  }
  if (problems.length > MAX_PROBLEMS) {
    const more = problems.length - MAX_PROBLEMS;
    problems.splice(MAX_PROBLEMS, problems.length, {
      line: 0,
      field: 'file',
      message: `... and ${more} more problems.`,
      messageText: { key: 'server.hadith.moreProblems', values: { count: more } },
    });
  }
  return { rows: problems.length ? [] : rows, problems };
}

interface Entry {
  line: number;
  values: Record<string, unknown>;
}

function csvEntries(text: string, problems: RowProblem[]): Entry[] {
  try {
    const records = parse(text, {
      columns: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: false,
      trim: false,
    }) as Array<{
      record: Record<string, string>;
      info: { lines: number };
    }>;
    const header = Object.keys(records[0]?.record ?? {});
    for (const required of ['text', 'reference', 'source', 'licence']) {
      if (records.length && !header.some((name) => canonicalField(name) === required)) {
        problems.push({
          line: 1,
          field: 'file',
          message: coded(`The header line has no "${required}" column.`, 'server.hadith.noColumn', {
            column: required,
          }),
        });
      }
    }
    // info.lines is the line the record ends on; a quoted text may span several lines.
    return records.map(({ record, info }) => ({ line: info.lines, values: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    // The parser's own words stay as it wrote them, inside a sentence in the reader's language.
    const quoted = (error as Error).message.split('\n')[0] ?? '';
    problems.push({
      line,
      field: 'file',
      message: `Line ${line}: this is not readable CSV (${quoted})`,
      messageText: { key: 'server.hadith.notCsv', values: { line: String(line), error: quoted } },
    });
    return [];
  }
}

function jsonEntries(text: string, problems: RowProblem[]): Entry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const quoted = (error as Error).message;
    problems.push({
      line: 1,
      field: 'file',
      message: `This is not readable JSON (${quoted}).`,
      messageText: { key: 'server.hadith.notJson', values: { error: quoted } },
    });
    return [];
  }
  if (!Array.isArray(value)) {
    problems.push({
      line: 1,
      field: 'file',
      message: JSON_ARRAY,
    });
    return [];
  }
  const lines = elementLines(text);
  return value.flatMap((item, index): Entry[] => {
    const line = lines[index] ?? 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({
        line,
        field: 'row',
        message: ENTRY_OBJECT,
      });
      return [];
    }
    return [{ line, values: item as Record<string, unknown> }];
  });
}

/** The line each element of a top-level JSON array starts on (strings and escapes skipped). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectElement && !/\s/.test(char) && char !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectElement = true;
  }
  return lines;
}
