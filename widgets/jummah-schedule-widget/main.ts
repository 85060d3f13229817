import { upcomingJummahs } from '../../core/src/content/jummah.js';
import { configurationValue } from '../../core/src/configuration/definitions.js';
import type { DashboardData } from '../../core/src/dashboard/dashboard-data.js';
import { zonedNow } from '../../core/src/dashboard/zoned-clock.js';
import { formatLongDate } from '../../core/src/time/display-format.js';
import { getJson, query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { dashboardPath, WIDGET_REFRESH_MS } from '../shared/today.js';
import { footer, startWidget } from '../shared/widget-page.js';

/** At most this many upcoming Fridays; a long list belongs on the masjid's own page. */
const MAX_ENTRIES = 8;

/** jummah-schedule-widget?companyId=: the coming Jumu'ah dates and their khateebs (SPEC.md section 5 rule). */
startWidget({
  refreshMs: WIDGET_REFRESH_MS,
  async load(page) {
    const companyId = query('companyId');
    if (!companyId) return page.message("Add ?companyId= (the masjid id) to show its Jumu'ah schedule.", true);
    const data = await getJson<DashboardData>(dashboardPath({ companyId }));
    const today = zonedNow(data.timezoneId, Date.now()).date;
    const entries = upcomingJummahs(data.centralControl.jummahs, today).slice(0, MAX_ENTRIES);
    const jumahText = configurationValue(data.customConfigurations, 'jumah_prayer');
    render(
      page.root,
      h('h1', { class: 'mw-head' }, "Jumu'ah Schedule"),
      h('p', { class: 'mw-sub' }, data.company.name),
      jumahText ? h('p', { class: 'mw-jummah' }, h('strong', {}, 'Prayer: '), jumahText) : null,
      entries.length
        ? h(
            'ul',
            { class: 'mw-list' },
            ...entries.map((entry) => h('li', {}, h('span', { class: 'mw-khateeb' }, entry.khateeb), h('span', { class: 'mw-when' }, formatLongDate(entry.date)))),
          )
        : h('p', { class: 'mw-message' }, 'No khateeb scheduled yet.'),
      footer(),
    );
  },
});
