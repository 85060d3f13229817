import { jummahLine, nextJummah } from '../../core/src/content/jummah.js';
import { configurationValue } from '../../core/src/configuration/definitions.js';
import type { DashboardData } from '../../core/src/dashboard/dashboard-data.js';
import { getJson, query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { dashboardPath, dateHeading, nextLineText, runSchedule, safeHref, todayTable, WIDGET_REFRESH_MS } from '../shared/today.js';
import { footer, startWidget } from '../shared/widget-page.js';

/** dashboard-widget?companyUrl=: a masjid's day at a glance: today's times, the next prayer, the next khateeb. */
let stop = () => {};

startWidget({
  refreshMs: WIDGET_REFRESH_MS,
  async load(page) {
    const companyUrl = query('companyUrl');
    if (!companyUrl) return page.message('Add ?companyUrl= (the masjid dashboard address) to show its prayer times.', true);
    const data = await getJson<DashboardData>(dashboardPath({ companyUrl }));
    stop();
    const website = safeHref(data.company.website);
    const title = h('h1', { class: 'mw-head' }, website ? h('a', { href: website, target: '_blank', rel: 'noopener' }, data.company.name) : data.company.name);
    const address = [data.company.address.street, data.company.address.city, data.company.address.state].filter(Boolean).join(', ');
    const next = h('p', { class: 'mw-next-line', 'data-testid': 'next-line' });
    const body = h('div');
    const jumahText = configurationValue(data.customConfigurations, 'jumah_prayer');
    const more = footer({ href: `/${encodeURIComponent(data.company.url)}`, text: 'Open the full dashboard' });

    stop = runSchedule(
      data,
      (state) => {
        if (!state.today) {
          render(page.root, title, h('p', { class: 'mw-message' }, 'Prayer time not setup. Please contact dashboard admin.'), more);
          return;
        }
        const khateeb = nextJummah(data.centralControl.jummahs, state.date);
        const jummah = jumahText || khateeb
          ? h('p', { class: 'mw-jummah' }, h('strong', {}, "Jum'ah: "), [jumahText, khateeb ? jummahLine(khateeb) : ''].filter(Boolean).join(' · '))
          : null;
        render(body, dateHeading(state), todayTable(state), next, jummah);
        render(page.root, title, address ? h('p', { class: 'mw-sub' }, address) : null, body, more);
      },
      (state, now) => {
        next.textContent = nextLineText(state, now);
      },
    );
  },
});
