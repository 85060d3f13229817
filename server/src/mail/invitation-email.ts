import { INVITATION_DAYS } from '../auth/token.js';
import { escapeHtml } from './escape-html.js';
import { inLanguage, mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

/** The invitation to a masjid's admin page: who invited them, to which masjid, and the one-use link. */
export function invitationEmail(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  invitedBy: string;
  companyName: string;
  token: string;
  /** The invited user's saved language (docs/languages.md "Admin app"); null: English. */
  language?: string | null;
}): MailMessage {
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const days = String(INVITATION_DAYS);
  const link = `${options.publicUrl}/auth/invitation?token=${encodeURIComponent(options.token)}`;
  const text = [
    t('admin.email.greeting', { name: options.firstName }),
    '',
    t('server.email.invite.invited', { invitedBy: options.invitedBy, masjid: options.companyName }),
    t('server.email.invite.openLink', { days }),
    '',
    link,
    '',
    t('server.email.invite.thenSignIn', { invitedBy: options.invitedBy }),
    t('admin.email.verify.ignore'),
    '',
    t('admin.email.signature'),
  ].join('\n');
  const html = `<p>${t('admin.email.greeting', { name: escapeHtml(options.firstName) })}</p>
<p>${t('server.email.invite.invited', { invitedBy: escapeHtml(options.invitedBy), masjid: escapeHtml(options.companyName) })}</p>
<p><a href="${escapeHtml(link)}">${t('server.email.invite.linkLabel')}</a> ${t('server.email.invite.linkRest', { days })}</p>
<p>${t('admin.email.verify.ignore')}</p>`;
  return {
    to: options.to,
    subject: t('server.email.invite.subject', { invitedBy: options.invitedBy, masjid: options.companyName }),
    text,
    html: inLanguage(translator, html),
    link,
    language: translator.language,
  };
}
