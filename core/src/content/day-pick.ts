import { dayNumber } from './iso-day.js';

/** Large prime stride: consecutive days land far apart in the list, and every entry comes up once per cycle. */
const STRIDE = 7919;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Index of the entry for a date: the same for everyone on that date, a different one the next day. */
export function indexForDay(length: number, isoDate: string): number {
  if (length <= 0) return -1;
  const stride = gcd(STRIDE, length) === 1 ? STRIDE : 1;
  const day = dayNumber(isoDate);
  return (((day * stride) % length) + length) % length;
}

export function pickForDay<T>(list: readonly T[], isoDate: string): T | undefined {
  return list[indexForDay(list.length, isoDate)];
}

/** The list started at the day's entry, so a rotation shown on a screen begins somewhere new each day. */
export function rotateForDay<T>(list: readonly T[], isoDate: string): T[] {
  const start = indexForDay(list.length, isoDate);
  return start <= 0 ? [...list] : [...list.slice(start), ...list.slice(0, start)];
}
