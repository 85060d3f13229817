import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { hijriForSchedule } from '@core/hall-screen/hijri-at-maghrib.js';
import { DASHBOARD_ROWS, scheduleAt, type ScheduleState } from '@core/dashboard/prayer-schedule.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { formatCountdown } from '@core/time/display-format.js';
import { h } from './dom.js';
import { LIGHT } from '@core/http/contract/light.js';
import type { MasjidRef } from '@core/http/contract/paths.js';
import { call } from './api.js';

export const WIDGET_DAYS = 2;
/** Fresh data every 30 minutes; the day rolls over from the two days already loaded. */
export const WIDGET_REFRESH_MS = 30 * 60_000;

/** The masjid's dashboard answer for a widget: two days, without reminders and images. */
export function readDashboard(by: MasjidRef): Promise<DashboardData> {
  const query = { days: WIDGET_DAYS, lite: true };
  return 'companyUrl' in by
    ? call(LIGHT.DASHBOARD_BY_URL, { params: by, query })
    : call(LIGHT.DASHBOARD_BY_ID, { params: by, query });
}

/** A website link only for http(s) addresses: a stored value never becomes a javascript: link. */
export function safeHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : undefined;
}

/** The date the table shows: today, or tomorrow after Isha's iqama (the same rule as the dashboard). */
function shownDate(state: ScheduleState): string {
  return (state.shown ?? state.today)?.date.slice(0, 10) ?? state.date;
}

/** With `data`, the Hijri date turns at Maghrib when the masjid chose so (docs/hall-screen.md). */
export function dateHeading(locale: PublicLocale, state: ScheduleState, data?: DashboardData): HTMLElement {
  const hijri = locale.hijriLong(
    data ? hijriForSchedule(state, data, Date.now()) : (state.shown ?? state.today)?.hijriString,
  );
  const date = shownDate(state);
  const label = `${date > state.date ? `${locale.t('widget.tomorrow')} · ` : ''}${locale.format.weekdayDate(date)}`;
  return h('p', { class: 'mw-date', 'data-testid': 'widget-date' }, label, hijri ? h('small', {}, hijri) : null);
}

/** The shown day's azan and iqama table with the current prayer and the next one marked. */
export function todayTable(locale: PublicLocale, state: ScheduleState): HTMLElement {
  const { t, format, terms } = locale;
  // Times are isolated (bdi) so a right-to-left widget keeps their digits and am/pm in order.
  const time = (value: string | null | undefined) => h('bdi', {}, format.time(value));
  const today = (state.shown ?? state.today)!;
  const changed = new Set<string>(state.changed);
  const rows = DASHBOARD_ROWS.map((row) => {
    const isCurrent = row.key !== 'sunrise' && state.currentRow === row.key;
    const isNext = row.key !== 'sunrise' && !isCurrent && state.nextRow === row.key;
    return h(
      'tr',
      { class: isCurrent ? 'mw-current' : isNext ? 'mw-next' : undefined, 'data-prayer': row.key },
      h('td', {}, locale.prayer(row.key), isNext ? h('span', { class: 'mw-tag' }, t('widget.next')) : null),
      h('td', {}, time(today[row.key])),
      h(
        'td',
        row.iqama && changed.has(row.iqama) ? { 'data-changed': 'true', title: t('widget.newTitle') } : {},
        row.iqama ? time(today[row.iqama]) : '',
        row.iqama && changed.has(row.iqama) ? h('span', { class: 'mw-tag' }, t('widget.new')) : null,
      ),
    );
  });
  return h(
    'table',
    { class: 'mw-table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('widget.prayer')),
        h('th', { scope: 'col' }, locale.language === 'en' ? 'Azan' : t('term.azan')),
        h('th', { scope: 'col' }, terms.iqama),
      ),
    ),
    h('tbody', {}, ...rows),
  );
}

/** 'Next: Asr azan 3:45 pm in 1:02:03 · Iqama 3:55 pm in 1:12:03'. */
export function nextLineText(locale: PublicLocale, state: ScheduleState, nowMs: number): string {
  const { t, format } = locale;
  const isolate = (text: string) => (locale.dir === 'rtl' ? `\u2068${text}\u2069` : text);
  const part = (prayer: Parameters<PublicLocale['prayer']>[0], word: string, time: string, at: number) =>
    t('widget.nextPart', {
      what: t('widget.target', { prayer: locale.prayer(prayer), word }),
      time: isolate(format.time(time)),
      remaining: isolate(format.digits(formatCountdown(at - nowMs))),
    });
  const parts: string[] = [];
  if (state.nextAzan) parts.push(part(state.nextAzan.prayer, locale.azanWord, state.nextAzan.time, state.nextAzan.at));
  if (state.nextIqama)
    parts.push(part(state.nextIqama.prayer, locale.iqamaWord, state.nextIqama.time, state.nextIqama.at));
  return parts.join(' · ');
}

/**
 * Re-renders `draw` whenever the schedule changes (a new prayer, midnight) and the countdown every second.
 * Returns a function that stops the ticking (before new data is drawn).
 */
export function runSchedule(
  data: DashboardData,
  draw: (state: ScheduleState) => void,
  tick: (state: ScheduleState, nowMs: number) => void,
): () => void {
  let key = '';
  const step = () => {
    const now = Date.now();
    const state = scheduleAt(data.days, data.timezoneId, now);
    const nextKey = `${state.date}|${state.shown?.date}|${state.currentRow}|${state.nextRow}|${state.nextIqama?.at}`;
    if (nextKey !== key) {
      key = nextKey;
      draw(state);
    }
    tick(state, now);
  };
  step();
  const interval = setInterval(step, 1000);
  return () => clearInterval(interval);
}
