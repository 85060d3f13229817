import type { MessageKey } from '@core/i18n/catalog-types.js';
import { renderCoded } from '@core/i18n/render-coded.js';
import type { MessageValues, Translator } from '@core/i18n/translator.js';
import { localFormat } from '@core/time/localized-format.js';
import { codeOf } from '@core/validation/coded-message.js';

/**
 * The shared schemas' and the server's field messages are English (core's validation); a field shows the
 * usual ones in the admin's language (docs/languages.md "Admin app"). English, and any message not listed
 * here, is shown as written.
 */
const PROBLEMS: ReadonlyArray<[RegExp, MessageKey, (match: RegExpExecArray) => MessageValues]> = [
  [/^Must be a number$/, 'settings.problem.number', () => ({})],
  [/^Must not be negative$/, 'settings.problem.negative', () => ({})],
  [/^Must be a whole number$/, 'settings.problem.whole', () => ({})],
  [
    /^Must be a whole number from (-?\d+) to (-?\d+)$/,
    'settings.problem.wholeBetween',
    (m) => ({ min: m[1]!, max: m[2]! }),
  ],
  [/^Must be from (-?\d+) to (-?\d+)$/, 'settings.problem.between', (m) => ({ min: m[1]!, max: m[2]! })],
  [/^Must be at most ([\d,]+) characters$/, 'settings.problem.characters', (m) => ({ max: m[1]! })],
  [/^Must be at most ([\d,]+)$/, 'settings.problem.atMost', (m) => ({ max: m[1]! })],
  [/^Must be one of (.+)$/, 'settings.problem.oneOf', (m) => ({ values: m[1]! })],
  [/^Must be an https:\/\/ address$/, 'settings.problem.https', () => ({})],
  [/^Must be a single line of text$/, 'settings.problem.singleLine', () => ({})],
  [/^Remove control characters$/, 'settings.problem.controlCharacters', () => ({})],
  [/^Remove invisible or direction-changing characters/, 'settings.problem.hiddenFormatting', () => ({})],
  [/^Enter a real date \(YYYY-MM-DD\)$/, 'settings.problem.realDate', () => ({})],
  [/^Enter a date between (\d+) and (\d+)$/, 'settings.problem.dateBetween', (m) => ({ min: m[1]!, max: m[2]! })],
  [/^Date is required$/, 'settings.problem.dateRequired', () => ({})],
  [/^.+ is required$/, 'settings.problem.required', () => ({})],
  [/^Session must be from 1 to 4$/, 'settings.problem.session', () => ({})],
  [/^The end date must not be before the start date$/, 'settings.problem.endBeforeStart', () => ({})],
  [/^The salah must be after the khutbah$/, 'settings.problem.salahAfterKhutbah', () => ({})],
  [/^Each session starts after the one before it$/, 'settings.problem.sessionOrder', () => ({})],
  [/^Each time is after the one before it$/, 'settings.problem.timeOrder', () => ({})],
  [/^Use a time like 13:30 or 1:30 pm, or leave empty$/, 'settings.problem.timeOrEmpty', () => ({})],
  [/^Use a time like 13:30 or 1:30 pm$/, 'settings.problem.time', () => ({})],
  [/^Must be a whole number of minutes$/, 'settings.problem.wholeMinutes', () => ({})],
  [/^Must be at most (\d+) minutes$/, 'settings.problem.minutes', (m) => ({ max: m[1]! })],
  [/^Write a text or remove it$/, 'settings.problem.emptyText', () => ({})],
];

/** core's notFridayMessage: 'Jumu'ah is on a Friday; 2026-03-02 is a Monday'. */
const NOT_FRIDAY = /^Jumu'ah is on a Friday; (\d{4}-\d{2}-\d{2}) is an? \w+$/;

export function localizeProblem(message: string, { t, language }: Pick<Translator, 't' | 'language'>): string {
  if (language === 'en') return message;
  const notFriday = NOT_FRIDAY.exec(message);
  if (notFriday)
    return t('settings.jummah.notFriday', {
      date: notFriday[1]!,
      weekday: localFormat({ language }).weekday(notFriday[1]!),
    });
  for (const [pattern, key, values] of PROBLEMS) {
    const match = pattern.exec(message);
    if (match) return t(key, values(match));
  }
  return recordedProblem(message, t) ?? message;
}

/**
 * A message a shared schema recorded with its `server` key when it wrote it (core/src/validation/
 * coded-message.ts), in the admin's language: the words the server answers for the same value. The
 * admin app loads the `server` catalog with its own (ADMIN_NAMESPACES).
 */
export function recordedProblem(message: string, t: Translator['t']): string | undefined {
  const code = codeOf(message);
  return code ? renderCoded(code, t) : undefined;
}
