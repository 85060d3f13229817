/**
 * Display formats of docs/product-rules.md ("Constants and formats"), shared by the dashboard, calendar, frame and widgets.
 * Inputs are the API's own strings ('HH:mm' times, 'YYYY-MM-DD' dates); a malformed input gives '',
 * never an exception (docs/product-rules.md ("Validation"): invalid input gives an empty result).
 */
import { GREGORIAN_MONTH_NAMES, parseIsoDate, weekday } from './civil-date.js';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '13:05' -> '1:05 pm'; hour 0 shows 12 ('00:10' -> '12:10 am'); noon is pm ('12:00' -> '12:00 pm'). */
export function formatTime12(time: string | null | undefined): string {
  const match = TIME.exec((time ?? '').trim());
  if (!match) return '';
  const hour = Number(match[1]);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${match[2]} ${hour < 12 ? 'am' : 'pm'}`;
}

/** How a masjid writes times (docs/volunteer.md "Time formats"): '5:45 pm' or '17:45'. */
export type TimeFormat = '12h' | '24h';
export const TIME_FORMATS: readonly TimeFormat[] = ['12h', '24h'];

/**
 * A time of day as the masjid writes it: '13:05' -> '1:05 pm' (12h) or '13:05' (24h). Every table of times
 * (dashboard, calendar, widgets, Salah tab) formats through this one function; '' for a malformed time.
 */
export function formatTime(time: string | null | undefined, format: TimeFormat = '12h'): string {
  if (format === '12h') return formatTime12(time);
  const match = TIME.exec((time ?? '').trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
}

function civil(isoDate: string | null | undefined) {
  return parseIsoDate((isoDate ?? '').slice(0, 10));
}

/** Short date month/day: '3/5'. */
export function formatShortDate(isoDate: string | null | undefined): string {
  const date = civil(isoDate);
  return date ? `${date.month}/${date.day}` : '';
}

/** Date month/day/year: '3/5/2026'. */
export function formatDate(isoDate: string | null | undefined): string {
  const date = civil(isoDate);
  return date ? `${date.month}/${date.day}/${date.year}` : '';
}

/** Long date: 'March 5, 2026'. */
export function formatLongDate(isoDate: string | null | undefined): string {
  const date = civil(isoDate);
  return date ? `${GREGORIAN_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}` : '';
}

/** 'Thursday' for a civil date. */
export function weekdayName(isoDate: string | null | undefined): string {
  const date = civil(isoDate);
  return date ? WEEKDAY_NAMES[weekday(date)]! : '';
}

/** Elapsed or remaining time: 'mm:ss' under an hour, 'h:mm:ss' from an hour on; negative counts as 0. */
export function formatElapsed(milliseconds: number): string {
  const total = Number.isFinite(milliseconds) ? Math.max(0, Math.floor(milliseconds / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A countdown in whole seconds still to go (rounded up): it reads 00:00 only when the moment has come. */
export function formatCountdown(milliseconds: number): string {
  return formatElapsed(Number.isFinite(milliseconds) ? Math.ceil(milliseconds / 1000) * 1000 : 0);
}
