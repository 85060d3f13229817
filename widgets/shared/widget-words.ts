import type { Jummah } from '@core/content/central-control.types.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { sessionText, type FridaySession } from '@core/occasions/jumuah-sessions.js';
import { jumahTextParts } from '@core/dashboard/phases/friday-sessions.js';

/** One Jumu'ah session as one line, in the glossary's words: 'Khutbah 12:30 pm · Salah 1:00 pm · English · Imam Ali'. */
export function sessionLine(locale: PublicLocale, session: FridaySession): string {
  return sessionText(session, locale.timeInText, locale.fridayWords);
}

/** '3/6 - Khateeb: Imam Ali', or 'Last Friday 2/27 - ...' once that Friday has passed. */
export function khateebLine(locale: PublicLocale, entry: Pick<Jummah, 'date' | 'khateeb'>, today: string): string {
  const date = entry.date?.slice(0, 10) ?? '';
  const values = { date: locale.format.shortDate(date), khateeb: entry.khateeb.trim() };
  return date !== '' && date < today
    ? locale.t('widget.khateebLinePast', values)
    : locale.t('widget.khateebLine', values);
}

/**
 * The masjid's Jumu'ah text ('' when unset, its default): read directly, so a widget does not carry every
 * configuration's definition and description to stay under its size budget (docs/read-model.md).
 */
export function jumuahText(
  entries: ReadonlyArray<{ name: string; value: string }> | undefined,
  locale: PublicLocale,
): string {
  const text = entries?.find((entry) => entry.name === 'jumah_prayer')?.value ?? '';
  // Its times as the screen reads them: "5.30pm" shows as 17:30 in France (docs/jumuah-eid-ramadan.md).
  return jumahTextParts(text)
    .map((part) => (typeof part === 'string' ? part : locale.timeInText(part.time)))
    .join('');
}
