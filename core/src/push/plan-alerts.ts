/**
 * Which alerts a worshipper gets on given days, and when (docs/outside-the-hall.md). Pure: the server
 * stores the result and sends each one once.
 */
import { instantOf } from '../calendar-feed/prayer-feed.js';
import type { DayPrayerView, Dst } from '../prayer/prayer.types.js';
import { dstMode } from '../time/dst.js';
import { parseIsoDate } from '../time/civil-date.js';
import { parseTimeOfDay } from '../time/zone.js';
import { formatTime12 } from '../time/display-format.js';
import { ALERT_PRAYERS, type AlertKind, type AlertPrayer, type AlertSettings } from './push-alerts.schema.js';

export interface PlannedAlert {
  date: string;
  prayer: AlertPrayer;
  kind: AlertKind;
  dueAt: Date;
  title: string;
  body: string;
}

const NAMES: Record<AlertPrayer, string> = {
  fajr: 'Fajr',
  dhuhr: 'Dhuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

export function planAlerts(input: {
  masjidName: string;
  zone: string;
  dst: Dst;
  days: readonly DayPrayerView[];
  alerts: AlertSettings;
  after: Date;
}): PlannedAlert[] {
  const mode = dstMode(input.dst);
  const planned: PlannedAlert[] = [];
  for (const day of input.days) {
    const date = parseIsoDate(day.date);
    if (!date) continue;
    const maghrib = parseTimeOfDay(day.maghrib) ?? 0;
    const at = (prayer: AlertPrayer, time: string) => {
      let minutes = parseTimeOfDay(time);
      if (minutes === undefined) return undefined;
      // An Isha written before Maghrib is after midnight, still this day's Isha.
      if (prayer === 'isha' && minutes < maghrib) minutes += 1440;
      return instantOf(date, minutes, input.zone, mode);
    };
    for (const prayer of ALERT_PRAYERS) {
      const wanted = input.alerts[prayer];
      const name = NAMES[prayer];
      const azan = at(prayer, day[prayer]);
      const iqamaTime = day[`${prayer}Iqama` as const];
      const iqama = iqamaTime ? at(prayer, iqamaTime) : undefined;
      const add = (kind: AlertKind, dueMs: number | undefined, title: string, body: string) => {
        if (dueMs !== undefined && dueMs > input.after.getTime())
          planned.push({ date: day.date, prayer, kind, dueAt: new Date(dueMs), title, body });
      };
      if (wanted.azan)
        add(
          'azan',
          azan,
          `${name} azan`,
          `It is time for ${name} at ${input.masjidName} (${formatTime12(day[prayer])}).`,
        );
      if (wanted.iqama && iqamaTime)
        add('iqama', iqama, `${name} iqama`, `${name} iqama now at ${input.masjidName} (${formatTime12(iqamaTime)}).`);
      if (wanted.beforeIqamaMinutes > 0 && iqama !== undefined) {
        add(
          'beforeIqama',
          iqama - wanted.beforeIqamaMinutes * 60_000,
          `${name} iqama in ${wanted.beforeIqamaMinutes} minutes`,
          `${name} iqama at ${input.masjidName} is at ${formatTime12(iqamaTime)}.`,
        );
      }
    }
  }
  return planned.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
