import { escapeHtml } from './escape-html.js';
import { inLanguage, mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

interface MasjidFacts {
  name: string;
  url: string;
  city: string;
  country: string;
}

/**
 * To each super admin when a visitor finishes registering a masjid (docs/volunteer.md "Masjid notices"),
 * in that super admin's saved language (docs/languages.md "Admin app").
 */
export function masjidRegisteredEmail(options: {
  publicUrl: string;
  to: string;
  masjid: MasjidFacts;
  adminName: string;
  adminEmail: string;
  again?: boolean;
  language?: string | null;
}): MailMessage {
  const { masjid } = options;
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const link = `${options.publicUrl}/auth/company/list?filter=waiting`;
  const place = [masjid.city, masjid.country].filter(Boolean).join(', ');
  // An admin's "Ask again" names the admin who asked rather than the first admin.
  const details = options.again ? 'server.email.registered.detailsAgain' : 'server.email.registered.details';
  const text = [
    t('server.email.greetingNoName'),
    '',
    t('server.email.registered.waiting', { masjid: `${masjid.name}${place ? ` (${place})` : ''}` }),
    t(details, { url: masjid.url, admin: `${options.adminName} <${options.adminEmail}>` }),
    '',
    `${t('server.email.registered.reviewLink')} ${t('server.email.registered.reviewNote')}:`,
    '',
    link,
    '',
    t('admin.email.signature'),
  ].join('\n');
  const html = `<p>${t('server.email.greetingNoName')}</p>
<p>${t('server.email.registered.waiting', { masjid: `<strong>${escapeHtml(masjid.name)}</strong>${place ? ` (${escapeHtml(place)})` : ''}` })} ${t(details, { url: escapeHtml(masjid.url), admin: `${escapeHtml(options.adminName)} &lt;${escapeHtml(options.adminEmail)}&gt;` })}</p>
<p><a href="${escapeHtml(link)}">${t('server.email.registered.reviewLink')}</a> ${t('server.email.registered.reviewNote')}.</p>`;
  const subject = options.again ? 'server.email.registered.subjectAgain' : 'server.email.registered.subject';
  return {
    to: options.to,
    subject: t(subject, { masjid: masjid.name }),
    text,
    html: inLanguage(translator, html),
    link,
    language: translator.language,
  };
}

/** To each admin of a masjid when a super admin activates it, in that admin's saved language. */
export function masjidActivatedEmail(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  masjid: MasjidFacts;
  language?: string | null;
}): MailMessage {
  const { masjid } = options;
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const dashboard = `${options.publicUrl}/${masjid.url}`;
  const text = [
    t('admin.email.greeting', { name: options.firstName }),
    '',
    t('server.email.activated.activeText', { masjid: masjid.name }),
    '',
    dashboard,
    '',
    t('server.email.activated.signInText', { url: `${options.publicUrl}/` }),
    '',
    t('admin.email.signature'),
  ].join('\n');
  const html = `<p>${t('admin.email.greeting', { name: escapeHtml(options.firstName) })}</p>
<p>${t('server.email.activated.activeHtml', { masjid: escapeHtml(masjid.name), link: `<a href="${escapeHtml(dashboard)}">${escapeHtml(dashboard)}</a>` })}</p>
<p><a href="${escapeHtml(options.publicUrl)}/">${t('server.email.activated.signInLink')}</a> ${t('server.email.activated.signInRest')}</p>`;
  return {
    to: options.to,
    subject: t('server.email.activated.subject', { masjid: masjid.name }),
    text,
    html: inLanguage(translator, html),
    link: dashboard,
    language: translator.language,
  };
}
