import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How long a test waits for a message before failing (sent mail arrives in milliseconds). */
const ARRIVAL_LIMIT_MS = 20_000;

/** One message as a mail server received it: the SMTP envelope and the message parsed by mailparser. */
export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test's process (smtp-server on 127.0.0.1, a free port), so the server's
 * mailer sends exactly as it does in production and the test reads what a mail server would deliver.
 */
export async function startSmtpCapture() {
  const received: CapturedMail[] = [];
  const waiters: { match: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const mail: CapturedMail = {
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            };
            received.push(mail);
            for (const waiter of [...waiters]) {
              if (!waiter.match(mail)) continue;
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  /** A message that never comes fails the test with what did come, long before the test's own timeout. */
  const arrival = (waiting: Promise<CapturedMail>, what: string) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const subjects = received.map((mail) => `${mail.envelopeTo.join()}: ${mail.parsed.subject ?? '(no subject)'}`);
        reject(new Error(`No ${what} within ${ARRIVAL_LIMIT_MS} ms; received:\n${subjects.join('\n')}`));
      }, ARRIVAL_LIMIT_MS);
    });
    return Promise.race([waiting, deadline]).finally(() => clearTimeout(timer));
  };
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message (already received or still to come) to this address that `match` accepts. */
    waitFor(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
      const accepts = (mail: CapturedMail) => mail.envelopeTo.includes(to) && match(mail);
      const already = received.find(accepts);
      if (already) return Promise.resolve(already);
      return arrival(new Promise((resolve) => waiters.push({ match: accepts, resolve })), `a message to ${to}`);
    },
    /** The message number `index` (from 0) to this address, once it has arrived. */
    nth(to: string, index: number): Promise<CapturedMail> {
      const mine = () => received.filter((mail) => mail.envelopeTo.includes(to));
      const already = mine()[index];
      if (already) return Promise.resolve(already);
      // Checked as each message arrives, so the one that makes the count pass `index` is message `index`.
      return arrival(
        new Promise((resolve) => waiters.push({ match: () => mine().length > index, resolve })),
        `message ${index + 1} to ${to}`,
      );
    },
    /** Every message received for this address so far. */
    to: (to: string) => received.filter((mail) => mail.envelopeTo.includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
