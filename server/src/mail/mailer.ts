import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';
import { unbrokenPart } from './unbroken-parts.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about, logged when mail only goes to the outbox. */
  link?: string;
}

/**
 * The stored address as an address object, so nodemailer never parses it as "Name <other@address>"
 * and the mail goes exactly where the stored (and confirmed) address says.
 */
function recipient(message: MailMessage) {
  return { name: '', address: message.to };
}

function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: recipient(message),
    subject: message.subject,
    text: unbrokenPart(message.text, 'text/plain'),
    html: message.html === undefined ? undefined : unbrokenPart(message.html, 'text/html'),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real delivery through nodemailer when SMTP_URL is set. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
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
      const info = await transport.sendMail(envelope(from, message));
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
