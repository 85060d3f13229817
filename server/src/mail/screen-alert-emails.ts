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
  /** The masjid's time zone (its timetable's); the last-seen time is given on its clocks. UTC without one. */
  timeZone?: string | null;
  language?: string | null;
}): MailMessage {
  const translator = mailTranslator(options.language);
  const { t } = translator;
  const link = `${options.publicUrl}/auth/screens`;
  const values = { screen: options.screenName, masjid: options.masjidName };
  const htmlValues = { screen: escapeHtml(options.screenName), masjid: escapeHtml(options.masjidName) };
  const lastSeen = options.lastSeenAt
    ? wallClockIn(options.lastSeenAt, options.timeZone ?? 'UTC')
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

/** '2026-11-28 04:00 America/New_York': the masjid's wall clock and the zone it is in. */
function wallClockIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${timeZone}`;
}
