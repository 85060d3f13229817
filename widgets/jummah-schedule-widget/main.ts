import { upcomingJummahs } from '@core/content/jummah.js';
import { fridayToShow, sessionsOfFriday } from '@core/occasions/jumuah-sessions.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { readDashboard, WIDGET_REFRESH_MS } from '../shared/today.js';
import { footer, startWidget } from '../shared/widget-page.js';
import { jumuahText, sessionLine } from '../shared/widget-words.js';

/** At most this many upcoming Fridays; a long list belongs on the masjid's own page. */
const MAX_ENTRIES = 8;

/** jummah-schedule-widget?companyId=: the coming Jumu'ah dates and their khateebs (docs/product-rules.md ("Validation") rule). */
startWidget({
  refreshMs: WIDGET_REFRESH_MS,
  async load(page) {
    const companyId = query('companyId');
    if (!companyId) return page.message((await page.words()).t('widget.needCompanyIdJumuah'), true);
    const data = await readDashboard({ companyId });
    const locale = await page.localize(data.customConfigurations, data.company.address?.country);
    const { t, format } = locale;
    const today = zonedNow(data.timezoneId, Date.now()).date;
    const entries = upcomingJummahs(data.centralControl.jummahs, today).slice(0, MAX_ENTRIES);
    const jumahText = jumuahText(data.customConfigurations, locale);
    const sessions = data.occasions?.jumuahSessions ?? [];
    // With sessions, each one (times, language, this Friday's khateeb); the free text is for masjids without them.
    // Once the day's last salah has begun, the coming Friday is next week's (at 23:45 on a Friday, say).
    const friday = fridayToShow(data.timezoneId, Date.now(), sessions);
    const sessionList = sessions.length
      ? h(
          'div',
          { class: 'mw-jummah', 'data-testid': 'jumuah-sessions' },
          h('strong', {}, t('widget.friday', { date: format.longDate(friday) })),
          ...sessionsOfFriday(friday, sessions, data.centralControl.jummahs).map((session) =>
            h(
              'span',
              { class: 'mw-session' },
              `${sessions.length > 1 ? `${format.digits(String(session.session))}. ` : ''}${sessionLine(locale, session)}`,
            ),
          ),
        )
      : null;
    render(
      page.root,
      h('h1', { class: 'mw-head' }, t('widget.jumuahSchedule')),
      h('p', { class: 'mw-sub' }, h('bdi', {}, data.company.name)),
      sessionList ??
        (jumahText ? h('p', { class: 'mw-jummah' }, h('strong', {}, `${t('widget.prayerText')} `), jumahText) : null),
      entries.length
        ? h(
            'ul',
            { class: 'mw-list' },
            ...entries.map((entry) =>
              h(
                'li',
                {},
                h(
                  'span',
                  { class: 'mw-khateeb' },
                  sessions.length > 1
                    ? t('widget.khateebSession', { khateeb: entry.khateeb, session: entry.session ?? 1 })
                    : entry.khateeb,
                ),
                h('span', { class: 'mw-when' }, format.longDate(entry.date)),
              ),
            ),
          )
        : h('p', { class: 'mw-message' }, t('widget.noKhateeb')),
      footer(),
    );
  },
});
