import { escapeHtml } from './escape-html.js';
import { inLanguage, mailTranslator } from './mail-language.js';
import type { MailMessage } from './mailer.js';

/**
 * To each admin of a masjid when one of its screens falls silent for 15 minutes, and again when it is
 * back (docs/screens.md), in that admin's language (docs/languages.md "Server messages").
 */
export function screenAlertEmail(options: {
  publicUrl: string;
  to: string;
  kind: 'offline' | 'back';
  screenName: string;
  masjidName: string;
  lastSeenAt: Date | null;
  language?: string | null;
}): MailMessage {
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const link = `${options.publicUrl}/auth/screens`;
  const values = { screen: options.screenName, masjid: options.masjidName };
  const htmlValues = { screen: escapeHtml(options.screenName), masjid: escapeHtml(options.masjidName) };
  const lastSeen = options.lastSeenAt
    ? options.lastSeenAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
    : t('server.email.screen.never');
  const subject = t(
    options.kind === 'offline' ? 'server.email.screen.offlineSubject' : 'server.email.screen.backSubject',
    values,
  );
  const screens = t('server.email.screen.screensLink', { link });
  const screensHtml = t('server.email.screen.screensLink', {
    link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  });
  const text =
    options.kind === 'offline'
      ? `${t('server.email.screen.offline', { ...values, lastSeen })}\n\n${t('server.email.screen.checkOn')}\n\n${screens}\n`
      : `${t('server.email.screen.back', values)}\n\n${screens}\n`;
  const html =
    options.kind === 'offline'
      ? `<p>${t('server.email.screen.offline', { ...htmlValues, lastSeen: escapeHtml(lastSeen) })}</p>
<p>${t('server.email.screen.checkOn')}</p>
<p>${screensHtml}</p>`
      : `<p>${t('server.email.screen.back', htmlValues)}</p>
<p>${screensHtml}</p>`;
  return { to: options.to, subject, text, html: inLanguage(translator, html), link, language: translator.language };
}
