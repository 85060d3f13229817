import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  /** The .eml file exactly as the server wrote it. */
  raw: string;
  to: string;
  subject: string;
  /** Each text part as a mail reader shows it (base64 decoded; 7bit as is). */
  parts: string[];
}

function decodeParts(raw: string): string[] {
  const parts: string[] = [];
  for (const section of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = section.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = section.slice(0, split);
    const body = section
      .slice(split)
      .replace(/^\s+/, '')
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (!/Content-Type: text\//i.test(headers)) continue;
    parts.push(
      /Content-Transfer-Encoding: base64/i.test(headers)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body,
    );
  }
  return parts;
}

/** Every mail the server wrote to DATA_DIR/outbox, newest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse()
    : [];
  return files.map((file) => {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    return {
      file,
      raw,
      to: raw.match(/^To: (.*)$/m)?.[1]?.trim() ?? '',
      subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
      parts: decodeParts(raw),
    };
  });
}

/** The newest link matching `pattern` in a mail to `email`, read from the plain text as a reader shows it. */
export function linkFromOutbox(dataDir: string, email: string, pattern: RegExp): string {
  for (const mail of readOutbox(dataDir)) {
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const match = mail.parts[0]?.match(pattern);
    if (match) return match[0];
  }
  throw new Error(`no mail to ${email} with a link like ${pattern} in ${path.join(dataDir, 'outbox')}`);
}
