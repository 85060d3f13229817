import type { CalendarJumuah } from '@core/calendar/calendar.types.js';
import { LIGHT } from '@core/http/contract/light.js';
import { fridayLines } from '@core/calendar/friday-line.js';
import { columnLabel, DEFAULT_TERMINOLOGY, type Terminology } from '@core/hall-screen/terminology.js';
import { formatHijriDate, parseHijriString } from '@core/hijri/hijri.js';
import { settingEntries } from '@core/i18n/language-settings.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import type { DayPrayerView, MonthPrayers } from '@core/prayer/prayer.types.js';
import { TIME_COLUMNS, type TimeColumn } from '@core/prayer/time-columns.js';
import { parseIsoDate, weekday as weekdayOf } from '@core/time/civil-date.js';
import { call, query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { footer, startWidget, withLang } from '../shared/widget-page.js';

const localToday = () => {
  const now = new Date();
  return {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    iso: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
  };
};

let shown = { year: localToday().year, month: localToday().month };

/** A sidebar (docs/prayer-table.md "Calendar widget in a sidebar"); the same width as the CSS rule of widget.css. */
const SIDEBAR = window.matchMedia('(max-width: 479px)');

/** '5:28 am' with its 'am' in a span that a narrow sidebar hides, as printed timetables do. */
function time(locale: PublicLocale, value: string) {
  const text = locale.format.time(value);
  const match = / (am|pm)$/.exec(text);
  return match
    ? [h('bdi', {}, text.slice(0, match.index)), h('span', { class: 'mw-ampm' }, ` ${match[1]}`)]
    : [h('bdi', {}, text)];
}

function cell(locale: PublicLocale, day: DayPrayerView, column: TimeColumn) {
  const iqama = column.iqama ? String(day[column.iqama] ?? '') : '';
  return h(
    'td',
    {},
    ...time(locale, String(day[column.azan] ?? '')),
    iqama ? h('span', { class: 'mw-iqama' }, ...time(locale, iqama)) : null,
  );
}

/** 'Jumada Al-Awwal – Jumada Al-Thani 1448': the Hijri months of the table with their year, said once above it. */
function hijriSpan(locale: PublicLocale, month: MonthPrayers): string {
  const dates = month.prayers.map((day) => parseHijriString(day.hijriString)).filter((date) => date !== undefined);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return '';
  const year = (value: number) => locale.format.digits(String(value));
  const firstText = `${locale.hijriMonth(first.month)}${first.year !== last.year ? ` ${year(first.year)}` : ''}`;
  return first.month === last.month && first.year === last.year
    ? `${locale.hijriMonth(first.month)} ${year(first.year)}`
    : `${firstText} – ${locale.hijriMonth(last.month)} ${year(last.year)}`;
}

/** Under the table: what Fridays hold, since a sidebar has no room for a row of its own. */
function fridayNote(locale: PublicLocale, jumuah: CalendarJumuah | undefined) {
  const lines = fridayLines(jumuah, locale.timeInText, locale.fridayWords);
  if (lines.length === 0) return null;
  return h(
    'p',
    { class: 'mw-friday-note', 'data-testid': 'friday-note' },
    h('strong', {}, `${locale.prayer('jumuah')}: `),
    h('bdi', {}, lines.join(' | ')),
  );
}

/**
 * Every column fits a 320-430 px sidebar (docs/prayer-table.md "Calendar widget in a sidebar"): the Hijri
 * column gives the day (the months and year are named above the table), and narrow frames drop am/pm.
 */
function monthTable(
  locale: PublicLocale,
  month: MonthPrayers,
  todayIso: string,
  englishTerms: Terminology = DEFAULT_TERMINOLOGY,
) {
  const { t, format } = locale;
  const english = locale.language === 'en';
  const heading = (column: TimeColumn) =>
    english ? columnLabel(column.azan, englishTerms) : locale.prayer(column.azan);
  const hijriText = (hijri: ReturnType<typeof parseHijriString>) =>
    english ? formatHijriDate(hijri) : locale.hijriLong(hijri);
  return h(
    'div',
    { class: 'mw-scroll' },
    SIDEBAR.matches ? h('p', { class: 'mw-hijri-span', 'data-testid': 'hijri-span' }, hijriSpan(locale, month)) : null,
    h(
      'table',
      { class: 'mw-table mw-cal' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('widget.date')),
          SIDEBAR.matches && english
            ? h('th', { scope: 'col', title: 'Hijri' }, 'AH')
            : h('th', { scope: 'col' }, t('widget.hijri')),
          ...TIME_COLUMNS.map((column) => h('th', { scope: 'col' }, heading(column))),
        ),
      ),
      h(
        'tbody',
        {},
        ...month.prayers.map((day) => {
          const weekday = format.weekday(day.date);
          const date = parseIsoDate(day.date.slice(0, 10));
          const isFriday = date !== undefined && weekdayOf(date) === 5;
          const hijri = parseHijriString(day.hijriString);
          return h(
            'tr',
            {
              class:
                [day.date.slice(0, 10) === todayIso ? 'mw-today' : '', isFriday ? 'mw-friday' : '']
                  .filter(Boolean)
                  .join(' ') || undefined,
            },
            h(
              'td',
              {},
              h('span', { class: 'mw-weekday' }, english ? weekday.slice(0, 3) : weekday),
              ` ${format.digits(String(Number(day.date.slice(8, 10))))}`,
            ),
            // Wide: '12 Rajab 1448' as on the calendar page; in a sidebar the day, its month and year said above.
            h(
              'td',
              { 'data-column': 'hijri', title: hijriText(hijri) || undefined },
              hijri ? (SIDEBAR.matches ? format.digits(String(hijri.day)) : hijriText(hijri)) : '',
            ),
            ...TIME_COLUMNS.map((column) => cell(locale, day, column)),
          );
        }),
      ),
    ),
  );
}

