import { addDays } from '../../content/iso-day.js';
import type { EidKind } from '../../occasions/occasions.types.js';
import type { DayPrayerView } from '../../prayer/prayer.types.js';
import { entryInstant, type PrayerEvent } from '../prayer-schedule.js';
import { zonedNow } from '../zoned-clock.js';
import type { PhaseSlot } from './phase-at.js';

/** What the header countdown counts to (docs/phases.md, "Fridays"). */
export interface CountdownTarget {
  /** 'jumuah' on a Friday's noon prayer, 'eid' for an Eid salah, else the prayer of the timetable. */
  prayer: PrayerEvent['prayer'] | 'jumuah' | 'eid';
  /** 'khutbah' stands for the iqama on a Friday: the hall is seated from the khutbah on. */
  kind: 'azan' | 'iqama' | 'khutbah' | 'salah';
  /** Eid only: which Eid. */
  eid?: EidKind;
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
  days: readonly DayPrayerView[] = [],
): { azan: CountdownTarget | null; iqama: CountdownTarget | null; eid: CountdownTarget | null } {
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
    iqama = { prayer: 'jumuah', kind: 'khutbah', at: coming.iqamaAt, time: wallTime(zone, coming.iqamaAt) };
  }
  return { azan, iqama, eid: eidTarget(slots, zone, nowMs, days) };
}

function wallTime(zone: string, instant: number): string {
  const wall = zonedNow(zone, instant);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}

/** Without the eve's Maghrib in the timetable, the evening before an Eid is taken to start at 18:00. */
const EVENING = '18:00';

/**
 * The Eid salah the header counts to (docs/phases.md, "Eid"): from the Maghrib before the Eid (the Islamic
 * day begins at sunset) the next Eid prayer of that day still to come; null at any other time.
 */
export function eidTarget(
  slots: readonly PhaseSlot[],
  zone: string,
  nowMs: number,
  days: readonly DayPrayerView[],
): CountdownTarget | null {
  const coming = slots
    .filter((slot) => slot.prayer === 'eid' && slot.iqamaAt > nowMs)
    .sort((a, b) => a.iqamaAt - b.iqamaAt)[0];
  if (!coming) return null;
  const eve = addDays(coming.date, -1);
  const maghrib = days.find((day) => day.date.slice(0, 10) === eve)?.maghrib;
  const evening = maghrib ? entryInstant(zone, eve, 'maghrib', maghrib) : Number.NaN;
  const from = Number.isFinite(evening) ? evening : entryInstant(zone, eve, 'sunrise', EVENING);
  if (nowMs <= from) return null;
  return { prayer: 'eid', kind: 'salah', eid: coming.eid!, at: coming.iqamaAt, time: wallTime(zone, coming.iqamaAt) };
}
