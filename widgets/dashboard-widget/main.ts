import { addressLine } from '@core/masjid/address-line.js';
import { nextJummah } from '@core/content/jummah.js';
import { comingFriday, sessionsOfFriday } from '@core/occasions/jumuah-sessions.js';
import { query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import {
  readDashboard,
  dateHeading,
  nextLineText,
  runSchedule,
  safeHref,
  todayTable,
  WIDGET_REFRESH_MS,
} from '../shared/today.js';
import { footer, startWidget, withLang } from '../shared/widget-page.js';
import { jumuahText, khateebLine, sessionLine } from '../shared/widget-words.js';

/** dashboard-widget?companyUrl=: a masjid's day at a glance: today's times, the next prayer, the next khateeb. */
let stop = () => {};

startWidget({
  refreshMs: WIDGET_REFRESH_MS,
  async load(page) {
    const companyUrl = query('companyUrl');
    if (!companyUrl) return page.message((await page.words()).t('widget.needCompanyUrlTimes'), true);
    const data = await readDashboard({ companyUrl });
    stop();
    // The masjid's language and words for the prayer names (docs/languages.md, docs/hall-screen.md#terminology).
    const locale = await page.localize(data.customConfigurations, data.company.address?.country);
    const { t } = locale;
    const website = safeHref(data.company.website);
    const title = h(
      'h1',
      { class: 'mw-head' },
      h(
        'bdi',
        {},
        website ? h('a', { href: website, target: '_blank', rel: 'noopener' }, data.company.name) : data.company.name,
      ),
    );
    const address = addressLine(data.company.address);
    const next = h('p', { class: 'mw-next-line', 'data-testid': 'next-line' });
    const body = h('div');
    const jumahText = jumuahText(data.customConfigurations, locale);
    const more = footer({
      href: withLang(`/${encodeURIComponent(data.company.url)}`),
      text: t('widget.openDashboard'),
    });

    stop = runSchedule(
      data,
      (state) => {
        if (!state.today) {
          render(page.root, title, h('p', { class: 'mw-message' }, t('widget.notSetUp')), more);
          return;
        }
        const khateeb = nextJummah(data.centralControl.jummahs, state.date);
        const sessions = data.occasions?.jumuahSessions ?? [];
        // With Jumu'ah sessions, every session of the coming Friday (docs/jumuah-eid-ramadan.md).
        const friday = comingFriday(state.date);
        const jummah = sessions.length
          ? h(
              'div',
              { class: 'mw-jummah', 'data-testid': 'jumuah-sessions' },
              h(
                'strong',
                {},
                friday === state.date
                  ? t('widget.jumuahToday', { jumuah: locale.terms.jumuah })
                  : t('widget.jumuahOn', { jumuah: locale.terms.jumuah, date: locale.format.shortDate(friday) }),
              ),
              ...sessionsOfFriday(friday, sessions, data.centralControl.jummahs).map((session) =>
                h('span', { class: 'mw-session' }, sessionLine(locale, session)),
              ),
            )
          : jumahText || khateeb
            ? // Each part isolated: the masjid's own text keeps its direction in a widget in another language.
              h(
                'p',
                { class: 'mw-jummah' },
                h('strong', {}, `${t('widget.jumuahLabel', { jumuah: locale.terms.jumuah })} `),
                ...[jumahText, khateeb ? khateebLine(locale, khateeb, state.date) : '']
                  .filter(Boolean)
                  .flatMap((part, index) => [index ? ' · ' : '', h('bdi', {}, part)]),
              )
            : null;
        render(body, dateHeading(locale, state, data), todayTable(locale, state), next, jummah);
        render(page.root, title, address ? h('p', { class: 'mw-sub' }, h('bdi', {}, address)) : null, body, more);
      },
      (state, now) => {
        next.textContent = nextLineText(locale, state, now);
      },
    );
  },
});
