import { nextFridays, notFridayMessage } from '@core/content/fridays.js';
import { formatIsoDate, localCivilDate } from '@core/time/civil-date.js';
import { formatAmount, moneyLocale } from '@core/dashboard/amounts.js';
import { parseMoneyText, writesDecimalComma } from '@core/content/money-text.js';
import { Button } from '../../../components/button.js';
import {
  customReminderSchema,
  expenseSchema,
  fundSchema,
  CONTENT_LIMITS,
  jummahSchema,
} from '@core/content/central-control.schema.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { localizeProblem } from '../../../components/field-problem.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { adminNumber } from '../../../lib/i18n/admin-number.js';
import { ListSection } from './list-section.js';

/** Server values as the inputs want them: numbers as text, missing dates as ''. */
function datesAndNumbers(item: Record<string, unknown>): Record<string, unknown> {
  return datesNumbersAndAmounts(item, [], undefined);
}

/** The same, with the amounts written the masjid's way ("1 234,56" in France), as its public pages show them. */
function datesNumbersAndAmounts(
  item: Record<string, unknown>,
  amounts: readonly string[],
  country: string | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (typeof value === 'number' && amounts.includes(key)) out[key] = formatAmount(value, undefined, country ?? 'US');
    else if (typeof value === 'number') out[key] = String(value);
    else if (value === null && /date/i.test(key)) out[key] = '';
    else if (typeof value === 'string' && /date/i.test(key)) out[key] = value.slice(0, 10);
    else out[key] = value;
  }
  return out;
}

/** docs/product-rules.md ("Validation"): fund percent is current divided by goal (as typed, the masjid's way). */
export function fundPercent(current: unknown, goal: unknown, decimalComma = false): number | null {
  const read = (value: unknown) =>
    typeof value === 'string' ? parseMoneyText(value, { decimalComma }) : Number(value);
  const c = read(current);
  const g = read(goal);
  if (!Number.isFinite(c) || !Number.isFinite(g) || g <= 0) return null;
  return Math.round((c / g) * 100);
}

interface SectionProps {
  companyUrl: string;
  content: CentralControl;
}

/**
 * "For example 12 500,50 €": an amount written the masjid's way in its currency, as the field shows saved
 * amounts and reads them (docs/volunteer.md "Money").
 */
function amountExample(
  t: (key: 'settings.funds.amountExample', values: { example: string }) => string,
  language: string,
  content: CentralControl,
): string | undefined {
  const currency = content.company?.currency;
  if (!currency) return undefined;
  const country = content.company?.address?.country;
  const locale = country ? moneyLocale(country) : language === 'en' ? 'en' : `${language}-u-nu-latn`;
  const example = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(12500.5);
  return t('settings.funds.amountExample', { example });
}

/** 'Goal (GBP)': amounts are typed in the masjid's currency (docs/volunteer.md "Currency"). */
function inCurrency(label: string, content: CentralControl): string {
  return content.company?.currency ? `${label} (${content.company.currency})` : label;
}

export function FundsSection({ companyUrl, content }: SectionProps) {
  const { t, language } = useAdminTranslator();
  const country = content.company?.address?.country;
  const decimalComma = country ? writesDecimalComma(moneyLocale(country)) : false;
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="funds"
      title={t('settings.section.funds')}
      noun="fund"
      itemSchema={fundSchema}
      serverItems={content.funds as unknown as Array<Record<string, unknown>>}
      toForm={(item) => datesNumbersAndAmounts(item, ['goal', 'current', 'pledge'], country)}
      amountLocale={country ? moneyLocale(country) : undefined}
      intro={t('settings.funds.intro')}
      fields={[
        { name: 'name', label: t('settings.field.name'), kind: 'text', maxLength: CONTENT_LIMITS.name, wide: true },
        {
          name: 'goal',
          label: inCurrency(t('settings.funds.goal'), content),
          kind: 'amount',
          hint: amountExample(t, language, content),
        },
        { name: 'current', label: inCurrency(t('settings.funds.current'), content), kind: 'amount' },
        { name: 'pledge', label: inCurrency(t('settings.funds.pledge'), content), kind: 'amount' },
        { name: 'endDate', label: t('settings.field.endDate'), kind: 'date' },
        { name: 'enabled', label: t('settings.field.enabled'), kind: 'checkbox' },
      ]}
      newItem={() => ({ name: '', goal: '', current: '0', pledge: '0', endDate: '', enabled: true })}
      extra={(item) => {
        const percent = fundPercent(item.current, item.goal, decimalComma);
        return percent === null ? null : t('settings.funds.percentOfGoal', { percent: adminNumber(language, percent) });
      }}
    />
  );
}

