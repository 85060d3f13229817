import type { PlannedSound } from './sound-plan.js';

/** A reload this close before a planned sound waits for it too: a page takes a few seconds to come back. */
export const RELOAD_MARGIN_MS = 60_000;

/**
 * How long a screen's own reload (the half-hourly refresh, the server answering again) must wait from `now`
 * so that it cuts no planned sound and makes none start late (docs/sound.md, "Never cut by a reload"):
 * until the end of the sound playing now, and of each one that starts within the margin of that end, so a
 * chain (the azan, the du'a after it) is waited out whole. 0 when nothing plays or is near. The plan is
 * sorted by start, as `soundPlanFor` gives it.
 */
export function reloadHeldFor(plan: readonly PlannedSound[], now: number): number {
  let until = now;
  for (const item of plan) {
    const ends = Math.min(item.endsAt, item.stopAt ?? Number.POSITIVE_INFINITY);
    if (ends <= until) continue;
    if (item.at > until + RELOAD_MARGIN_MS) break;
    until = ends;
  }
  return until - now;
}
