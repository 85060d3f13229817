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
