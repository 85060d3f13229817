/**
 * What an expense-sheet item shows (docs/screens.md, "Expense sheets"): the sheet's lines in their order and
 * its total. A sheet's values are free text ('1200', '$1,200', 'Pending'), so a total is added up only when
 * every line reads as an amount; a sheet whose last line already holds the sum of the lines above it (a total
 * the committee typed) shows that line as the total, never added in twice.
 */
import { parseMoneyText } from '../content/money-text.js';
import type { ExpenseSheetRow } from '../content/central-control.types.js';

/** An expense sheet as the playlist carries it to the screens: a switched-on sheet of the masjid. */
export interface PlaylistExpenseSheet {
  id: string;
  name: string;
  description: string;
  rows: ExpenseSheetRow[];
}

export interface SheetLines {
  lines: ExpenseSheetRow[];
  /** The sum of the lines, or null when a line is not an amount (or there is none). */
  total: number | null;
}

/** Amounts are compared in cents: 0.1 + 0.2 is 0.3 here. */
const cents = (value: number) => Math.round(value * 100);

export function sheetLines(sheet: Pick<PlaylistExpenseSheet, 'rows'>): SheetLines {
  const lines = [...sheet.rows].sort((a, b) => a.order - b.order);
  const amounts = lines.map((line) => (line.value.trim() === '' ? Number.NaN : parseMoneyText(line.value)));
  if (lines.length === 0 || amounts.some((amount) => !Number.isFinite(amount))) return { lines, total: null };
  const last = amounts[amounts.length - 1]!;
  const above = amounts.slice(0, -1).reduce((sum, amount) => sum + cents(amount), 0);
  if (lines.length > 2 && cents(last) === above) return { lines: lines.slice(0, -1), total: last };
  return { lines, total: amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100 };
}
