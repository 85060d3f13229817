import type { V1Next } from '@core/public-api/v1-answers.js';

/** How long a browser or a CDN may keep a v1 answer: an admin's change reaches every reader within a minute. */
export const V1_MAX_AGE_SECONDS = 60;

export const v1CacheControl = (seconds: number) => `public, max-age=${seconds}`;

/** Seconds until `untilMs`, at least 1 and at most a v1 answer's minute. */
export function secondsUntil(untilMs: number | null, nowMs: number): number {
  if (untilMs === null || !Number.isFinite(untilMs)) return V1_MAX_AGE_SECONDS;
  return Math.max(1, Math.min(V1_MAX_AGE_SECONDS, Math.ceil((untilMs - nowMs) / 1000)));
}

/** The instant a next-prayer answer stops being true: its next azan or next iqama passes (null: neither is known). */
export function nextTurnsAt(answer: Pick<V1Next, 'next' | 'nextIqama'>): number | null {
  const turns = [answer.next?.azan.at, answer.nextIqama?.at]
    .filter((at): at is string => at !== undefined)
    .map((at) => Date.parse(at))
    .filter((at) => Number.isFinite(at));
  return turns.length ? Math.min(...turns) : null;
}

/** The next-prayer answer changes when its next azan or iqama passes: it is kept no longer than that. */
export function nextMaxAge(answer: V1Next, nowMs: number): number {
  return secondsUntil(nextTurnsAt(answer), nowMs);
}
