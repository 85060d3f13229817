/**
 * A screen whose own clock is wrong still shows the right time: when the server's clock is known (the
 * dashboard answer carries it; the desktop app estimates it from the server's Date headers) and the
 * screen's clock is more than the limit off, the screen runs on the server's time (docs/prayer-table.md).
 * One rule for the web dashboard and the desktop app, which share the dashboard.
 */
import { CLOCK_SKEW_LIMIT_MS } from './dashboard-data.js';

/**
 * Milliseconds to add to this screen's clock to get the server's: 0 while they agree within the limit
 * (a second or two of network delay is no reason to move), or when the server's time is unknown.
 */
export function clockCorrectionMs(
  serverTime: string | null | undefined,
  localMsAtReceipt: number,
  limitMs = CLOCK_SKEW_LIMIT_MS,
): number {
  const server = Date.parse(serverTime ?? '');
  if (!Number.isFinite(server) || !Number.isFinite(localMsAtReceipt)) return 0;
  const difference = server - localMsAtReceipt;
  return Math.abs(difference) > limitMs ? difference : 0;
}

/** How far the screen's own clock is off, in parts a page puts into words in its own language. */
export interface ClockError {
  ahead: boolean;
  /** Whole hours, and the minutes past them; `hours` is 0 under an hour. */
  hours: number;
  minutes: number;
}

export function clockError(correctionMs: number): ClockError {
  const minutes = Math.round(Math.abs(correctionMs) / 60_000);
  return { ahead: correctionMs < 0, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** 'ahead by 10 min' / 'behind by 2 h 5 min': how far the screen's own clock is off, in English. */
export function describeClockError(correctionMs: number): string {
  const error = clockError(correctionMs);
  const amount = error.hours > 0 ? `${error.hours} h ${error.minutes} min` : `${error.minutes} min`;
  return `${error.ahead ? 'ahead' : 'behind'} by ${amount}`;
}
