import type { Timers } from './timers.js';

/** A page that does not answer this fast is hung or busy: its reload is not held (recovery may need it). */
export const PAGE_ANSWER_DEADLINE_MS = 2_000;

/** What main runs in the dashboard page: its sound player's answer (admin-web's reload-guard.ts), else 0. */
export const READ_PAGE_SOUND_HOLD = "typeof minaretReloadHoldMs === 'function' ? minaretReloadHoldMs() : 0";

/**
 * How long the dashboard page's sound holds a reload (docs/sound.md, "Never cut by a reload"), asked of the
 * page itself: it holds the plan and knows what plays. Anything but a positive number in time is 0.
 */
export function pageSoundHold(deps: { ask: () => Promise<unknown>; timers: Timers }): () => Promise<number> {
  return async () => {
    let timer: unknown;
    const late = new Promise<number>((resolve) => {
      timer = deps.timers.setTimeout(() => resolve(0), PAGE_ANSWER_DEADLINE_MS);
    });
    try {
      const answer = await Promise.race([deps.ask().then(Number, () => 0), late]);
      return Number.isFinite(answer) && answer > 0 ? answer : 0;
    } finally {
      deps.timers.clearTimeout(timer);
    }
  };
}
