import type { DashboardData } from '../../core/src/dashboard/dashboard-data.js';
import { getJson, query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { dashboardPath, dateHeading, nextLineText, runSchedule, todayTable, WIDGET_REFRESH_MS } from '../shared/today.js';
import { footer, startWidget } from '../shared/widget-page.js';

/** prayer-time-widget?companyId=: a compact list of today's azan and iqama times. */
let stop = () => {};

startWidget({
  refreshMs: WIDGET_REFRESH_MS,
  async load(page) {
    const companyId = query('companyId');
    if (!companyId) return page.message('Add ?companyId= (the masjid id) to show its prayer times.', true);
    const data = await getJson<DashboardData>(dashboardPath({ companyId }));
    stop();
    const title = h('h1', { class: 'mw-head' }, data.company.name);
    const next = h('p', { class: 'mw-next-line', 'data-testid': 'next-line' });
    stop = runSchedule(
      data,
      (state) => {
        if (!state.today) {
          render(page.root, title, h('p', { class: 'mw-message' }, 'Prayer time not setup. Please contact dashboard admin.'));
          return;
        }
        render(page.root, title, dateHeading(state), todayTable(state), next, footer());
      },
      (state, now) => {
        next.textContent = nextLineText(state, now);
      },
    );
  },
});