/** calendar-widget?companyUrl=: one month of the masjid's timetable, with previous and next month buttons. */
void startWidget({
  async load(page) {
    const companyUrl = query('companyUrl');
    if (!companyUrl) return page.message((await page.words()).t('widget.needCompanyUrlCalendar'), true);
    const asked = shown;
    const answer = await call(LIGHT.CALENDAR, {
      params: { url: companyUrl, type: 'gregorian', year: asked.year },
      query: { month: asked.month },
    });
    const locale = await page.localize(
      settingEntries(answer.target?.language),
      answer.target?.language?.country ?? answer.target?.company?.address?.country,
    );
    // A month button was pressed while this answer travelled: the newer load draws that month; an older
    // answer arriving last must not bring the previous month back.
    if (shown !== asked) return;
    const { t } = locale;
    const month = answer.target?.monthPrayers[0];
    const move = (delta: number) => {
      const index = shown.year * 12 + (shown.month - 1) + delta;
      shown = { year: Math.floor(index / 12), month: (index % 12) + 1 };
      void this.load(page).catch(() => page.message(t('widget.monthLoadError'), true));
    };
    const title = locale.format.monthYear(shown.year, shown.month);
    render(
      page.root,
      h('h1', { class: 'mw-head' }, t('widget.calendarTitle')),
      h('p', { class: 'mw-sub' }, h('bdi', {}, answer.target?.company.name ?? '')),
      h(
        'div',
        { class: 'mw-nav' },
        h('button', { type: 'button', 'aria-label': t('widget.previousMonth'), 'data-move': '-1' }, t('widget.prev')),
        h('strong', { 'aria-live': 'polite' }, title),
        h('button', { type: 'button', 'aria-label': t('widget.nextMonth'), 'data-move': '1' }, t('widget.nextButton')),
      ),
      month && month.prayers.length
        ? monthTable(locale, month, localToday().iso, answer.target?.terminology)
        : h('p', { class: 'mw-message' }, t('widget.notSetUp')),
      month && month.prayers.length ? fridayNote(locale, answer.target?.jumuah) : null,
      footer({ href: withLang(`/calendar/${encodeURIComponent(companyUrl)}`), text: t('widget.fullCalendar') }),
    );
    SIDEBAR.onchange = () => void this.load(page).catch(() => page.message(t('widget.monthLoadError'), true));
    page.root
      .querySelectorAll<HTMLButtonElement>('button[data-move]')
      .forEach((button) => button.addEventListener('click', () => move(Number(button.dataset.move))));
  },
});
