/**
 * One moment inside each phase of a day's prayers, for the admin's "Preview the screen" buttons
 * (docs/phases.md, "Preview any moment"): the middle of each phase, so the button shows that phase whatever
 * the settings, and a few minutes before each azan for the dashboard's own countdown.
 */
import { zonedNow } from '../zoned-clock.js';
import { slotPhases, type PhaseKind, type PhaseSlot } from './phase-at.js';
import type { PhaseSettings } from './phase-settings.js';
import { previewValue } from './preview-at.js';

export interface PhaseMoment {
  slot: PhaseSlot;
  kind: PhaseKind;
  /** Epoch ms, on a whole second. */
  at: number;
  /** The moment as `?at=` writes it. */
  value: string;
}

const BEFORE_AZAN_MS = 5 * 60_000;

export function phaseMoments(
  slots: readonly PhaseSlot[],
  settings: PhaseSettings,
  zone: string,
  date: string,
): PhaseMoment[] {
  const moments: PhaseMoment[] = [];
  if (!settings.enabled) return moments;
  const sorted = [...slots].sort((a, b) => a.azanAt - b.azanAt);
  sorted.forEach((slot, index) => {
    if (slot.date !== date) return;
    const previous = sorted[index - 1];
    const limit = sorted[index + 1]?.azanAt ?? Number.POSITIVE_INFINITY;
    // Before the azan only once the previous prayer's phases are over: where they run up to this azan
    // (a second Jumu'ah right after the first) the screen has no before-azan moment to show.
    const previousEnd = previous
      ? Math.max(previous.azanAt, ...slotPhases(previous, settings, slot.azanAt).map((phase) => phase.end))
      : Number.NEGATIVE_INFINITY;
    const candidates: Array<{ kind: PhaseKind; at: number }> = slotPhases(slot, settings, limit).map((phase) => ({
      kind: phase.kind,
      at: (phase.start + phase.end) / 2,
    }));
    if (previousEnd < slot.azanAt - 2000) {
      candidates.unshift({
        kind: 'before-azan',
        at: Math.max(slot.azanAt - BEFORE_AZAN_MS, (previousEnd + slot.azanAt) / 2),
      });
    }
    for (const candidate of candidates) {
      const at = Math.floor(candidate.at / 1000) * 1000;
      const wall = zonedNow(zone, at);
      moments.push({ slot, kind: candidate.kind, at, value: previewValue(wall.date, wall.secondsOfDay) });
    }
  });
  return moments;
}
