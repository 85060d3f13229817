import { query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import {
  readDashboard,
  dateHeading,
  nextLineText,
  runSchedule,
  todayTable,
  WIDGET_REFRESH_MS,
} from '../shared/today.js';
import { footer, startWidget } from '../shared/widget-page.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { feedLinks } from '@core/calendar-feed/feed-links.js';

/** "Add to my calendar" with the masjid's prayer-times feed (docs/outside-the-hall.md); links leave the frame. */
function calendarLine(locale: PublicLocale, companyUrl: string): HTMLElement {
  const links = feedLinks(window.location.origin, companyUrl, '');
  return h(
    'p',
    { class: 'mw-calendar', 'data-testid': 'add-to-calendar' },
    `${locale.t('widget.addToCalendar')} `,
    h('a', { href: links.subscribe, target: '_blank', rel: 'noopener' }, locale.t('widget.subscribe')),
    ' · ',
    h('a', { href: links.download, target: '_blank', rel: 'noopener', download: '' }, locale.t('widget.download')),
  );
}

/** prayer-time-widget?companyId=: a compact list of today's azan and iqama times. */
let stop = () => {};

startWidget({
  refreshMs: WIDGET_REFRESH_MS,
  async load(page) {
    const companyId = query('companyId');
    if (!companyId) return page.message((await page.words()).t('widget.needCompanyIdTimes'), true);
    const data = await readDashboard({ companyId });
    stop();
    // The masjid's language and words for the prayer names (docs/languages.md, docs/hall-screen.md#terminology).
    const locale = await page.localize(data.customConfigurations, data.company.address?.country);
    const title = h('h1', { class: 'mw-head' }, h('bdi', {}, data.company.name));
    const next = h('p', { class: 'mw-next-line', 'data-testid': 'next-line' });
    stop = runSchedule(
      data,
      (state) => {
        if (!state.today) {
          render(page.root, title, h('p', { class: 'mw-message' }, locale.t('widget.notSetUp')));
          return;
        }
        render(
          page.root,
          title,
          dateHeading(locale, state, data),
          todayTable(locale, state),
          next,
          calendarLine(locale, data.company.url),
          footer(),
        );
      },
      (state, now) => {
        next.textContent = nextLineText(locale, state, now);
      },
    );
  },
});
