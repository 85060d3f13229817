/**
 * Everything a public page or widget needs to speak a masjid's language (docs/languages.md): its words,
 * its prayer names from the glossary, its date and time formats, and the second language of a bilingual
 * screen. English keeps the masjid's own choice of words (docs/hall-screen.md#terminology).
 */
import type { NameValue } from '../api-types.js';
import { iqamaWord, prayerLabel, terminologyOf, type Terminology } from '../hall-screen/terminology.js';
import {
  formatHijriDayMonth,
  formatHijriLong,
  hijriMonthName,
  parseHijriString,
  type HijriDate,
} from '../hijri/hijri.js';
import type { FridayWords } from '../occasions/jumuah-sessions.js';
import type { PrayerName } from '../prayer/prayer.types.js';
import { localFormat, type LocalFormat } from '../time/localized-format.js';
import type { MessageKey, Namespace, TermKey } from './catalog-types.js';
import type { CompiledCatalog } from './compiled-catalog.js';
import { languageSetting, type LanguageSetting } from './language-settings.js';
import type { Language } from './languages.js';
import { loadCatalogs, translatorFor, type MessageValues } from './translator.js';

export type NamedPrayer = PrayerName | 'sunrise' | 'jumuah';

export interface PublicLocale {
  language: Language;
  dir: 'ltr' | 'rtl';
  /** A message in this language; digits in it follow the masjid's digits setting. */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * A message split around one of its placeholders (`slot`), so a page can set that value in its own
   * element (bold, isolated) wherever the language puts it: [text before, text after].
   */
  around(key: MessageKey, slot: string, values?: MessageValues): [string, string];
  format: LocalFormat;
  /** A time of day ('HH:mm') inside a sentence: isolated on a right-to-left page, so '5:40 PM' keeps its order. */
  timeInText(time: string): string;
  /** The words of the table headings and running text: the masjid's in English, the glossary's otherwise. */
  terms: Terminology;
  prayer(name: NamedPrayer): string;
  /** 'iqama' in running text ('Asr iqama in 5:00'). */
  iqamaWord: string;
  azanWord: string;
  khutbahWord: string;
  /** 'Khutbah' and 'Salah' of a Friday line ('Khutbah 12:30 pm · Salah 1:00 pm'), from the glossary in every language. */
  fridayWords: FridayWords;
  hijriLong(value: HijriDate | string | null | undefined): string;
  hijriDayMonth(value: HijriDate | string | null | undefined): string;
  /** A Hijri month's name (1-12), from the glossary. */
  hijriMonth(month: number): string;
  /** The second language of a bilingual screen, or null. */
  second: PublicLocale | null;
}

function hijriOf(value: HijriDate | string | null | undefined): HijriDate | undefined {
  return typeof value === 'string' || value == null ? parseHijriString(value) : value;
}

/** A locale over catalogs already loaded. */
export function publicLocaleFor(
  setting: LanguageSetting,
  messages: CompiledCatalog,
  configurations: readonly NameValue[] | undefined,
  second: PublicLocale | null = null,
): PublicLocale {
  const { language } = setting;
  const translator = translatorFor(language, messages);
  const format = localFormat({
    language,
    nativeDigits: setting.nativeDigits,
    ...(setting.timeFormat ? { hour12: setting.timeFormat === '12h' } : {}),
    ...(setting.country ? { country: setting.country } : {}),
  });
  const t = (key: MessageKey, values?: MessageValues) => format.digits(translator.t(key, values));
  const term = (key: TermKey) => translator.t(key);
  const english = language === 'en';
  const hijriMonth = (month: number) => (english ? hijriMonthName(month) : term(`term.hijri${month}` as TermKey));
  const around = (key: MessageKey, slot: string, values?: MessageValues): [string, string] => {
    const [before = '', after = ''] = t(key, { ...values, [slot]: '\u0000' }).split('\u0000');
    return [before, after];
  };
  const terms: Terminology = english
    ? terminologyOf(configurations)
    : {
        dhuhr: term('term.dhuhr'),
        sunrise: term('term.sunrise'),
        jumuah: term('term.jumuah'),
        iqama: term('term.iqama'),
      };
  const prayer = (name: NamedPrayer) =>
    name === 'jumuah' ? terms.jumuah : english ? prayerLabel(name, terms) : term(`term.${name}`);
  return {
    language,
    dir: translator.dir,
    t,
    around,
    format,
    timeInText: (time) => (translator.dir === 'rtl' ? `\u2068${format.time(time)}\u2069` : format.time(time)),
    terms,
    prayer,
    iqamaWord: english ? iqamaWord(terms) : terms.iqama,
    azanWord: english ? 'azan' : term('term.azan'),
    khutbahWord: english ? 'khutbah' : term('term.khutbah'),
    fridayWords: { khutbah: term('term.khutbah'), salah: term('term.salah') },
    hijriLong: (value) => {
      if (english) return formatHijriLong(value);
      const hijri = hijriOf(value);
      return hijri
        ? t('term.hijriDate', { day: String(hijri.day), month: hijriMonth(hijri.month), year: String(hijri.year) })
        : '';
    },
    hijriDayMonth: (value) => {
      if (english) return formatHijriDayMonth(value);
      const hijri = hijriOf(value);
      return hijri ? `${format.digits(String(hijri.day))} ${hijriMonth(hijri.month)}` : '';
    },
    hijriMonth,
    second,
  };
}

/**
 * Loads the catalogs a page needs for the masjid's settings (`?lang=` first) and builds its locale,
 * with the second language's glossary when the masjid has one. `country` is the masjid's: its dates and
 * clock (docs/languages.md "Dates and clocks by country").
 */
export async function loadPublicLocale(
  configurations: readonly NameValue[] | undefined,
  override: string | null | undefined,
  namespaces: readonly Namespace[],
  country?: string | null,
): Promise<PublicLocale> {
  const setting = languageSetting(configurations, override, country);
  const [messages, secondMessages] = await Promise.all([
    loadCatalogs(setting.language, namespaces),
    setting.secondLanguage ? loadCatalogs(setting.secondLanguage, ['terms']) : null,
  ]);
  const second =
    setting.secondLanguage && secondMessages
      ? publicLocaleFor(
          { ...setting, language: setting.secondLanguage, secondLanguage: null },
          secondMessages,
          configurations,
        )
      : null;
  return publicLocaleFor(setting, messages, configurations, second);
}
