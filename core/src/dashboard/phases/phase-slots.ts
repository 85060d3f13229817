/**
 * The prayers around now as the phase rule counts them (docs/phases.md): yesterday's, today's and
 * tomorrow's five prayers at their real instants (a Maghrib or Isha after midnight included, as the prayer
 * table places them), with Zuhr replaced by the Jumu'ah sessions on a Friday.
 */
import { addDays } from '../../content/iso-day.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS } from '../../prayer/iqama.js';
import type { DayPrayerView } from '../../prayer/prayer.types.js';
import { entryInstant, entryOrNeighbour } from '../prayer-schedule.js';
import { zonedNow } from '../zoned-clock.js';
import type { FridaySession } from './friday-sessions.js';
import type { PhaseSlot } from './phase-at.js';

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
): PhaseSlot[] {
  const zuhrAzan = entryInstant(zone, date, 'dhuhr', entry.dhuhr);
  const list = sessions.length > 0 ? sessions : [{ khutbah: entry.dhuhrIqama || entry.dhuhr, salah: null }];
  const slots: PhaseSlot[] = [];
  list.forEach((session, index) => {
    const khutbah = entryInstant(zone, date, 'dhuhr', session.khutbah);
    if (!Number.isFinite(khutbah)) return;
    const salah = session.salah ? entryInstant(zone, date, 'dhuhr', session.salah) : Number.NaN;
    const azanAt = index === 0 && Number.isFinite(zuhrAzan) && zuhrAzan < khutbah ? zuhrAzan : khutbah;
    slots.push({
      prayer: 'jumuah',
      date,
      azanAt,
      iqamaAt: khutbah,
      salahAt: Number.isFinite(salah) ? salah : null,
      session: index + 1,
    });
  });
  return slots;
}

function daySlots(zone: string, entry: DayPrayerView, date: string, sessions: readonly FridaySession[]): PhaseSlot[] {
  const slots: PhaseSlot[] = [];
  for (const prayer of IQAMA_PRAYERS) {
    if (prayer === 'dhuhr' && isFriday(date)) {
      slots.push(...jumuahSlots(zone, entry, date, sessions));
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
): PhaseSlot[] {
  const { date } = zonedNow(zone, nowMs);
  const slots: PhaseSlot[] = [];
  for (const offset of [-1, 0, 1]) {
    const day = entryOrNeighbour(days, addDays(date, offset));
    if (day) slots.push(...daySlots(zone, day.entry, day.date, fridaySessions));
  }
  return slots.sort((a, b) => a.azanAt - b.azanAt);
}
