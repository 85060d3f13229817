/**
 * The screen's side of the plan (docs/sound.md, "On the screen"): what to start now. A sound more than 30 s
 * late (a sleeping PC, a frozen page, a power cut) is skipped, never played late, and a sound already played
 * (remembered by its id across reloads) never plays again.
 */
import type { PlannedSound, SoundMomentKind } from './sound-plan.js';

export const SOUND_LATE_LIMIT_MS = 30_000;

/** The planned sound to start at `now`, if any: the latest that is due, not too late, and not yet played. */
export function dueSound(plan: readonly PlannedSound[], now: number, played: ReadonlySet<string>): PlannedSound | null {
  let due: PlannedSound | null = null;
  for (const item of plan) {
    if (item.at > now) break;
    if (played.has(item.id) || now - item.at > SOUND_LATE_LIMIT_MS || (item.stopAt !== null && now >= item.stopAt))
      continue;
    due = item;
  }
  return due;
}

/** The ids worth remembering: those whose moment is less than two days old (the rest can never be due again). */
export function prunePlayed(played: Iterable<string>, today: string): string[] {
  const cutoff = new Date(`${today}T00:00:00Z`).getTime() - 2 * 86_400_000;
  return [...played].filter((id) => {
    const time = new Date(`${id.slice(0, 10)}T00:00:00Z`).getTime();
    return Number.isFinite(time) && time >= cutoff;
  });
}

/**
 * What sounds while an urgent message is on the screen (docs/sound.md, "Quiet during an urgent message"):
 * the calls themselves, the azan and the iqama, which a masjid never wants missed; tones before the iqama
 * and sounds anchored to the day (tarhim, du'a, Qur'an) are held back, as the message has the hall's ear,
 * except an anchored sound the masjid chose to play through one (`duringUrgent`).
 */
export const SOUNDS_DURING_URGENT: ReadonlySet<SoundMomentKind> = new Set(['azan', 'iqama']);

/**
 * What the screen does with a due sound: `play` it, or not, as a `silent` screen or `held` for an urgent
 * message. Either way it counts as played: it does not start late once the screen is loud or the message gone.
 */
export function startOutcome(
  item: Pick<PlannedSound, 'kind' | 'duringUrgent'>,
  screen: { silent: boolean; urgent: boolean },
): 'play' | 'silent' | 'held' {
  if (screen.silent) return 'silent';
  if (screen.urgent && !SOUNDS_DURING_URGENT.has(item.kind) && item.duringUrgent !== true) return 'held';
  return 'play';
}

/**
 * The player's own timer for the next sound (docs/sound.md, "On the screen"): the first sound after the
 * moment the page last drew (`rendered`, its tick), and how long from `current` (the corrected clock as the
 * timer is set) until its moment, 0 when that has passed. Measured from `rendered`, a timer set by an effect
 * that ran some time after its tick fired that much late, up to the next tick (issue 37).
 */
export function nextSoundTimer(
  plan: readonly PlannedSound[],
  rendered: number,
  current: number,
): { item: PlannedSound; delayMs: number } | null {
  const item = plan.find((each) => each.at > rendered);
  return item ? { item, delayMs: Math.max(0, item.at - current) } : null;
}
