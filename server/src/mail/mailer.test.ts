import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { createOutboxMailer, createSmtpMailer } from './mailer.js';
import { verificationEmail } from './verification-email.js';

const message = verificationEmail({
  publicUrl: 'https://minaret.example.org',
  to: 'imam@masjid.org',
  firstName: 'Yusuf <b>',
  companyName: 'Masjid Al-Noor',
  userId: 'user-1',
  code: 'code-123',
});

/** The smallest SMTP server nodemailer will talk to: it records the envelope and the message. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let current = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.replace(/^\.\./, '.')}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.smtp\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8));
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-outbox-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

it('sends through SMTP when SMTP_URL is set', async () => {
  const { server, received } = fakeSmtpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    await createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Minaret <no-reply@minaret.test>').send(message);
  } finally {
    server.close();
  }
  expect(received).toHaveLength(1);
  expect(received[0]!.from).toContain('no-reply@minaret.test');
  expect(received[0]!.to.join()).toContain('imam@masjid.org');
  const unfolded = received[0]!.data.replace(/=\n/g, '').replace(/=3D/g, '=');
  expect(unfolded).toContain('Subject: Confirm your email address for Minaret');
  expect(unfolded).toContain('https://minaret.example.org/auth/register/verify?userId=user-1&emailVerifyCode=code-123');
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
    });
    const raw = fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8');
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(raw).not.toContain('quoted-printable');
    const body = raw.split(/\n\n/).slice(1).join('\n\n');
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').split('\n')).toContain(LONG_LINK);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
