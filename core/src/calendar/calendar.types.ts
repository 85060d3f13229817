import type { Masjid } from '../api-types.js';
import type { Terminology } from '../hall-screen/terminology.js';
import type { LanguageSetting } from '../i18n/language-settings.js';
import type { JumuahSession } from '../occasions/occasions.types.js';
import type { MonthPrayers } from '../prayer/prayer.types.js';

/** What the calendar shows on each Friday: the masjid's Jumu'ah sessions, or its Jum'ah text when it has none. */
export interface CalendarJumuah {
  sessions: JumuahSession[];
  /** The `jumah_prayer` configuration ('1:30 pm and 2:30 pm'), '' when not set. */
  text: string;
}

/** The calendar's two kinds of month (docs/product-rules.md, "Constants and formats"). */
export type CalendarType = 'gregorian' | 'hijri';

export const CALENDAR_TYPE_VALUES: readonly CalendarType[] = ['gregorian', 'hijri'];

/** GET /api/calendar/companyUrl/{companyUrl}/type/{type}/year/{year}[?month=]: the page and the widget read it. */
export interface CalendarAnswer {
  successful: boolean;
  message?: string;
  /**
   * `terminology` and `hijriAtMaghrib`: the masjid's choices (docs/hall-screen.md); `jumuah`: what Fridays show
   * (docs/prayer-table.md "Fridays in the calendar"); `timeZone`: the masjid's IANA zone, named beside the
   * tables; `language`: its language settings with its time format (docs/languages.md). Absent from older
   * servers.
   */
  target?: {
    company: Masjid;
    monthPrayers: MonthPrayers[];
    terminology?: Terminology;
    hijriAtMaghrib?: boolean;
    jumuah?: CalendarJumuah;
    timeZone?: string;
    language?: LanguageSetting;
  };
}
