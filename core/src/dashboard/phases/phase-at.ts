/**
 * The one phase rule of a prayer-hall screen (docs/phases.md): given the prayers around now as real instants
 * and the masjid's phase settings, which phase the screen is in. Pure and cheap, so every screen runs it on
 * every clock tick (bench/phase-tick.ts) and the `?at=` preview runs it at a fixed instant.
 */
import type { EidKind } from '../../occasions/occasions.types.js';
import type { BlackoutMode, PhasePrayer, PhaseSettings } from './phase-settings.js';

/** One prayer of the day as the screen counts it: its azan and iqama as epoch milliseconds. */
export interface PhaseSlot {
  prayer: PhasePrayer;
  /** The day entry it belongs to, 'YYYY-MM-DD'. */
  date: string;
  /** The azan (for a second Jumu'ah session, its khutbah). */
  azanAt: number;
  /** The iqama (for Jumu'ah, the khutbah: the screen goes dark from there); equal to the azan when unknown. */
  iqamaAt: number;
  /** Jumu'ah only: the salah after the khutbah, shown on the cards; null when unknown. */
  salahAt: number | null;
  /** Jumu'ah and Eid: 1 for the first session (or Eid prayer of the day), 2 for the second... */
  session?: number;
  /** Eid only: which Eid. */
  eid?: EidKind;
  /**
   * When the full-screen card before the countdown ends, when it is not the azan card of the settings: an
   * Eid's card, or none at all (equal to `azanAt`) for a Jumu'ah session after the first.
   */
  cardUntil?: number;
}

export type PhaseKind = 'before-azan' | 'azan' | 'until-iqama' | 'prayer' | 'after-prayer';

export interface Phase {
  kind: PhaseKind;
  /** The prayer the phase is about: for before-azan the next prayer (null when none is known). */
  slot: PhaseSlot | null;
  /** When the phase began (epoch ms), null when unknown (before-azan with nothing before). */
  since: number | null;
  /** When it ends (epoch ms): the next azan for before-azan, else the phase's own end; null when unknown. */
  until: number | null;
  /** Prayer phase only: how the screen goes dark. */
  mode?: Exclude<BlackoutMode, 'off'>;
}

const MINUTE = 60_000;

/**
 * The phases of one slot in order, each a half-open interval (start, end] clipped at `limit` (the next
 * slot's azan). Also what the admin's "Preview the screen" buttons aim at.
 */
export function slotPhases(slot: PhaseSlot, settings: PhaseSettings, limit: number) {
  const prayer = settings.prayers[slot.prayer];
  const azanEnd = Math.min(slot.cardUntil ?? slot.azanAt + settings.azanMinutes * MINUTE, slot.iqamaAt);
  // The prayer's time is over after its duration even when its dark screen is off: the after-prayer card
  // waits for the congregation to finish rather than covering the prayer.
  const prayerEnd = slot.iqamaAt + prayer.minutes * MINUTE;
  // An Eid has no after-prayer card: the adhkar after an obligatory prayer are not said after the Eid salah.
  const afterEnd = prayerEnd + (slot.prayer === 'eid' ? 0 : settings.afterPrayerMinutes) * MINUTE;
  const phases: Array<{ kind: PhaseKind; start: number; end: number; mode?: Exclude<BlackoutMode, 'off'> }> = [
    { kind: 'azan', start: slot.azanAt, end: azanEnd },
    { kind: 'until-iqama', start: azanEnd, end: slot.iqamaAt },
  ];
  if (prayer.mode !== 'off') phases.push({ kind: 'prayer', start: slot.iqamaAt, end: prayerEnd, mode: prayer.mode });
  phases.push({ kind: 'after-prayer', start: prayerEnd, end: afterEnd });
  return phases
    .map((phase) => ({ ...phase, end: Math.min(phase.end, limit) }))
    .filter((phase) => phase.end > phase.start);
}

/**
 * The phase at `nowMs`. `slots` must be sorted by azan. A phase holds strictly after its start and up to
 * its end, so at the very instant of an azan the screen still shows what came before (docs/product-rules.md,
 * "Constants and formats": a time belongs to a period only strictly after it begins). A slot's phases never
 * run past the next slot's azan: where nights are short, Maghrib's after-prayer card gives way to Isha.
 */
// With the phases switched off (settings.enabled false) the screen is always before the next azan.
export function phaseAt(slots: readonly PhaseSlot[], settings: PhaseSettings, nowMs: number): Phase {
  let previous: PhaseSlot | null = null;
  let next: PhaseSlot | null = null;
  for (const slot of slots) {
    if (slot.azanAt < nowMs) previous = slot;
    else {
      next = slot;
      break;
    }
  }
  if (previous && settings.enabled) {
    const limit = next ? next.azanAt : Number.POSITIVE_INFINITY;
    let lastEnd = previous.azanAt;
    for (const phase of slotPhases(previous, settings, limit)) {
      if (phase.end < nowMs) lastEnd = Math.max(lastEnd, phase.end);
      if (phase.start < nowMs && nowMs <= phase.end) {
        return {
          kind: phase.kind,
          slot: previous,
          since: phase.start,
          until: phase.end,
          ...(phase.mode ? { mode: phase.mode } : {}),
        };
      }
    }
    return { kind: 'before-azan', slot: next, since: lastEnd, until: next ? next.azanAt : null };
  }
  return { kind: 'before-azan', slot: next, since: null, until: next ? next.azanAt : null };
}
