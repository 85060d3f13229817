/**
 * Money as the masjid's readers expect it: with the masjid's currency (docs/volunteer.md "Currency"),
 * 12,500 for whole amounts, else 12,500.50. Without a currency, the number alone.
 */
import { parseMoneyText } from '../content/money-text.js';

const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function formatsFor(currency: string | undefined) {
  const key = currency ?? '';
  let found = formats.get(key);
  if (!found) {
    const style: Intl.NumberFormatOptions = currency
      ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }
      : {};
    found = {
      whole: new Intl.NumberFormat('en-US', { ...style, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat('en-US', { ...style, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formats.set(key, found);
  }
  return found;
}

export function formatAmount(value: number | null | undefined, currency?: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  let chosen: ReturnType<typeof formatsFor>;
  try {
    chosen = formatsFor(currency);
  } catch {
    // A code this browser's Intl does not know: the number, then the code.
    return `${formatAmount(number)} ${currency}`;
  }
  return Number.isInteger(Math.round(number * 100) / 100) ? chosen.whole.format(number) : chosen.cents.format(number);
}

export function totalAmount(values: ReadonlyArray<{ amount: number }>): number {
  return values.reduce((sum, item) => sum + (Number.isFinite(Number(item.amount)) ? Number(item.amount) : 0), 0);
}

/** An expense sheet's value is free text; one that reads as an amount ('1200', '$1,200') is shown in the masjid's currency. */
export function formatSheetValue(value: string, currency: string | undefined): string {
  const amount = parseMoneyText(value);
  return currency && value.trim() !== '' && Number.isFinite(amount) ? formatAmount(amount, currency) : value;
}
