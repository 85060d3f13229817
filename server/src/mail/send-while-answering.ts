import type { Logger } from '../logger.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * The longest a request waits for the mail it sends (docs/security.md "Outbound calls"). A mail server that
 * stalls may take the mailer's whole deadline (30 s); the person who asked for a reset link or registered a
 * masjid is answered after this at most, and the send finishes or fails in the background, logged.
 */
export const MAIL_WAIT_MS = 3_000;

/**
 * Sends a message for a request: waits for it while it is quick (an outbox file, a healthy mail server), at
 * most `MAIL_WAIT_MS`. A failure is logged with `failure` and never reaches the caller.
 */
export async function sendWhileAnswering(
  deps: { mailer: Mailer; logger: Logger },
  message: MailMessage,
  failure: string,
): Promise<void> {
  const sending = Promise.resolve()
    .then(() => deps.mailer.send(message))
    .catch((error: unknown) => deps.logger.error(failure, error));
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, MAIL_WAIT_MS)));
  try {
    await Promise.race([sending, waited]);
  } finally {
    clearTimeout(timer);
  }
}