export function ExpensesSection({ companyUrl, content }: SectionProps) {
  const { t, language } = useAdminTranslator();
  const country = content.company?.address?.country;
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="expenses"
      title={t('settings.section.expenses')}
      noun="expense"
      itemSchema={expenseSchema}
      serverItems={content.expenses as unknown as Array<Record<string, unknown>>}
      toForm={(item) => datesNumbersAndAmounts(item, ['amount'], country)}
      amountLocale={country ? moneyLocale(country) : undefined}
      intro={t('settings.expenses.intro')}
      fields={[
        {
          name: 'lineItem',
          label: t('settings.expenses.lineItem'),
          kind: 'text',
          maxLength: CONTENT_LIMITS.name,
          wide: true,
        },
        {
          name: 'amount',
          label: inCurrency(t('settings.expenses.amount'), content),
          kind: 'amount',
          hint: amountExample(t, language, content),
        },
        { name: 'enabled', label: t('settings.field.enabled'), kind: 'checkbox' },
      ]}
      newItem={() => ({ lineItem: '', amount: '0', enabled: true })}
    />
  );
}

const NEXT_FRIDAYS = 4;

/** Said on an entry that the dashboard will not show, and why. */
function JummahWarning({ item }: { item: Record<string, unknown> }) {
  const { t, language } = useAdminTranslator();
  const date = String(item.date ?? '');
  const notFriday = date ? notFridayMessage(date) : null;
  if (notFriday) return <span role="alert">{localizeProblem(notFriday, { t, language })}.</span>;
  if (item.khateeb && !item.enabled) return <span>{t('settings.jummah.notShown')}</span>;
  return null;
}

export function JummahSection({ companyUrl, content }: SectionProps) {
  const { t } = useAdminTranslator();
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="jummahs"
      title={t('settings.section.jummah')}
      noun="jummah"
      itemSchema={jummahSchema}
      serverItems={content.jummahs as unknown as Array<Record<string, unknown>>}
      toForm={datesAndNumbers}
      intro={t('settings.jummah.intro')}
      fields={[
        { name: 'date', label: t('settings.jummah.date'), kind: 'date' },
        {
          name: 'khateeb',
          label: t('settings.jummah.khateeb'),
          kind: 'text',
          maxLength: CONTENT_LIMITS.name,
          wide: true,
        },
        { name: 'session', label: t('settings.jummah.session'), kind: 'number' },
        { name: 'enabled', label: t('settings.field.enabled'), kind: 'checkbox' },
      ]}
      newItem={() => ({ date: '', khateeb: '', session: '1', enabled: false })}
      extra={(item) => <JummahWarning item={item} />}
      moreTools={({ values, append }) => (
        <Button
          tone="secondary"
          onClick={() => {
            // docs/volunteer.md "Jumu'ah entries": the coming Fridays not listed yet.
            const listed = new Set(values.map((item) => String(item.date ?? '')));
            const fridays = nextFridays(formatIsoDate(localCivilDate()), NEXT_FRIDAYS).filter(
              (date) => !listed.has(date),
            );
            append(fridays.map((date) => ({ date, khateeb: '', session: '1', enabled: false })));
          }}
        >
          {t('settings.jummah.addFridays', { count: NEXT_FRIDAYS })}
        </Button>
      )}
    />
  );
}

export function RemindersSection({ companyUrl, content }: SectionProps) {
  const { t } = useAdminTranslator();
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="reminders"
      title={t('settings.section.reminders')}
      noun="reminder"
      itemSchema={customReminderSchema}
      serverItems={(content.reminders ?? []) as unknown as Array<Record<string, unknown>>}
      intro={t('settings.reminders.intro')}
      fields={[
        { name: 'text', label: t('settings.field.text'), kind: 'textarea', maxLength: CONTENT_LIMITS.reminderText },
        {
          name: 'reference',
          label: t('settings.reminders.reference'),
          kind: 'text',
          maxLength: CONTENT_LIMITS.shortText,
          wide: true,
        },
        { name: 'enabled', label: t('settings.field.enabled'), kind: 'checkbox' },
      ]}
      newItem={() => ({ text: '', reference: '', enabled: true })}
    />
  );
}
