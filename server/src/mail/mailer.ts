import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';
import { unbrokenPart } from './unbroken-parts.js';

/**
 * Every email the server sends (docs/outside-the-hall.md "Emails"): a text and an HTML part, both required,
 * so nodemailer always builds a whole message (multipart/alternative with From, To, Subject, Date and
 * Message-ID). A single part given as raw MIME would become the whole message, headers and all.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, logged when mail only goes to the outbox. */
  link?: string;
  /** The language the message is written in (its Content-Language). */
  language?: string;
}

/**
 * The stored address as an address object, so nodemailer never parses it as "Name <other@address>"
 * and the mail goes exactly where the stored (and confirmed) address says.
 */
function recipient(message: MailMessage) {
  return { name: '', address: message.to };
}

/** The one place a message becomes what nodemailer sends, for SMTP and for the outbox alike. */
export function composeMail(from: string, message: MailMessage) {
  if (!message.text || !message.html) throw new Error(`The email "${message.subject}" needs a text and an HTML part`);
  return {
    from,
    to: recipient(message),
    subject: message.subject,
    ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
    text: unbrokenPart(message.text, 'text/plain'),
    html: unbrokenPart(message.html, 'text/html'),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * How long a mail server may take (docs/security.md "Outbound calls"): to accept the connection, to greet,
 * between two of its answers, and for the whole message. Past the whole, the send fails (the caller goes on;
 * nodemailer closes the connection at its next socket timeout).
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000, wholeMs: 30_000 };
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

/** Real delivery through nodemailer when SMTP_URL is set. */
export function createSmtpMailer(smtpUrl: string, from: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  });
  return {
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the mail server did not take the message within ${timeouts.wholeMs} ms`)),
          timeouts.wholeMs,
        );
        timer.unref?.();
      });
      try {
        await Promise.race([transport.sendMail(composeMail(from, message)), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Without SMTP every message becomes an .eml file in DATA_DIR/outbox (built by nodemailer, so it
 * opens in any mail client) and its link is logged, so a self-hosted install can still verify users.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(composeMail(from, message));
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(outboxDir, `${stamp}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info(`Mail to ${message.to} written to ${file}${message.link ? `; link: ${message.link}` : ''}`);
    },
  };
}

/** Keeps messages in memory; for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
