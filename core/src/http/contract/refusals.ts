import { coded } from '../../validation/coded-message.js';

/**
 * The contract's refusals of a path or query value (docs/api.md, "The contract"): each keeps the English
 * the routes have always answered and records its `server` catalog key, so the server answers it in the
 * requester's language (docs/languages.md, "Server messages"). A value's name as written in the address
 * (`year`, `limit`) stays as it is in every language; only Month and Day are words.
 */

const QUERY_PARAMETER = 'Query parameter ';

/** `${label} must be a whole number from ${min} to ${max}.` */
export function wholeNumberRefusal(label: string, min: number, max: number): string {
  const english = `${label} must be a whole number from ${min} to ${max}.`;
  const range = { min: String(min), max: String(max) };
  if (label === 'Month') return coded(english, 'server.query.monthNumber', range);
  if (label === 'Day') return coded(english, 'server.query.dayNumber', range);
  if (label.startsWith(QUERY_PARAMETER))
    return coded(english, 'server.query.parameterWholeNumber', { name: label.slice(QUERY_PARAMETER.length), ...range });
  return coded(english, 'server.query.wholeNumber', { name: label, ...range });
}

/** `Query parameter ${name} must be true or false.` */
export function trueOrFalseRefusal(name: string): string {
  return coded(`Query parameter ${name} must be true or false.`, 'server.query.trueOrFalse', { name });
}

export const CALENDAR_TYPE_REFUSAL = coded(
  "Calendar type must be 'gregorian' or 'hijri'.",
  'server.query.calendarType',
);

/** `Year must be from ${min} to ${max} for a ${type} calendar.` */
export function calendarYearRefusal(min: number, max: number, type: string): string {
  return coded(`Year must be from ${min} to ${max} for a ${type} calendar.`, 'server.query.calendarYear', {
    min: String(min),
    max: String(max),
    type,
  });
}

export const CALENDAR_MONTH_REFUSAL = coded(
  'Month must be from 1 to 12 (or empty for all months).',
  'server.query.calendarMonth',
);

export const HISTORY_CURSOR_REFUSAL = coded(
  'before must be the nextCursor of an earlier page.',
  'server.query.historyBefore',
);

/** `entity must be one or more of ${kinds} (comma separated).` */
export function historyEntityRefusal(kinds: readonly string[]): string {
  const list = kinds.join(', ');
  return coded(`entity must be one or more of ${list} (comma separated).`, 'server.query.historyEntity', {
    kinds: list,
  });
}

export const FROM_DATE_REFUSAL = coded(
  'from must be a date YYYY-MM-DD between 1900 and 2200.',
  'server.query.fromDate',
);

export const DATE_QUERY_REFUSAL = coded(
  'Query parameter date must be a date like 2026-05-15 (years 2000 to 2100).',
  'server.query.dateParameter',
);

/** `There is no February 29 in ${year}.`: the one-day read's refusal once the year is known. */
export function noFebruary29Refusal(year: number): string {
  return coded(`There is no February 29 in ${year}.`, 'server.query.noFebruary29', { year: String(year) });
}
