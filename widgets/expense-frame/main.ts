import type { Fund } from '@core/content/central-control.types.js';
import { formatAmount, formatSheetValue, totalAmount } from '@core/dashboard/amounts.js';
import { fundPercent, orderedRows } from '@core/dashboard/slides.js';
import { call, query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { footer, startWidget } from '../shared/widget-page.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import './expense-frame.css';
import { LIGHT } from '@core/http/contract/light.js';

/**
 * The expenses page that frame-widget shows (?masjid={url}): funds with their progress rings, expenses and
 * each enabled expense sheet, the same as the web app's /expense/{url} but without React or a charting
 * library, so an embedded frame stays a few KB (docs/read-model.md, "Light widgets").
 */
const SVG = 'http://www.w3.org/2000/svg';

function ring(percent: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 36 36');
  svg.setAttribute('class', 'mw-ring');
  svg.setAttribute('aria-hidden', 'true');
  for (const [className, length] of [
    ['mw-ring-track', 100],
    ['mw-ring-fill', Math.min(100, Math.max(0, percent))],
  ] as const) {
    const circle = document.createElementNS(SVG, 'circle');
    for (const [name, value] of Object.entries({
      cx: '18',
      cy: '18',
      r: '15.915',
      class: className,
      'stroke-dasharray': `${length} ${100 - length}`,
      'stroke-dashoffset': '25',
    })) {
      circle.setAttribute(name, value);
    }
    svg.appendChild(circle);
  }
  return svg;
}

/** A message with one value set in bold, wherever the language puts it. */
function withStrong([before, after]: [string, string], strong: string): (Node | string)[] {
  return [before, h('strong', {}, strong), after];
}

function fundCard(locale: PublicLocale, fund: Fund, currency: string | undefined, country?: string): HTMLElement {
  const { t, format } = locale;
  const amount = (value: number) => format.digits(formatAmount(value, currency, country));
  const percent = fundPercent(fund);
  return h(
    'div',
    { class: 'mw-fund', 'data-testid': 'fund' },
    h(
      'div',
      { class: 'mw-ring-box' },
      ring(percent),
      h('span', { class: 'mw-ring-label' }, `${format.digits(String(percent))}%`),
    ),
    h(
      'div',
      {},
      h('p', { class: 'mw-fund-name', dir: 'auto' }, fund.name),
      h(
        'p',
        { class: 'mw-line' },
        ...withStrong(locale.around('widget.raised', 'current', { goal: amount(fund.goal) }), amount(fund.current)),
      ),
      fund.pledge > 0 && h('p', { class: 'mw-line' }, t('widget.pledged', { amount: amount(fund.pledge) })),
      fund.endDate && h('p', { class: 'mw-line mw-muted' }, t('widget.until', { date: format.date(fund.endDate) })),
    ),
  );
}

function table(head: [string, string] | null, rows: [string, string][], foot?: [string, string]): HTMLTableElement {
  const row = (cells: [string, string], tag: 'td' | 'th') =>
    h('tr', {}, ...cells.map((cell) => h(tag, tag === 'th' ? { scope: 'col' } : {}, cell)));
  return h(
    'table',
    { class: 'mw-table' },
    head && h('thead', {}, row(head, 'th')),
    h('tbody', {}, ...rows.map((cells) => row(cells, 'td'))),
    foot && h('tfoot', {}, row(foot, 'td')),
  );
}

const section = (title: string, testId: string | undefined, ...children: (Node | false | null)[]) =>
  h(
    'section',
    { class: 'mw-section', 'data-testid': testId },
    h('h2', { class: 'mw-section-title' }, title),
    ...children,
  );

startWidget({
  async load(page) {
    page.root.dataset.testid = 'expense-frame';
    const masjid = query('masjid');
    if (!/^[A-Za-z0-9]{1,50}$/.test(masjid)) return page.message((await page.words()).t('widget.needMasjid'), true);
    const content = await call(LIGHT.PUBLIC_CONTENT, { params: { companyUrl: masjid } });
    const locale = await page.localize(content.customConfigurations, content.company?.address?.country);
    const { t, format } = locale;
    // docs/volunteer.md "Currency": every amount in the masjid's currency.
    const currency = content.company?.currency;
    // Written the masjid's way: "1 234,56 €" in France (docs/volunteer.md "Currency").
    const country = content.company?.address?.country;
    const amount = (value: number) => format.digits(formatAmount(value, currency, country));
    const name = content.company?.name ?? t('widget.expenses');
    document.title = `${t('widget.expenses')} · ${name} · Minaret`;
    const funds = content.funds.filter((fund) => fund.enabled);
    const expenses = content.expenses.filter((expense) => expense.enabled);
    const sheets = content.expenseSheets.filter((sheet) => sheet.enabled);
    render(
      page.root,
      h('h1', { class: 'mw-head' }, h('bdi', {}, name)),
      h('p', { class: 'mw-sub' }, t('widget.fundsAndExpenses')),
      !funds.length && !expenses.length && !sheets.length && h('p', { class: 'mw-message' }, t('widget.nothingYet')),
      funds.length > 0 &&
        section(
          t('widget.funds'),
          undefined,
          h('div', { class: 'mw-funds' }, ...funds.map((fund) => fundCard(locale, fund, currency, country))),
        ),
      expenses.length > 0 &&
        section(
          t('widget.expenses'),
          undefined,
          table(
            [t('widget.lineItem'), t('widget.amount')],
            expenses.map((expense) => [expense.lineItem, amount(expense.amount)]),
            [t('widget.total'), amount(totalAmount(expenses))],
          ),
        ),
      ...sheets.map((sheet) =>
        section(
          sheet.name,
          'expense-sheet',
          sheet.description ? h('p', { class: 'mw-line' }, sheet.description) : null,
          table(
            null,
            orderedRows(sheet).map((row) => [row.label, formatSheetValue(row.value, currency, country)]),
          ),
        ),
      ),
      footer(),
    );
  },
});
