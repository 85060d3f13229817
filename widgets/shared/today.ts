import type { DashboardData } from '../../core/src/dashboard/dashboard-data.js';
import { DASHBOARD_ROWS, PRAYER_LABELS, scheduleAt, type ScheduleState } from '../../core/src/dashboard/prayer-schedule.js';
import { formatHijriLong } from '../../core/src/hijri/hijri.js';
import { formatCountdown, formatLongDate, formatTime12, weekdayName } from '../../core/src/time/display-format.js';
import { h } from './dom.js';

export const WIDGET_DAYS = 2;
/** Fresh data every 30 minutes; the day rolls over from the two days already loaded. */
export const WIDGET_REFRESH_MS = 30 * 60_000;

export function dashboardPath(by: { companyUrl: string } | { companyId: string }): string {
  const base = 'companyUrl' in by ? `/api/dashboard/${encodeURIComponent(by.companyUrl)}` : `/api/dashboard/companyId/${encodeURIComponent(by.companyId)}`;
  return `${base}?days=${WIDGET_DAYS}&lite=true`;
}

/** A website link only for http(s) addresses: a stored value never becomes a javascript: link. */
export function safeHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : undefined;
}

export function dateHeading(state: ScheduleState): HTMLElement {
  const hijri = formatHijriLong(state.today?.hijriString);
  return h('p', { class: 'mw-date' }, `${weekdayName(state.date)}, ${formatLongDate(state.date)}`, hijri ? h('small', {}, hijri) : null);
}

/** Today's azan and iqama table with the current prayer and the next one marked. */
export function todayTable(state: ScheduleState): HTMLElement {
  const today = state.today!;
  const rows = DASHBOARD_ROWS.map((row) => {
    const isCurrent = row.key !== 'sunrise' && state.current === row.key;
    const isNext = row.key !== 'sunrise' && !isCurrent && state.next === row.key;
    return h(
      'tr',
      { class: isCurrent ? 'mw-current' : isNext ? 'mw-next' : undefined, 'data-prayer': row.key },
      h('td', {}, row.label, isNext ? h('span', { class: 'mw-tag' }, 'Next') : null),
      h('td', {}, formatTime12(today[row.key])),
      h('td', {}, row.iqama ? formatTime12(today[row.iqama]) : ''),
    );
  });
  return h(
    'table',
    { class: 'mw-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Prayer'), h('th', { scope: 'col' }, 'Azan'), h('th', { scope: 'col' }, 'Iqama'))),
    h('tbody', {}, ...rows),
  );
}

/** 'Next: Asr azan 3:45 pm in 1:02:03 · Iqama 3:55 pm in 1:12:03'. */
export function nextLineText(state: ScheduleState, nowMs: number): string {
  const parts: string[] = [];
  if (state.nextAzan) {
    parts.push(`${PRAYER_LABELS[state.nextAzan.prayer]} azan ${formatTime12(state.nextAzan.time)} in ${formatCountdown(state.nextAzan.at - nowMs)}`);
  }
  if (state.nextIqama) {
    parts.push(`${PRAYER_LABELS[state.nextIqama.prayer]} iqama ${formatTime12(state.nextIqama.time)} in ${formatCountdown(state.nextIqama.at - nowMs)}`);
  }
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
    const nextKey = `${state.date}|${state.current}|${state.next}|${state.nextIqama?.at}`;
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
