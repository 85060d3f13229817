/**
 * An uploaded timetable as text, the way spreadsheets save it: UTF-8 (with or without a byte order
 * mark), UTF-16 ('Unicode Text' in Excel, always with a mark), or Windows-1252 (older Excel 'CSV'), and
 * separated by commas, semicolons (Excel where the decimal point is a comma) or tabs.
 */

/** The text of the file, or null when it is not text at all (a picture, a workbook renamed to .csv). */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Every cell is a date or a time, so a legacy single-byte encoding reads them the same.
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // Control characters other than tab and line ends do not occur in a text file.
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? null : text;
}

/** The separator of the header line: the most frequent of comma, semicolon and tab (comma on a tie). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const header =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  const count = (separator: string) => header.split(separator).length - 1;
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), ',');
}
