import { escapeHtml } from './escape-html.js';
import { inLanguage, mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

export function verificationEmail(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  companyName: string | null;
  userId: string;
  code: string;
  /** The user's saved language (docs/languages.md "Admin app"); null: English. */
  language?: string | null;
}): MailMessage {
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const link = `${options.publicUrl}/auth/register/verify?userId=${encodeURIComponent(options.userId)}&emailVerifyCode=${encodeURIComponent(options.code)}`;
  const added = (masjid: string | null) =>
    masjid ? t('admin.email.verify.addedFor', { masjid }) : t('admin.email.verify.added');
  const text = [
    t('admin.email.greeting', { name: options.firstName }),
    '',
    added(options.companyName),
    t('admin.email.verify.openLink'),
    '',
    link,
    '',
    t('admin.email.verify.ignore'),
    '',
    t('admin.email.signature'),
  ].join('\n');
  const html = `<p>${t('admin.email.greeting', { name: escapeHtml(options.firstName) })}</p>
<p>${added(options.companyName === null ? null : escapeHtml(options.companyName))}</p>
<p><a href="${escapeHtml(link)}">${t('admin.email.verify.linkLabel')}</a> ${t('admin.email.verify.linkValid')}</p>
<p>${t('admin.email.verify.ignore')}</p>`;
  return {
    to: options.to,
    subject: t('admin.email.verify.subject'),
    text,
    html: inLanguage(translator, html),
    link,
    language: translator.language,
  };
}
