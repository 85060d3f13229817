import { RESET_MINUTES } from '../auth/token.js';
import { escapeHtml } from './escape-html.js';
import { inLanguage, mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

/** The link to choose a new password (docs/volunteer.md "Forgotten password"), in the account's saved language. */
export function passwordResetEmail(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  token: string;
  language?: string | null;
}): MailMessage {
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const link = `${options.publicUrl}/auth/reset-password?token=${encodeURIComponent(options.token)}`;
  const text = [
    t('admin.email.greeting', { name: options.firstName }),
    '',
    `${t('admin.email.reset.asked')} ${t('admin.email.reset.validText', { minutes: RESET_MINUTES })}`,
    '',
    link,
    '',
    t('admin.email.reset.ignore'),
    '',
    t('admin.email.signature'),
  ].join('\n');
  const html = `<p>${t('admin.email.greeting', { name: escapeHtml(options.firstName) })}</p>
<p>${t('admin.email.reset.asked')}</p>
<p><a href="${escapeHtml(link)}">${t('admin.email.reset.linkLabel')}</a> ${t('admin.email.reset.validHtml', { minutes: RESET_MINUTES })}</p>
<p>${t('admin.email.reset.ignore')}</p>`;
  return {
    to: options.to,
    subject: t('admin.email.reset.subject'),
    text,
    html: inLanguage(translator, html),
    link,
    language: translator.language,
  };
}
