import { customReminderSchema, expenseSchema, fundSchema, CONTENT_LIMITS, jummahSchema } from '../../../../../core/src/content/central-control.schema.js';
import type { CentralControl } from '../../../../../core/src/content/central-control.types.js';
import { ListSection } from './list-section.js';

/** Server values as the inputs want them: numbers as text, missing dates as ''. */
function datesAndNumbers(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (typeof value === 'number') out[key] = String(value);
    else if (value === null && /date/i.test(key)) out[key] = '';
    else if (typeof value === 'string' && /date/i.test(key)) out[key] = value.slice(0, 10);
    else out[key] = value;
  }
  return out;
}

/** SPEC.md section 5: fund percent is current divided by goal. */
export function fundPercent(current: unknown, goal: unknown): number | null {
  const c = Number(current);
  const g = Number(goal);
  if (!Number.isFinite(c) || !Number.isFinite(g) || g <= 0) return null;
  return Math.round((c / g) * 100);
}

interface SectionProps {
  companyUrl: string;
  content: CentralControl;
}

export function FundsSection({ companyUrl, content }: SectionProps) {
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="funds"
      title="Funds"
      noun="Fund"
      itemSchema={fundSchema}
      serverItems={content.funds as unknown as Array<Record<string, unknown>>}
      toForm={datesAndNumbers}
      intro="Fundraising goals shown on the dashboard with their progress."
      fields={[
        { name: 'name', label: 'Name', kind: 'text', maxLength: CONTENT_LIMITS.name, wide: true },
        { name: 'goal', label: 'Goal', kind: 'number' },
        { name: 'current', label: 'Current', kind: 'number' },
        { name: 'pledge', label: 'Pledge', kind: 'number' },
        { name: 'endDate', label: 'End date', kind: 'date' },
        { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
      ]}
      newItem={() => ({ name: '', goal: '', current: '0', pledge: '0', endDate: '', enabled: true })}
      extra={(item) => {
        const percent = fundPercent(item.current, item.goal);
        return percent === null ? null : `${percent}% of goal`;
      }}
    />
  );
}

export function ExpensesSection({ companyUrl, content }: SectionProps) {
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="expenses"
      title="Expenses"
      noun="Expense"
      itemSchema={expenseSchema}
      serverItems={content.expenses as unknown as Array<Record<string, unknown>>}
      toForm={datesAndNumbers}
      intro="Running costs of the masjid, shown on the dashboard and the expenses frame."
      fields={[
        { name: 'lineItem', label: 'Line item', kind: 'text', maxLength: CONTENT_LIMITS.name, wide: true },
        { name: 'amount', label: 'Amount', kind: 'number' },
        { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
      ]}
      newItem={() => ({ lineItem: '', amount: '0', enabled: true })}
    />
  );
}

export function JummahSection({ companyUrl, content }: SectionProps) {
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="jummahs"
      title="Jummah"
      noun="Jummah"
      itemSchema={jummahSchema}
      serverItems={content.jummahs as unknown as Array<Record<string, unknown>>}
      toForm={datesAndNumbers}
      intro="The khateeb of each Friday. The dashboard shows the next enabled entry that has a date and a khateeb."
      fields={[
        { name: 'date', label: 'Date', kind: 'date' },
        { name: 'khateeb', label: 'Khateeb', kind: 'text', maxLength: CONTENT_LIMITS.name, wide: true },
        { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
      ]}
      newItem={() => ({ date: '', khateeb: '', enabled: false })}
    />
  );
}

export function RemindersSection({ companyUrl, content }: SectionProps) {
  return (
    <ListSection
      companyUrl={companyUrl}
      listKey="reminders"
      title="Reminders"
      noun="Reminder"
      itemSchema={customReminderSchema}
      serverItems={(content.reminders ?? []) as unknown as Array<Record<string, unknown>>}
      intro="Your own reminders, shown in turn with the verse and hadith of the day."
      fields={[
        { name: 'text', label: 'Text', kind: 'textarea', maxLength: CONTENT_LIMITS.reminderText },
        { name: 'reference', label: 'Reference', kind: 'text', maxLength: CONTENT_LIMITS.shortText, wide: true },
        { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
      ]}
      newItem={() => ({ text: '', reference: '', enabled: true })}
    />
  );
}
