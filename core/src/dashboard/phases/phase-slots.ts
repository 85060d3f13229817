/**
 * The prayers around now as the phase rule counts them (docs/phases.md): yesterday's, today's and
 * tomorrow's five prayers at their real instants (a Maghrib or Isha after midnight included, as the prayer
 * table places them), with Zuhr replaced by the Jumu'ah sessions on a Friday, and the Eid prayers of those days.
 */
import { addDays } from '../../content/iso-day.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS } from '../../prayer/iqama.js';
import type { DayPrayerView } from '../../prayer/prayer.types.js';
import { entryInstant, entryOrNeighbour } from '../prayer-schedule.js';
import { zonedNow } from '../zoned-clock.js';
import type { EidPrayer } from '../../occasions/occasions.types.js';
import type { FridaySession } from './friday-sessions.js';
import type { PhaseSlot } from './phase-at.js';
import { DEFAULT_PHASE_SETTINGS, type PhaseSettings } from './phase-settings.js';

const MINUTE = 60_000;

/** What else shapes the slots: the masjid's phase settings and its Eid prayers. */
export interface SlotOptions {
  settings?: PhaseSettings;
  eidPrayers?: readonly EidPrayer[];
}

/**
 * Where the full-screen sequence of a later session (a second Jumu'ah, a second Eid prayer) starts: `lead`
 * before its own start, but never inside the dark screen of the session before it, and never after its own start.
 */
function laterStart(start: number, lead: number, previousDarkEnd: number): number {
  return Math.min(start, Math.max(start - lead, previousDarkEnd));
}

/** Friday by the calendar date itself, so no zone can move it. */
export function isFriday(isoDate: string): boolean {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 5;
}

/**
 * A Friday's Jumu'ah slots. The first session's azan is the day's Zuhr azan (when it comes before the
 * khutbah); a later session has no azan of its own, so its countdown runs straight to its khutbah. Without
 * sessions the day's Zuhr iqama stands for the khutbah.
 */
function jumuahSlots(
  zone: string,
  entry: DayPrayerView,
  date: string,
  sessions: readonly FridaySession[],
  settings: PhaseSettings,
): PhaseSlot[] {
  const dark = settings.prayers.jumuah.minutes * MINUTE;
  const zuhrAzan = entryInstant(zone, date, 'dhuhr', entry.dhuhr);
  const list = sessions.length > 0 ? sessions : [{ khutbah: entry.dhuhrIqama || entry.dhuhr, salah: null }];
  const slots: PhaseSlot[] = [];
  list.forEach((session, index) => {
    const khutbah = entryInstant(zone, date, 'dhuhr', session.khutbah);
    if (!Number.isFinite(khutbah)) return;
    const salah = session.salah ? entryInstant(zone, date, 'dhuhr', session.salah) : Number.NaN;
    const previous = slots.at(-1);
    const salahAt = Number.isFinite(salah) ? salah : null;
    if (previous) {
      // A later session has no azan of its own: a full-screen countdown to its khutbah (docs/phases.md, "Fridays").
      const azanAt = laterStart(khutbah, settings.jumuahCountdownMinutes * MINUTE, previous.iqamaAt + dark);
      slots.push({ prayer: 'jumuah', date, azanAt, cardUntil: azanAt, iqamaAt: khutbah, salahAt, session: index + 1 });
      return;
    }
    const azanAt = Number.isFinite(zuhrAzan) && zuhrAzan < khutbah ? zuhrAzan : khutbah;
    slots.push({ prayer: 'jumuah', date, azanAt, iqamaAt: khutbah, salahAt, session: index + 1 });
  });
  return slots;
}

/**
 * The Eid prayers of `date` (docs/phases.md, "Eid"): each salah time a slot whose card and countdown come
 * before it and whose dark screen covers the salah and the khutbah.
 */
function eidSlots(zone: string, date: string, eidPrayers: readonly EidPrayer[], settings: PhaseSettings): PhaseSlot[] {
  const slots: PhaseSlot[] = [];
  const countdown = settings.eidCountdownMinutes * MINUTE;
  const lead = countdown + settings.eidCardMinutes * MINUTE;
  const dark = settings.prayers.eid.minutes * MINUTE;
  for (const prayer of eidPrayers) {
    if (prayer.date !== date) continue;
    for (const time of prayer.times) {
      const salah = entryInstant(zone, date, 'sunrise', time);
      if (!Number.isFinite(salah)) continue;
      const previous = slots.at(-1);
      const azanAt = previous ? laterStart(salah, lead, previous.iqamaAt + dark) : salah - lead;
      const cardUntil = Math.max(azanAt, salah - countdown);
      slots.push({
        prayer: 'eid',
        eid: prayer.eid,
        date,
        azanAt,
        cardUntil,
        iqamaAt: salah,
        salahAt: salah,
        session: slots.length + 1,
      });
    }
  }
  return slots;
}

function daySlots(
  zone: string,
  entry: DayPrayerView,
  date: string,
  sessions: readonly FridaySession[],
  settings: PhaseSettings,
): PhaseSlot[] {
  const slots: PhaseSlot[] = [];
  for (const prayer of IQAMA_PRAYERS) {
    if (prayer === 'dhuhr' && isFriday(date)) {
      slots.push(...jumuahSlots(zone, entry, date, sessions, settings));
      continue;
    }
    const azanAt = entryInstant(zone, date, prayer, entry[prayer]);
    if (!Number.isFinite(azanAt)) continue;
    const iqama = entryInstant(zone, date, prayer, entry[IQAMA_COLUMN[prayer]]);
    // An iqama missing or before its azan (it cannot be saved so, but a screen must not break) counts as the azan.
    const iqamaAt = Number.isFinite(iqama) && iqama >= azanAt ? iqama : azanAt;
    slots.push({ prayer, date, azanAt, iqamaAt, salahAt: null });
  }
  return slots;
}

/**
 * Slots of yesterday, today and tomorrow in the masjid's zone, sorted by azan. `fridaySessions` are the
 * Jumu'ah sessions of any Friday among them (docs/phases.md, "Fridays").
 */
export function phaseSlots(
  days: readonly DayPrayerView[],
  zone: string,
  nowMs: number,
  fridaySessions: readonly FridaySession[] = [],
  { settings = DEFAULT_PHASE_SETTINGS, eidPrayers = [] }: SlotOptions = {},
): PhaseSlot[] {
  const { date } = zonedNow(zone, nowMs);
  const slots: PhaseSlot[] = [];
  for (const offset of [-1, 0, 1]) {
    const day = entryOrNeighbour(days, addDays(date, offset));
    if (day) slots.push(...daySlots(zone, day.entry, day.date, fridaySessions, settings));
    slots.push(...eidSlots(zone, addDays(date, offset), eidPrayers, settings));
  }
  return slots.sort((a, b) => a.azanAt - b.azanAt);
}
