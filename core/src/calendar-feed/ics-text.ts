/**
 * The text rules of iCalendar (RFC 5545 section 3.1 and 3.3.11) that every feed line follows: escaped
 * text values, lines folded at 75 octets, CRLF line ends. Pure; see docs/outside-the-hall.md.
 */

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded so no physical line is longer than 75 octets (RFC 5545 3.1); continuation lines
 * start with one space. Folds between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Lines joined as a calendar object: folded, CRLF after each, the last one included. */
export function joinLines(lines: readonly string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A UTC instant as an iCalendar DATE-TIME in UTC form: 20260510T160000Z. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Local date and time fields as an iCalendar DATE-TIME without zone: 20260510T053000. */
export function localStamp(parts: { year: number; month: number; day: number; minutes: number }): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}T${pad(Math.floor(parts.minutes / 60))}${pad(parts.minutes % 60)}00`;
}
