/**
 * How a message's text and HTML go out (docs/volunteer.md "Links in emails"). Left to itself nodemailer
 * writes any line over 76 characters as quoted-printable, whose soft line breaks ("=" at the end of a
 * line) land inside long links, and a reader that shows the raw text gives a broken link. Plain ASCII
 * text within SMTP's 998-character line limit goes out as is (7bit), so every link stays on one line;
 * anything else goes as base64, which every mail reader decodes and which never splits a decoded line.
 */
const SMTP_LINE_LIMIT = 998;

export interface UnbrokenPart {
  raw?: string;
  content?: string;
  contentTransferEncoding?: 'base64';
}

function fitsSevenBit(content: string): boolean {
  // Printable ASCII, tabs and line ends only; no line longer than SMTP allows.
  if (/[^\t\n\r\x20-\x7e]/.test(content)) return false;
  return content.split(/\r?\n/).every((line) => line.length <= SMTP_LINE_LIMIT);
}

export function unbrokenPart(content: string, contentType: 'text/plain' | 'text/html'): UnbrokenPart {
  if (!fitsSevenBit(content)) return { content, contentTransferEncoding: 'base64' };
  const body = content.replace(/\r?\n/g, '\r\n');
  return { raw: `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n${body}` };
}
