import { escapeHtml } from './escape-html.js';
import { inLanguage, mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

/**
 * Sent instead of a confirmation when someone registers a masjid's first admin with an address that
 * already has an account: the registering page answers the same either way (so it cannot be used to
 * find out who has an account), and the address's owner learns what happened, in their own language.
 */
export function alreadyRegisteredEmail(options: {
  publicUrl: string;
  to: string;
  companyName: string;
  language?: string | null;
}): MailMessage {
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const home = `${options.publicUrl}/`;
  const text = [
    t('server.email.greetingNoName'),
    '',
    t('server.email.already.tried', { masjid: options.companyName }),
    t('server.email.already.nothingChanged'),
    '',
    t('server.email.already.ifYou', { url: home }),
    '',
    t('admin.email.signature'),
  ].join('\n');
  const link = `<a href="${escapeHtml(home)}">${escapeHtml(home)}</a>`;
  const html = `<p>${t('server.email.greetingNoName')}</p>
<p>${t('server.email.already.tried', { masjid: escapeHtml(options.companyName) })} ${t('server.email.already.nothingChanged')}</p>
<p>${t('server.email.already.ifYou', { url: link }).replace(/\n/g, ' ')}</p>`;
  return {
    to: options.to,
    subject: t('server.email.already.subject'),
    text,
    html: inLanguage(translator, html),
    link: home,
    language: translator.language,
  };
}
