/**
 * A masjid's Hijri calendar (docs/jumuah-eid-ramadan.md, "The month as the masjid declares it"): the
 * months it (or the council it follows) declared first, Umm al-Qura with its day adjustment second.
 *
 * A declaration is the answer given on the 29th of a month about the next one: `sighted` (the next month
 * starts the day after the 29th) or `not-sighted` (this month has 30 days). It sets that month's actual
 * start from the start of the month before, so every month keeps 29 or 30 days whatever the sequence of
 * declarations. A month nobody declared starts where Umm al-Qura (with the adjustment) starts it, moved
 * by a day where that would make the month before 28 or 31 days long: the calendar joins Umm al-Qura
 * again within a month or two, never by a month of the wrong length.
 */
import { fromDayNumber, toDayNumber, type CivilDate } from '../time/civil-date.js';
import { formatHijriString, hijriMonthStart, normalizeHijriAdjustment, toHijri, type HijriDate } from './hijri.js';

export type MonthDecision = 'sighted' | 'not-sighted';

/** One month's declared start, as the calendar reads it (a council's answer already resolved). */
export interface DeclaredMonth {
  hijriYear: number;
  /** 1-12: the month whose start is declared. */
  hijriMonth: number;
  decision: MonthDecision;
}

/** What a screen needs to count the masjid's Hijri dates: it travels in the dashboard answer. */
export interface HijriCalendarData {
  adjustment: number;
  declarations: readonly DeclaredMonth[];
}

export interface HijriCalendar {
  readonly data: HijriCalendarData;
  /** Equal for two calendars that count every day alike: for caches. */
  readonly key: string;
  toHijri(date: CivilDate): HijriDate;
  hijriString(date: CivilDate): string;
  /** The Gregorian date of day 1 of a Hijri month. */
  monthStart(year: number, month: number): CivilDate;
  /** Every Gregorian day of a Hijri month, in order (29 or 30). */
  monthDays(year: number, month: number): CivilDate[];
  /** 29 or 30. */
  monthLength(year: number, month: number): number;
}

const SHORT = 29;
const LONG = 30;
/** How far after the last declaration the calendar may still differ from Umm al-Qura before it joins it. */
const JOIN_WITHIN_MONTHS = 24;

const indexOf = (year: number, month: number) => year * 12 + (month - 1);
const yearOf = (index: number) => Math.floor(index / 12);
const monthOf = (index: number) => (index % 12) + 1;

const baselineStarts = new Map<string, number>();

/** Day number of day 1 of month `index` on Umm al-Qura moved by `adjustment` (remembered: Intl is slow). */
function baselineStart(index: number, adjustment: number): number {
  const key = `${index}|${adjustment}`;
  let start = baselineStarts.get(key);
  if (start === undefined) {
    start = toDayNumber(hijriMonthStart(yearOf(index), monthOf(index), adjustment));
    if (baselineStarts.size > 20_000) baselineStarts.clear();
    baselineStarts.set(key, start);
  }
  return start;
}

/** The declarations as a month index -> decision map, the last one given for a month winning. */
function decisionsOf(declarations: readonly DeclaredMonth[]): Map<number, MonthDecision> {
  const decisions = new Map<number, MonthDecision>();
  for (const declaration of declarations) {
    const { hijriYear, hijriMonth, decision } = declaration;
    if (!Number.isInteger(hijriYear) || !Number.isInteger(hijriMonth) || hijriMonth < 1 || hijriMonth > 12) continue;
    if (decision !== 'sighted' && decision !== 'not-sighted') continue;
    decisions.set(indexOf(hijriYear, hijriMonth), decision);
  }
  return decisions;
}

