/**
 * A method's notes in the reader's language (docs/calculation-methods.md): where it is the usual method, where
 * many masjids also follow it, the authority's own minutes, its Isha and Maghrib rules, its rounding and the
 * published table it was checked against. Built from core's method table, so the list says what the
 * calculator does.
 */
import { countryNameOf } from '@core/masjid/countries.js';
import type { Language } from '@core/i18n/languages.js';
import type { MethodInfo } from '@core/prayer/methods.js';
import { render, text } from '../http/server-text.js';

const MINUTE_COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

function countryName(code: string, language: Language): string {
  if (language === 'en') return countryNameOf(code);
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? countryNameOf(code);
  } catch {
    return countryNameOf(code);
  }
}

function list(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** '+5', '−7', '+1.75' ('+1,75' in French): a few authorities' minutes are fractions (Qatar's sunset). */
function signed(minutes: number, language: Language): string {
  const size = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Math.abs(minutes));
  return minutes > 0 ? `+${size}` : `−${size}`;
}

/** The method's name in the reader's language where it has its own ("Ligue islamique mondiale"), else its usual name. */
export function methodName(method: MethodInfo, language: Language): string {
  if (language === 'en') return method.name;
  return render(language, text('server.method.name', { id: String(method.id) })).trim() || method.name;
}

export function methodNotes(method: MethodInfo, language: Language): string {
  const say = (key: Parameters<typeof text>[0], values?: Parameters<typeof text>[1]) =>
    render(language, text(key, values));
  const countries = (codes: readonly string[]) =>
    list(
      codes.map((code) => countryName(code, language)),
      language,
    );
  const sentences: string[] = [];
  if (method.countries.length > 0)
    sentences.push(say('server.method.usedIn', { countries: countries(method.countries) }));
  if (method.alsoIn.length > 0) sentences.push(say('server.method.alsoIn', { countries: countries(method.alsoIn) }));
  if (method.rule) sentences.push(say('server.method.rule', { rule: method.rule }));
  if (method.maghribAngle) sentences.push(say('server.method.maghribAngle', { angle: String(method.maghribAngle) }));
  if (method.ishaMinutes !== undefined) {
    sentences.push(
      method.ramadanIshaMinutes !== undefined
        ? say('server.method.ramadanIsha', {
            minutes: String(method.ishaMinutes),
            ramadan: String(method.ramadanIshaMinutes),
          })
        : say('server.method.ishaMinutes', { minutes: String(method.ishaMinutes) }),
    );
  }
  const minutes = MINUTE_COLUMNS.filter((column) => method.minutes[column] !== 0).map((column) =>
    say('server.method.minute', { column, minutes: signed(method.minutes[column], language) }),
  );
  if (minutes.length > 0) sentences.push(say('server.method.minutes', { minutes: list(minutes, language) }));
  if (method.sunOnceADay) sentences.push(say('server.method.sunOnceADay'));
  if (method.rounding === 'safe') sentences.push(say('server.method.roundedUp'));
  sentences.push(
    method.checked
      ? say('server.method.checked', {
          table: method.checked.table,
          within: String(method.checked.within),
          cells: String(method.checked.cells),
        })
      : say('server.method.notChecked'),
  );
  return sentences.join(' ');
}
