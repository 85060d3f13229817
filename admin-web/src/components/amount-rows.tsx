import type { Expense, ExpenseSheet } from '@core/content/central-control.types.js';
import { formatAmount, formatSheetValue, totalAmount } from '@core/dashboard/amounts.js';
import { orderedRows } from '@core/dashboard/slides.js';
import { useCurrency } from './currency-context.js';
import { usePublicLocale } from '../lib/i18n/public-locale.js';

/**
 * The body of an expenses table and of an expense sheet, so the dashboard's slides and the expenses frame
 * show the same rows; each page keeps its own table, class and heading.
 */
export function ExpenseRows({ expenses }: { expenses: readonly Expense[] }) {
  const { currency, country } = useCurrency();
  const { t, format } = usePublicLocale();
  const amount = (value: number) => format.digits(formatAmount(value, currency, country));
  return (
    <>
      <tbody>
        {expenses.map((expense, index) => (
          <tr key={expense.id ?? index}>
            <td>{expense.lineItem}</td>
            <td>{amount(expense.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{t('money.total')}</td>
          <td>{amount(totalAmount(expenses))}</td>
        </tr>
      </tfoot>
    </>
  );
}

export function SheetRows({ sheet }: { sheet: ExpenseSheet }) {
  const { currency, country } = useCurrency();
  return (
    <tbody>
      {orderedRows(sheet).map((row, index) => (
        <tr key={`${row.order}-${index}`}>
          <td>{row.label}</td>
          <td>{formatSheetValue(row.value, currency, country)}</td>
        </tr>
      ))}
    </tbody>
  );
}
