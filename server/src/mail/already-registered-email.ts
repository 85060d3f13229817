import { mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

/**
 * Sent instead of a confirmation when someone registers a masjid's first admin with an address that
 * already has an account: the registering page answers the same either way (so it cannot be used to
 * find out who has an account), and the address's owner learns what happened, in their saved language.
 */
export function alreadyRegisteredEmail(options: {
  publicUrl: string;
  to: string;
  companyName: string;
  language?: string | null;
}): MailMessage {
  const { t } = mailTranslator(options.language);
  const text = [
    t('server.email.greetingNoName'),
    '',
    t('server.email.already.tried', { masjid: options.companyName }),
    t('server.email.already.nothingChanged'),
    '',
    t('server.email.already.ifYou', { url: `${options.publicUrl}/` }),
    '',
    t('admin.email.signature'),
  ].join('\n');
  return { to: options.to, subject: t('server.email.already.subject'), text };
}
