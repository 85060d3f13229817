/**
 * `?at=YYYY-MM-DDTHH:mm` (seconds optional) on a public dashboard: the masjid-local moment a preview shows
 * (docs/phases.md, "Preview any moment"). Read in the masjid's zone, so an admin abroad previews the
 * masjid's 13:00, not their own.
 */
import { isRealIsoDate } from '../../content/iso-day.js';
import { zonedInstant } from '../zoned-clock.js';

const AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant (epoch ms) of a preview moment, or null when the value is absent or not a real moment. */
export function previewInstant(value: string | null | undefined, zone: string): number | null {
  const match = AT.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, date, hour, minute, second = '00'] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (!isRealIsoDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const instant = zonedInstant(zone, date, `${hour}:${minute}`);
  return Number.isFinite(instant) ? instant + Number(second) * 1000 : null;
}

/** A moment as `?at=` writes it, in the masjid's wall clock: 'YYYY-MM-DDTHH:mm:ss'. */
export function previewValue(date: string, secondsOfDay: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(secondsOfDay / 3600);
  const minutes = Math.floor((secondsOfDay % 3600) / 60);
  return `${date}T${pad(hours)}:${pad(minutes)}:${pad(secondsOfDay % 60)}`;
}
