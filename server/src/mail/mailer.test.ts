import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { createOutboxMailer, createSmtpMailer } from './mailer.js';
import { startHostileService } from '../testing/hostile-service.js';
import { verificationEmail } from './verification-email.js';

const message = verificationEmail({
  publicUrl: 'https://minaret.example.org',
  to: 'imam@masjid.org',
  firstName: 'Yusuf <b>',
  companyName: 'Masjid Al-Noor',
  userId: 'user-1',
  code: 'code-123',
});

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-outbox-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

it('sends through SMTP when SMTP_URL is set', async () => {
  const smtp = await startSmtpCapture();
  try {
    await createSmtpMailer(smtp.url, 'Minaret <no-reply@minaret.test>').send(message);
    const [mail] = smtp.to('imam@masjid.org');
    expect(mail!.envelopeFrom).toBe('no-reply@minaret.test');
    expect(mail!.parsed.subject).toBe('Confirm your email address for Minaret');
    expect(mail!.parsed.text).toContain(
      'https://minaret.example.org/auth/register/verify?userId=user-1&emailVerifyCode=code-123',
    );
  } finally {
    await smtp.close();
  }
});

it('gives up on a mail server that never greets, or drips its greeting, within its deadlines', async () => {
  // A TCP service that takes the connection and says nothing; and one that sends a byte a second.
  const silent = await startHostileService({ choose: () => undefined, answer: () => undefined });
  const drip = net.createServer((socket) => {
    const timer = setInterval(() => socket.write('2'), 200);
    socket.on('close', () => clearInterval(timer));
    socket.on('error', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => drip.listen(0, '127.0.0.1', resolve));
  const timeouts = { connectionMs: 500, greetingMs: 500, socketMs: 500, wholeMs: 1000 };
  try {
    for (const port of [silent.silentPort, (drip.address() as AddressInfo).port]) {
      const started = performance.now();
      await expect(
        createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Minaret <no-reply@minaret.test>', timeouts).send(message),
      ).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(2000);
    }
  } finally {
    await silent.close();
    drip.close();
  }
});

it('writes an .eml file and logs the link when there is no SMTP', async () => {
  const lines: string[] = [];
  const logger = { ...silentLogger, info: (line: string) => lines.push(line) };
  await createOutboxMailer(outbox, 'Minaret <no-reply@minaret.test>', logger).send(message);
  const files = fs.readdirSync(outbox);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/imam@masjid\.org\.eml$/);
  const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
  expect(raw).toMatch(/^To: imam@masjid\.org$/m);
  // A name typed by a user is escaped in the HTML part.
  expect(raw).toContain('Assalamu alaikum Yusuf &#60;b&#62;,</p>');
  expect(lines.join('\n')).toContain('emailVerifyCode=code-123');
});

const LONG_LINK = `https://minaret.example.org/auth/reset-password?token=${'eyJhbGciOiJIUzI1NiJ9.'.repeat(12)}x`;

it('keeps every link of a plain ASCII message whole on one line of the .eml (no quoted-printable soft breaks)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-outbox-'));
  try {
    await createOutboxMailer(dir, 'Minaret <no-reply@minaret.test>', silentLogger).send(message);
    await createOutboxMailer(dir, 'Minaret <no-reply@minaret.test>', silentLogger).send({
      to: 'reader@masjid.org',
      subject: 'Choose a new Minaret password',
      text: `Open this link:\n\n${LONG_LINK}\n`,
      html: `<p><a href="${LONG_LINK}">Choose a new password</a></p>`,
    });
    for (const file of fs.readdirSync(dir)) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(raw).not.toMatch(/=\r?\n/);
      expect(raw).not.toContain('quoted-printable');
      expect(raw).toContain('Content-Transfer-Encoding: 7bit');
    }
    const raws = fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(raws.join('\n').split('\n')).toContain(LONG_LINK);
    expect(raws.join('\n')).toContain(
      '\nhttps://minaret.example.org/auth/register/verify?userId=user-1&emailVerifyCode=code-123\n',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('sends a message with non-ASCII text as base64, whose decoded lines keep the link whole', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-outbox-'));
  try {
    await createOutboxMailer(dir, 'Minaret <no-reply@minaret.test>', silentLogger).send({
      to: 'arabic@masjid.org',
      subject: 'Invitation',
      text: `مسجد النور invited you:\n\n${LONG_LINK}\n`,
      html: `<p>مسجد النور invited you: <a href="${LONG_LINK}">${LONG_LINK}</a></p>`,
    });
    const raw = fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8');
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(raw).not.toContain('quoted-printable');
    expect((await simpleParser(raw)).text?.split('\n')).toContain(LONG_LINK);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
