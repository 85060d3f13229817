import type { Jummah } from '../content/central-control.types.js';
import { jummahLine } from '../content/jummah.js';
import type { PublicLocale } from './public-locale.js';

/** The next khateeb as one line ('3/6 - Khateeb: Imam Ali') in the page's language; English keeps jummahLine's text. */
export function khateebLine(locale: PublicLocale, entry: Pick<Jummah, 'date' | 'khateeb'>, today: string): string {
  if (locale.language === 'en') return jummahLine(entry, today);
  const date = entry.date?.slice(0, 10) ?? '';
  const values = { date: locale.format.shortDate(date), khateeb: entry.khateeb.trim() };
  return locale.t(date !== '' && date < today ? 'jumuah.khateebLinePast' : 'jumuah.khateebLine', values);
}
