/** Money without a currency symbol (masjids are in many countries): 12,500 for whole amounts, else 12,500.50. */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(value: number | null | undefined): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return Number.isInteger(Math.round(number * 100) / 100) ? whole.format(number) : cents.format(number);
}

export function totalAmount(values: ReadonlyArray<{ amount: number }>): number {
  return values.reduce((sum, item) => sum + (Number.isFinite(Number(item.amount)) ? Number(item.amount) : 0), 0);
}
