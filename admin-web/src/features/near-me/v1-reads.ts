/**
 * The near-me page's reads of the keyless API (docs/public-api.md). Nothing in them names the visitor's
 * place: the list is the same for everyone, and each masjid's answers are asked for by its URL only
 * (docs/outside-the-hall.md, "Near me"). The browser's HTTP cache keeps each answer for its max-age.
 */
import { typedCall } from '@core/http/contract/call.js';
import { V1_DAYS, V1_MASJIDS, V1_NEXT } from '@core/http/contract/public-v1.js';
import type { V1MasjidList, V1Next } from '@core/public-api/v1-answers.js';
import { comingFriday } from './nearest.js';
import type { V1Day } from '@core/public-api/v1-answers.js';

const LIST_COPY_KEY = 'minaret.offline.nearMeList';

export interface MasjidList {
  list: V1MasjidList;
  /** Set when the network failed and the page shows its saved copy: when that copy was fetched. */
  savedAt: string | null;
}

/** The contract's typed call over the page's fetch; the browser's HTTP cache keeps each answer its max-age. */
const call = typedCall(async ({ method, path }) => {
  const response = await fetch(path, { method, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
});

/** The compact list of public masjids, kept in localStorage so the page works offline with the last one. */
export async function loadMasjidList(now = () => new Date()): Promise<MasjidList> {
  try {
    const list = await call(V1_MASJIDS);
    try {
      localStorage.setItem(LIST_COPY_KEY, JSON.stringify({ list, fetchedAt: now().toISOString() }));
    } catch {
      // Storage full or switched off: the page works online as before.
    }
    return { list, savedAt: null };
  } catch (error) {
    const saved = readSavedList();
    if (saved) return saved;
    throw error;
  }
}

function readSavedList(): MasjidList | null {
  try {
    const copy = JSON.parse(localStorage.getItem(LIST_COPY_KEY) ?? 'null') as {
      list?: V1MasjidList;
      fetchedAt?: string;
    } | null;
    return copy?.list && Array.isArray(copy.list.masjids) && typeof copy.fetchedAt === 'string'
      ? { list: copy.list, savedAt: copy.fetchedAt }
      : null;
  } catch {
    return null;
  }
}

export interface MasjidTimes {
  next: V1Next | null;
  /** Today's Jumu'ah on a Friday, else this Friday's; null when the week has none. */
  friday: V1Day | null;
}

/** A masjid's next prayer and iqama, and its coming Friday (the seven days from its today hold one). */
export async function loadMasjidTimes(url: string): Promise<MasjidTimes> {
  const [next, days] = await Promise.all([
    call(V1_NEXT, { params: { masjid: url } }),
    call(V1_DAYS, { params: { masjid: url }, query: { days: 7 } }),
  ]);
  return { next, friday: comingFriday(days.days) };
}
