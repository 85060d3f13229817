/**
 * CSV cells that no spreadsheet runs as a formula (docs/csv.md). A cell starting with =, +, -, @, a tab
 * or a carriage return is a formula to Excel, LibreOffice and Google Sheets; such a text cell is written
 * with a leading apostrophe, which spreadsheets show as plain text and our import takes off again.
 * Plain numbers ("-5", "+1.5") stay numbers: a spreadsheet reads them as values, never as formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n;\t]/;

export function isFormulaLike(value: string): boolean {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);
}

/** One cell as RFC 4180 text, neutralised when a spreadsheet would run it. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (isFormulaLike(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Reading a file back: the apostrophe csvCell added (or a spreadsheet kept) is not part of the value. */
export function unescapeCsvCell(cell: string): string {
  return cell.startsWith("'") && isFormulaLike(cell.slice(1)) ? cell.slice(1) : cell;
}
