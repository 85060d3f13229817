/**
 * The display formats of display-format.ts in any public language (docs/languages.md#dates-times-and-digits).
 * English keeps display-format.ts's own strings exactly; other languages go through Intl: their month and
 * weekday names, their 12- or 24-hour clock, and their own digits when the masjid turns them on.
 * Inputs are the API's strings ('HH:mm', 'YYYY-MM-DD'); a malformed input gives ''.
 */
import { dateOrderOf, twelveHourClockOf, type DateOrder } from '../i18n/country-conventions.js';
import { LANGUAGE_FACTS, type Language } from '../i18n/languages.js';
import { GREGORIAN_MONTH_NAMES, parseIsoDate } from './civil-date.js';
import { formatDate, formatLongDate, formatShortDate, formatTime12, weekdayName } from './display-format.js';

export interface LocaleOptions {
  language: Language;
  /** Arabic-Indic (ar, ur) or Bengali (bn) digits instead of 0-9; ignored for languages written with 0-9. */
  nativeDigits?: boolean;
  /** The masjid's 12/24-hour choice; undefined follows the masjid's country, else the language's own custom. */
  hour12?: boolean;
  /**
   * The masjid's country (ISO code): its clock when the masjid chose none, and in English its date order
   * (4/12 in the UK, 12/4 in the US). docs/languages.md "Dates and clocks by country".
   */
  country?: string;
}

export interface LocalFormat {
  language: Language;
  /** The Intl numbering system in use: 'latn', or the language's own digits. */
  numberingSystem: string;
  /** '13:05' -> '1:05 pm' (en), '١:٠٥ م' (ar with its digits), '13:05' (fr). */
  time(time: string | null | undefined): string;
  /** A time split into the digits and the am/pm word, so the word can be set smaller; meridiem '' on a 24-hour clock. */
  timeParts(time: string | null | undefined): { time: string; meridiem: string };
  /** The am/pm word comes before the digits ('ÖÖ 5:55' in Turkish): timeParts' users keep the language's order. */
  meridiemFirst: boolean;
  shortDate(isoDate: string | null | undefined): string;
  /** '3/5/2026'. */
  date(isoDate: string | null | undefined): string;
  longDate(isoDate: string | null | undefined): string;
  weekday(isoDate: string | null | undefined): string;
  /** 'Thursday, March 5, 2026', in the language's order. */
  weekdayDate(isoDate: string | null | undefined): string;
  /** 'March 2026'. */
  monthYear(year: number, month: number): string;
  /** A Gregorian month's name, for menus. */
  monthName(month: number): string;
  /** Latin digits of a text (a countdown, a year) in the numbering system in use. */
  digits(text: string): string;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function utcTime(time: string | null | undefined): Date | null {
  const match = TIME.exec((time ?? '').trim());
  return match ? new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))) : null;
}

function utcDate(isoDate: string | null | undefined): Date | null {
  const date = parseIsoDate((isoDate ?? '').slice(0, 10));
  return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)) : null;
}

export function numberingSystemOf(options: LocaleOptions): string {
  return (options.nativeDigits && LANGUAGE_FACTS[options.language].nativeDigits) || 'latn';
}

/**
 * English dates in a day-first or year-first country: '4/12', '4/12/2026' (or '2026/12/4'), '4 December
 * 2026', 'Friday 4 December 2026', as British and Australian English write them.
 */
function englishDates(order: Exclude<DateOrder, 'mdy'>) {
  const at = (isoDate: string | null | undefined) => parseIsoDate((isoDate ?? '').slice(0, 10));
  const long = (isoDate: string | null | undefined) => {
    const date = at(isoDate);
    return date ? `${date.day} ${GREGORIAN_MONTH_NAMES[date.month - 1]} ${date.year}` : '';
  };
  return {
    shortDate: (isoDate: string | null | undefined) => {
      const date = at(isoDate);
      if (!date) return '';
      return order === 'ymd' ? `${date.month}/${date.day}` : `${date.day}/${date.month}`;
    },
    date: (isoDate: string | null | undefined) => {
      const date = at(isoDate);
      if (!date) return '';
      return order === 'ymd' ? `${date.year}/${date.month}/${date.day}` : `${date.day}/${date.month}/${date.year}`;
    },
    longDate: long,
    weekdayDate: (isoDate: string | null | undefined) =>
      long(isoDate) && weekdayName(isoDate) ? `${weekdayName(isoDate)} ${long(isoDate)}` : '',
  };
}

