import type { PrayerEvent } from '../prayer-schedule.js';
import { zonedNow } from '../zoned-clock.js';
import type { PhaseSlot } from './phase-at.js';

/** What the header countdown counts to (docs/phases.md, "Fridays"). */
export interface CountdownTarget {
  /** 'jumuah' on a Friday's noon prayer, else the prayer of the timetable. */
  prayer: PrayerEvent['prayer'] | 'jumuah';
  /** 'khutbah' stands for the iqama on a Friday: the hall is seated from the khutbah on. */
  kind: 'azan' | 'iqama' | 'khutbah';
  at: number;
  /** 'HH:mm' */
  time: string;
}

const plain = (event: PrayerEvent | null): CountdownTarget | null =>
  event && { prayer: event.prayer, kind: event.kind, at: event.at, time: event.time };

/**
 * The header's next azan and next iqama, with Friday's Dhuhr read as Jumu'ah: its azan is the Jumu'ah
 * azan, and instead of Dhuhr's iqama it counts to the khutbah of the next session still to come (the
 * phases' own slots, so header and full-screen cards agree).
 */
export function countdownTargets(
  next: { nextAzan: PrayerEvent | null; nextIqama: PrayerEvent | null },
  slots: readonly PhaseSlot[],
  zone: string,
  nowMs: number,
): { azan: CountdownTarget | null; iqama: CountdownTarget | null } {
  const jumuahOn = (date: string) => slots.filter((slot) => slot.prayer === 'jumuah' && slot.date === date);
  const azan = plain(next.nextAzan);
  if (azan && next.nextAzan!.prayer === 'dhuhr' && jumuahOn(next.nextAzan!.date).length > 0) azan.prayer = 'jumuah';
  // Friday's Dhuhr iqama is not counted: the khutbah of the next session still to come is, when it comes first.
  const dhuhrOnFriday = next.nextIqama?.prayer === 'dhuhr' && jumuahOn(next.nextIqama.date).length > 0;
  let iqama = dhuhrOnFriday ? null : plain(next.nextIqama);
  const coming = slots
    .filter((slot) => slot.prayer === 'jumuah' && slot.iqamaAt > nowMs)
    .sort((a, b) => a.iqamaAt - b.iqamaAt)[0];
  if (coming && (!iqama || coming.iqamaAt < iqama.at)) {
    const wall = zonedNow(zone, coming.iqamaAt);
    iqama = {
      prayer: 'jumuah',
      kind: 'khutbah',
      at: coming.iqamaAt,
      time: `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`,
    };
  }
  return { azan, iqama };
}
