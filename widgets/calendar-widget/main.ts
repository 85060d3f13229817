import { parseHijriString } from '../../core/src/hijri/hijri.js';
import type { DayPrayerView, MonthPrayers } from '../../core/src/prayer/prayer.types.js';
import { TIME_COLUMNS, type TimeColumn } from '../../core/src/prayer/time-columns.js';
import { GREGORIAN_MONTH_NAMES } from '../../core/src/time/civil-date.js';
import { formatTime12, weekdayName } from '../../core/src/time/display-format.js';
import { getJson, query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { footer, startWidget } from '../shared/widget-page.js';

interface CalendarAnswer {
  successful: boolean;
  target?: { company: { name: string; url: string }; monthPrayers: MonthPrayers[] };
}

const localToday = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, iso: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}` };
};

let shown = { year: localToday().year, month: localToday().month };

function cell(day: DayPrayerView, column: TimeColumn) {
  const iqama = column.iqama ? formatTime12(String(day[column.iqama] ?? '')) : '';
  return h('td', {}, formatTime12(String(day[column.azan] ?? '')), iqama ? h('span', { class: 'mw-iqama' }, iqama) : null);
}

function monthTable(month: MonthPrayers, todayIso: string) {
  return h(
    'div',
    { class: 'mw-scroll' },
    h(
      'table',
      { class: 'mw-table mw-cal' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Date'), h('th', { scope: 'col' }, 'Hijri'), ...TIME_COLUMNS.map((column) => h('th', { scope: 'col' }, column.label)))),
      h(
        'tbody',
        {},
        ...month.prayers.map((day) => {
          const hijri = parseHijriString(day.hijriString);
          return h(
            'tr',
            { class: day.date.slice(0, 10) === todayIso ? 'mw-today' : undefined },
            h('td', {}, `${weekdayName(day.date).slice(0, 3)} ${Number(day.date.slice(8, 10))}`),
            h('td', {}, hijri ? `${hijri.day}/${hijri.month}` : ''),
            ...TIME_COLUMNS.map((column) => cell(day, column)),
          );
        }),
      ),
    ),
  );
}

/** calendar-widget?companyUrl=: one month of the masjid's timetable, with previous and next month buttons. */
startWidget({
  async load(page) {
    const companyUrl = query('companyUrl');
    if (!companyUrl) return page.message('Add ?companyUrl= (the masjid dashboard address) to show its calendar.', true);
    const answer = await getJson<CalendarAnswer>(
      `/api/calendar/companyUrl/${encodeURIComponent(companyUrl)}/type/gregorian/year/${shown.year}?month=${shown.month}`,
    );
    const month = answer.target?.monthPrayers[0];
    const move = (delta: number) => {
      const index = shown.year * 12 + (shown.month - 1) + delta;
      shown = { year: Math.floor(index / 12), month: (index % 12) + 1 };
      void this.load(page).catch(() => page.message('Could not load that month.', true));
    };
    const title = `${GREGORIAN_MONTH_NAMES[shown.month - 1]} ${shown.year}`;
    render(
      page.root,
      h('h1', { class: 'mw-head' }, 'Salah Calendar'),
      h('p', { class: 'mw-sub' }, answer.target?.company.name ?? ''),
      h(
        'div',
        { class: 'mw-nav' },
        h('button', { type: 'button', 'aria-label': 'Previous month', 'data-move': '-1' }, '‹ Prev'),
        h('strong', { 'aria-live': 'polite' }, title),
        h('button', { type: 'button', 'aria-label': 'Next month', 'data-move': '1' }, 'Next ›'),
      ),
      month && month.prayers.length ? monthTable(month, localToday().iso) : h('p', { class: 'mw-message' }, 'Prayer time not setup. Please contact dashboard admin.'),
      footer({ href: `/calendar/${encodeURIComponent(companyUrl)}`, text: 'Full calendar and print view' }),
    );
    page.root.querySelectorAll<HTMLButtonElement>('button[data-move]').forEach((button) =>
      button.addEventListener('click', () => move(Number(button.dataset.move))),
    );
  },
});