export function hijriCalendar(input: Partial<HijriCalendarData> = {}): HijriCalendar {
  const adjustment = normalizeHijriAdjustment(input.adjustment ?? 0);
  const decisions = decisionsOf(input.declarations ?? []);
  const declared = [...decisions.keys()].sort((a, b) => a - b);
  const data: HijriCalendarData = {
    adjustment,
    declarations: declared.map((index) => ({
      hijriYear: yearOf(index),
      hijriMonth: monthOf(index),
      decision: decisions.get(index)!,
    })),
  };
  const key = JSON.stringify([adjustment, declared.map((index) => [index, decisions.get(index)])]);

  // The months whose start differs from Umm al-Qura's, walked from the month before the first declaration
  // until the calendar has joined Umm al-Qura again after the last one.
  const moved = new Map<number, number>();
  if (declared.length > 0) {
    const first = declared[0]!;
    const last = declared[declared.length - 1]!;
    let previous = baselineStart(first - 1, adjustment);
    for (let index = first; index <= last + JOIN_WITHIN_MONTHS; index += 1) {
      const decision = decisions.get(index);
      const baseline = baselineStart(index, adjustment);
      const length = decision
        ? decision === 'sighted'
          ? SHORT
          : LONG
        : Math.min(LONG, Math.max(SHORT, baseline - previous));
      const start = previous + length;
      if (start !== baseline) moved.set(index, start);
      else if (index > last) break;
      previous = start;
    }
  }

  const startOf = (index: number) => moved.get(index) ?? baselineStart(index, adjustment);

  function toHijriDate(date: CivilDate): HijriDate {
    const baseline = toHijri(date, adjustment);
    if (moved.size === 0) return baseline;
    const around = indexOf(baseline.year, baseline.month);
    if (!moved.has(around - 1) && !moved.has(around) && !moved.has(around + 1)) return baseline;
    const day = toDayNumber(date);
    for (let index = around - 1; index <= around + 1; index += 1) {
      const start = startOf(index);
      if (day >= start && day < startOf(index + 1))
        return { year: yearOf(index), month: monthOf(index), day: day - start + 1 };
    }
    return baseline;
  }

  return {
    data,
    key,
    toHijri: toHijriDate,
    hijriString: (date) => formatHijriString(toHijriDate(date)),
    monthStart: (year, month) => fromDayNumber(startOf(indexOf(year, month))),
    monthLength: (year, month) => startOf(indexOf(year, month) + 1) - startOf(indexOf(year, month)),
    monthDays(year, month) {
      const index = indexOf(year, month);
      const days: CivilDate[] = [];
      for (let day = startOf(index); day < startOf(index + 1); day += 1) days.push(fromDayNumber(day));
      return days;
    },
  };
}

/** Umm al-Qura with the adjustment only: a masjid that declared nothing. */
export function adjustedCalendar(adjustment: number | string | undefined): HijriCalendar {
  return hijriCalendar({ adjustment: normalizeHijriAdjustment(adjustment) });
}

/** The month a declaration on the 29th of (year, month) is about: the next one. */
export function nextHijriMonth(year: number, month: number): { hijriYear: number; hijriMonth: number } {
  return month === 12 ? { hijriYear: year + 1, hijriMonth: 1 } : { hijriYear: year, hijriMonth: month + 1 };
}

/** The month before (year, month). */
export function previousHijriMonth(year: number, month: number): { hijriYear: number; hijriMonth: number } {
  return month === 1 ? { hijriYear: year - 1, hijriMonth: 12 } : { hijriYear: year, hijriMonth: month - 1 };
}

/** A day adjustment alone (the older callers) or a whole calendar with its declarations. */
export type HijriCount = number | HijriCalendar;

const adjustedOnly = new Map<number, HijriCalendar>();

/** The calendar a count stands for: an adjustment alone is Umm al-Qura moved by it. */
export function calendarOf(count: HijriCount | undefined): HijriCalendar {
  if (typeof count === 'object') return count;
  const adjustment = normalizeHijriAdjustment(count ?? 0);
  let calendar = adjustedOnly.get(adjustment);
  if (!calendar) {
    calendar = hijriCalendar({ adjustment });
    adjustedOnly.set(adjustment, calendar);
  }
  return calendar;
}
