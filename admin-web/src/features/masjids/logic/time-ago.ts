import type { Language } from '@core/i18n/languages.js';

/** "3 hours ago" in the admin's language, for how long a registration has been waiting. */
export function timeAgo(iso: string, now: Date, language: Language): string {
  // At least one minute: "1 minute ago" reads better than "this minute" in a sentence.
  const minutes = Math.max(1, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  const relative = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : `${language}-u-nu-latn`, {
    numeric: 'always',
  });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
