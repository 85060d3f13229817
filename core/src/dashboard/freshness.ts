/**
 * "Never confidently wrong": a screen tells people when its clock or its data cannot be trusted.
 */
import { configurationValue } from '../configuration/definitions.js';
import type { NameValue } from '../api-types.js';
import { CLOCK_SKEW_LIMIT_MS } from './dashboard-data.js';

const DAY_MS = 86_400_000;
/** Used when the masjid's max_offline_days is missing or unreadable. */
export const DEFAULT_MAX_OFFLINE_DAYS = 3;

/** The display clock differs from the server's (read when its answer arrived) by more than the limit. */
export function isClockWrong(serverTime: string, localMsAtReceipt: number, limitMs = CLOCK_SKEW_LIMIT_MS): boolean {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return false;
  return Math.abs(server - localMsAtReceipt) > limitMs;
}

export function maxOfflineDays(configurations: readonly NameValue[]): number {
  const days = Number.parseInt(configurationValue(configurations, 'max_offline_days'), 10);
  return Number.isFinite(days) && days >= 1 ? days : DEFAULT_MAX_OFFLINE_DAYS;
}

/** The data was fetched longer ago than the masjid allows. */
export function isOutOfDate(fetchedAt: string, nowMs: number, maxDays: number): boolean {
  const fetched = Date.parse(fetchedAt);
  if (!Number.isFinite(fetched)) return true;
  return nowMs - fetched > maxDays * DAY_MS;
}

/** How old a saved copy is, as a unit and a count a page puts into words in its own language. */
export type SavedAge = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; count: number };

/** The age of a saved copy: minutes under an hour, hours under two days, days after. Null when unreadable. */
export function savedAge(fetchedAt: string, nowMs: number): SavedAge | null {
  const fetched = Date.parse(fetchedAt);
  if (!Number.isFinite(fetched)) return null;
  const minutes = Math.max(0, Math.floor((nowMs - fetched) / 60_000));
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minute', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hour', count: Math.floor(minutes / 60) };
  return { unit: 'day', count: Math.floor(minutes / 1440) };
}

/**
 * How old a saved copy is, in English words for the offline mark (docs/outside-the-hall.md): 'just now',
 * '5 minutes ago', '3 hours ago', '2 days ago'. An unreadable time says nothing rather than something wrong.
 */
export function savedAgo(fetchedAt: string, nowMs: number): string {
  const age = savedAge(fetchedAt, nowMs);
  if (!age) return '';
  if (age.unit === 'now') return 'just now';
  return `${age.count} ${age.unit}${age.count === 1 ? '' : 's'} ago`;
}
