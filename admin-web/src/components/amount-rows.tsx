import type { Expense, ExpenseSheet } from '../../../core/src/content/central-control.types.js';
import { formatAmount, totalAmount } from '../../../core/src/dashboard/amounts.js';
import { orderedRows } from '../../../core/src/dashboard/slides.js';

/**
 * The body of an expenses table and of an expense sheet, so the dashboard's slides and the expenses frame
 * show the same rows; each page keeps its own table, class and heading.
 */
export function ExpenseRows({ expenses }: { expenses: readonly Expense[] }) {
  return (
    <>
      <tbody>
        {expenses.map((expense, index) => (
          <tr key={expense.id ?? index}>
            <td>{expense.lineItem}</td>
            <td>{formatAmount(expense.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>Total</td>
          <td>{formatAmount(totalAmount(expenses))}</td>
        </tr>
      </tfoot>
    </>
  );
}

export function SheetRows({ sheet }: { sheet: ExpenseSheet }) {
  return (
    <tbody>
      {orderedRows(sheet).map((row, index) => (
        <tr key={`${row.order}-${index}`}>
          <td>{row.label}</td>
          <td>{row.value}</td>
        </tr>
      ))}
    </tbody>
  );
}
