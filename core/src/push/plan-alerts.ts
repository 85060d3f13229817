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

/** An alert's words in its subscription's language (the server's `alertTextsIn`); English when none is given. */
export interface AlertTexts {
  title(kind: AlertKind, prayer: AlertPrayer, minutesBefore: number): string;
  /** `time` is the timetable's 'HH:mm'. */
  body(kind: AlertKind, prayer: AlertPrayer, masjidName: string, time: string): string;
}

const NAMES: Record<AlertPrayer, string> = {
  fajr: 'Fajr',
  dhuhr: 'Dhuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

/** The English every alert has always had. */
export const ENGLISH_ALERT_TEXTS: AlertTexts = {
  title: (kind, prayer, minutes) =>
    kind === 'azan'
      ? `${NAMES[prayer]} azan`
      : kind === 'iqama'
        ? `${NAMES[prayer]} iqama`
        : `${NAMES[prayer]} iqama in ${minutes} minutes`,
  body: (kind, prayer, masjid, time) =>
    kind === 'azan'
      ? `It is time for ${NAMES[prayer]} at ${masjid} (${formatTime12(time)}).`
      : kind === 'iqama'
        ? `${NAMES[prayer]} iqama now at ${masjid} (${formatTime12(time)}).`
        : `${NAMES[prayer]} iqama at ${masjid} is at ${formatTime12(time)}.`,
};

export function planAlerts(input: {
  masjidName: string;
  zone: string;
  dst: Dst;
  days: readonly DayPrayerView[];
  alerts: AlertSettings;
  after: Date;
  texts?: AlertTexts;
}): PlannedAlert[] {
  const texts = input.texts ?? ENGLISH_ALERT_TEXTS;
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
      const azan = at(prayer, day[prayer]);
      const iqamaTime = day[`${prayer}Iqama` as const];
      const iqama = iqamaTime ? at(prayer, iqamaTime) : undefined;
      const add = (kind: AlertKind, dueMs: number | undefined, title: string, body: string) => {
        if (dueMs !== undefined && dueMs > input.after.getTime())
          planned.push({ date: day.date, prayer, kind, dueAt: new Date(dueMs), title, body });
      };
      if (wanted.azan)
        add('azan', azan, texts.title('azan', prayer, 0), texts.body('azan', prayer, input.masjidName, day[prayer]));
      if (wanted.iqama && iqamaTime)
        add('iqama', iqama, texts.title('iqama', prayer, 0), texts.body('iqama', prayer, input.masjidName, iqamaTime));
      if (wanted.beforeIqamaMinutes > 0 && iqama !== undefined && iqamaTime) {
        add(
          'beforeIqama',
          iqama - wanted.beforeIqamaMinutes * 60_000,
          texts.title('beforeIqama', prayer, wanted.beforeIqamaMinutes),
          texts.body('beforeIqama', prayer, input.masjidName, iqamaTime),
        );
      }
    }
  }
  return planned.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
