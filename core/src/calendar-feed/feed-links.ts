import { fillPath, PATHS } from '../http/contract/paths.js';

/**
 * The feed's options and addresses without zod, so the small widgets can build links too
 * (docs/outside-the-hall.md).
 */
/** The prayers a calendar feed can carry; sunrise is not a prayer but people plan Fajr by it. */
export const FEED_PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type FeedPrayer = (typeof FEED_PRAYERS)[number];
/** What a feed carries when `prayers` is not given: the five prayers. */
export const DEFAULT_FEED_PRAYERS: readonly FeedPrayer[] = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];
export const FEED_TIMES = ['azan', 'iqama'] as const;
export type FeedTime = (typeof FEED_TIMES)[number];
/** The feed's query string for options chosen in a form (the defaults left out, so links stay short). */
export function feedQueryString(options: {
  prayers?: readonly FeedPrayer[];
  times?: readonly FeedTime[];
  reminder?: number;
}): string {
  const params = new URLSearchParams();
  const isDefault =
    options.prayers?.length === DEFAULT_FEED_PRAYERS.length &&
    DEFAULT_FEED_PRAYERS.every((prayer) => options.prayers!.includes(prayer));
  if (options.prayers && options.prayers.length > 0 && !isDefault) params.set('prayers', options.prayers.join(','));
  if (options.times && options.times.length > 0 && options.times.length < FEED_TIMES.length)
    params.set('times', options.times.join(','));
  if (options.reminder) params.set('reminder', String(options.reminder));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/**
 * The two ways to add the feed: a webcal:// subscription (calendar apps keep it up to date) and the
 * https:// address itself, which downloads a copy. `origin` is the site's, e.g. https://minaret.example.org.
 */
export function feedLinks(origin: string, companyUrl: string, query: string): { subscribe: string; download: string } {
  const download = `${origin.replace(/\/+$/, '')}${fillPath(PATHS.calendarFeed, { companyUrl })}${query}`;
  return { subscribe: download.replace(/^https?:\/\//i, 'webcal://'), download };
}
