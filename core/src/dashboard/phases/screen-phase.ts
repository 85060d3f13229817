/**
 * What a prayer-hall screen shows at an instant, from the dashboard's data: the one entry point the web
 * dashboard, the desktop app (which renders the same dashboard) and the `?at=` preview call on every tick.
 */
import type { EidPrayer } from '../../occasions/occasions.types.js';
import type { DayPrayerView } from '../../prayer/prayer.types.js';
import type { FridaySession } from './friday-sessions.js';
import { phaseAt, type Phase } from './phase-at.js';
import type { PhaseSettings } from './phase-settings.js';
import { phaseSlots } from './phase-slots.js';

export interface ScreenPhaseInput {
  days: readonly DayPrayerView[];
  zone: string;
  nowMs: number;
  settings: PhaseSettings;
  /** The Jumu'ah sessions of a Friday, first session first. */
  fridaySessions?: readonly FridaySession[];
  /** The masjid's Eid prayers (docs/jumuah-eid-ramadan.md); those of today and the days around it count. */
  eidPrayers?: readonly EidPrayer[];
}

export function screenPhaseAt(input: ScreenPhaseInput): Phase {
  const slots = phaseSlots(input.days, input.zone, input.nowMs, input.fridaySessions, {
    settings: input.settings,
    eidPrayers: input.eidPrayers ?? [],
  });
  return phaseAt(slots, input.settings, input.nowMs);
}