export function localFormat(options: LocaleOptions): LocalFormat {
  const { language } = options;
  const numberingSystem = numberingSystemOf(options);
  // English with its own clock keeps the exact strings every English page has always shown.
  const classicEnglish = language === 'en' && numberingSystem === 'latn';
  const order = dateOrderOf(options.country);
  const englishDayFirst =
    classicEnglish && options.country !== undefined && order !== 'mdy' ? englishDates(order) : null;
  const tag = `${language}-u-nu-${numberingSystem}`;
  const dateFormat = (fields: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...fields, timeZone: 'UTC' });
  // The masjid's choice, else its country's clock, else the language's.
  const hour12 = options.hour12 ?? twelveHourClockOf(options.country);
  const hourCycle = hour12 === undefined ? {} : { hour12 };
  const twelveHours = dateFormat({ hour: 'numeric', ...hourCycle }).resolvedOptions().hour12 === true;
  // A 24-hour clock writes its hours with two digits (05:07), as French and Turkish timetables print them.
  const clock = dateFormat({ hour: twelveHours ? 'numeric' : '2-digit', minute: '2-digit', ...hourCycle });
  const short = dateFormat({ month: 'numeric', day: 'numeric' });
  const numeric = dateFormat({ year: 'numeric', month: 'numeric', day: 'numeric' });
  const long = dateFormat({ year: 'numeric', month: 'long', day: 'numeric' });
  const weekdayOnly = dateFormat({ weekday: 'long' });
  const full = dateFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const monthYearFormat = dateFormat({ year: 'numeric', month: 'long' });
  const monthOnly = dateFormat({ month: 'long' });
  const digitFormat = new Intl.NumberFormat(tag, { useGrouping: false });
  const nativeDigits = Array.from({ length: 10 }, (_, digit) => digitFormat.format(digit));
  const digits = (text: string) =>
    numberingSystem === 'latn' ? text : text.replace(/\d/g, (digit) => nativeDigits[Number(digit)]!);
  const english12 = classicEnglish && hour12 !== false;

  const timeParts = (time: string | null | undefined) => {
    if (english12) {
      const [clockText = '', meridiem = ''] = formatTime12(time).split(' ');
      return { time: clockText, meridiem };
    }
    const date = utcTime(time);
    if (!date) return { time: '', meridiem: '' };
    const parts = clock.formatToParts(date);
    const meridiem = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
    const text = parts
      .filter((part) => part.type !== 'dayPeriod')
      .map((part) => part.value)
      .join('')
      .trim();
    return { time: text, meridiem };
  };

  const sampleParts = clock.formatToParts(new Date(Date.UTC(2000, 0, 1, 5, 55)));
  const meridiemFirst =
    !english12 &&
    sampleParts.findIndex((part) => part.type === 'dayPeriod') >= 0 &&
    sampleParts.findIndex((part) => part.type === 'dayPeriod') < sampleParts.findIndex((part) => part.type === 'hour');

  return {
    language,
    numberingSystem,
    meridiemFirst,
    time: (time) => {
      if (english12) return formatTime12(time);
      const date = utcTime(time);
      return date ? clock.format(date) : '';
    },
    timeParts,
    shortDate: (isoDate) => {
      if (englishDayFirst) return englishDayFirst.shortDate(isoDate);
      if (classicEnglish) return formatShortDate(isoDate);
      const date = utcDate(isoDate);
      return date ? short.format(date) : '';
    },
    date: (isoDate) => {
      if (englishDayFirst) return englishDayFirst.date(isoDate);
      if (classicEnglish) return formatDate(isoDate);
      const date = utcDate(isoDate);
      return date ? numeric.format(date) : '';
    },
    longDate: (isoDate) => {
      if (englishDayFirst) return englishDayFirst.longDate(isoDate);
      if (classicEnglish) return formatLongDate(isoDate);
      const date = utcDate(isoDate);
      return date ? long.format(date) : '';
    },
    weekday: (isoDate) => {
      if (classicEnglish) return weekdayName(isoDate);
      const date = utcDate(isoDate);
      return date ? weekdayOnly.format(date) : '';
    },
    weekdayDate: (isoDate) => {
      if (englishDayFirst) return englishDayFirst.weekdayDate(isoDate);
      if (classicEnglish)
        return isoDate && weekdayName(isoDate) ? `${weekdayName(isoDate)}, ${formatLongDate(isoDate)}` : '';
      const date = utcDate(isoDate);
      return date ? full.format(date) : '';
    },
    monthYear: (year, month) => {
      if (classicEnglish) return `${GREGORIAN_MONTH_NAMES[month - 1] ?? ''} ${year}`;
      return monthYearFormat.format(new Date(Date.UTC(year, month - 1, 1)));
    },
    monthName: (month) =>
      classicEnglish
        ? (GREGORIAN_MONTH_NAMES[month - 1] ?? '')
        : monthOnly.format(new Date(Date.UTC(2000, month - 1, 1))),
    digits,
  };
}
