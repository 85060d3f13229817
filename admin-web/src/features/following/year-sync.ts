/**
 * Fetches and refreshes each followed masjid's year of days from the keyless API (docs/outside-the-hall.md,
 * "Following"; docs/public-api.md). The reads name the masjid only (never the visitor), a month at a time
 * (31 days, the most one read answers): the first month from the masjid's today at once, the rest of the
 * year after it, one read after the other. A 429 waits the `Retry-After` the server gives, so a device
 * stays inside the published rate limit however many masjids it follows.
 */
import { addDays } from '@core/content/iso-day.js';
import type { V1Days } from '@core/public-api/v1-answers.js';
import { typedCall } from '@core/http/contract/call.js';
import { V1_DAYS, V1_MAX_DAYS } from '@core/http/contract/public-v1.js';
import { keyOf, mergeDays, readKeptYear, writeKeptYear, type KeptYear } from './kept-years.js';

/** Days kept ahead of the masjid's today: a year, whatever month it is. */
export const YEAR_DAYS = 366;
/** The first month is read again after this long: an admin's change reaches the home (polled each minute). */
export const HEAD_MAX_AGE_MS = 55_000;
/** The rest of the year is read again once a week (a change that far ahead also arrives with the first month). */
export const TAIL_MAX_AGE_MS = 7 * 24 * 3600_000;
/** One read may take this long, then it is given up (docs/security.md, "Outbound calls": every call has a deadline). */
const READ_DEADLINE_MS = 15_000;
/** The longest wait a 429 may ask of the page before it tries again. */
const LONGEST_WAIT_MS = 120_000;

class RetryLater extends Error {
  constructor(readonly waitMs: number) {
    super('rate limited');
  }
}

/** The contract's typed call under a deadline; a 429 becomes RetryLater with the wait the server asked for. */
const call = typedCall(async ({ method, path }) => {
  // no-cache: the browser revalidates with its ETag (a 304 costs nothing to carry), never a minute-old copy.
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json' },
    cache: 'no-cache',
    signal: AbortSignal.timeout(READ_DEADLINE_MS),
  });
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new RetryLater(Math.min(LONGEST_WAIT_MS, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000));
  }
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
});

function readDays(url: string, from: string | null): Promise<V1Days> {
  return call(V1_DAYS, { params: { masjid: url }, query: { from: from ?? undefined, days: V1_MAX_DAYS } });
}

/** Reads once more after the wait a 429 asked for. */
async function readDaysPatiently(url: string, from: string | null): Promise<V1Days> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await readDays(url, from);
    } catch (error) {
      if (!(error instanceof RetryLater) || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, error.waitMs));
    }
  }
}

const running = new Map<string, Promise<void>>();
const listeners = new Set<(url: string) => void>();

/** Called with a masjid's url each time more of its year is kept. */
export function onYearKept(listener: (url: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function keep(year: KeptYear, stillFollowed: () => boolean) {
  if (!stillFollowed()) return;
  await writeKeptYear(year);
  for (const listener of listeners) listener(year.url);
}

async function sync(url: string, stillFollowed: () => boolean, now: () => number) {
  let year: KeptYear = (await readKeptYear(url)) ?? { url: keyOf(url), days: [], headFetchedAt: 0, tailFetchedAt: 0 };
  if (now() - year.headFetchedAt > HEAD_MAX_AGE_MS) {
    const head = await readDaysPatiently(url, null);
    // The day before the masjid's today stays: its Isha may still be ahead after midnight.
    const today = head.days[0]?.date ?? null;
    year = {
      ...year,
      days: mergeDays(year.days, head.days, today && addDays(today, -1)),
      headFetchedAt: now(),
    };
    await keep(year, stillFollowed);
    if (!today) return;
  }
  const today = year.days.find((day) => day.date >= addDays(new Date(now()).toISOString().slice(0, 10), -1))?.date;
  if (!today) return;
  const end = addDays(today, YEAR_DAYS);
  const tailStale = now() - year.tailFetchedAt > TAIL_MAX_AGE_MS;
  // After the first month, from where the kept days end (or, once a week, from the end of the first month).
  let from = tailStale ? addDays(today, V1_MAX_DAYS) : addDays(year.days[year.days.length - 1]!.date, 1);
  while (from < end && stillFollowed()) {
    const chunk = await readDaysPatiently(url, from);
    if (chunk.days.length === 0) break;
    year = { ...year, days: mergeDays(year.days, chunk.days, addDays(today, -1)) };
    from = addDays(chunk.days[chunk.days.length - 1]!.date, 1);
    if (from >= end) year = { ...year, tailFetchedAt: now() };
    await keep(year, stillFollowed);
  }
}

/**
 * Brings a followed masjid's kept year up to date: its first month when older than a minute, the rest when
 * missing or a week old. One run per masjid at a time; a second call while one runs waits for it.
 */
export function syncFollowedYear(
  url: string,
  stillFollowed: () => boolean,
  now: () => number = Date.now,
): Promise<void> {
  const key = keyOf(url);
  const current = running.get(key);
  if (current) return current;
  const started = sync(url, stillFollowed, now).finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
