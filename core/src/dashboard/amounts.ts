/**
 * Money as the masjid's readers expect it: with the masjid's currency (docs/volunteer.md "Currency") and
 * written the way the masjid's country writes money ("1 234,56 €" in France, "1.234,56 €" in Germany,
 * "£1,234.56" in the UK), whole amounts without cents. Without a currency, the number alone; without a
 * country, the US way. Digits are Latin here; the page turns them into its own (locale.format.digits).
 */
import { parseMoneyText } from '../content/money-text.js';

const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

/** The locale whose number conventions a country uses: its main language there (CLDR's likely subtags). */
export function moneyLocale(country: string | null | undefined): string {
  const region = (country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return 'en-US';
  try {
    return `${new Intl.Locale(`und-${region}`).maximize().baseName}-u-nu-latn`;
  } catch {
    return 'en-US';
  }
}

function formatsFor(currency: string | undefined, country: string | null | undefined) {
  const locale = country ? moneyLocale(country) : 'en-US';
  const key = `${currency ?? ''}|${locale}`;
  let found = formats.get(key);
  if (!found) {
    const style: Intl.NumberFormatOptions = currency
      ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }
      : {};
    found = {
      whole: new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formats.set(key, found);
  }
  return found;
}

export function formatAmount(value: number | null | undefined, currency?: string, country?: string | null): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  let chosen: ReturnType<typeof formatsFor>;
  try {
    chosen = formatsFor(currency, country);
  } catch {
    // A code this browser's Intl does not know: the number, then the code.
    return `${formatAmount(number, undefined, country)} ${currency}`;
  }
  return Number.isInteger(Math.round(number * 100) / 100) ? chosen.whole.format(number) : chosen.cents.format(number);
}

export function totalAmount(values: ReadonlyArray<{ amount: number }>): number {
  return values.reduce((sum, item) => sum + (Number.isFinite(Number(item.amount)) ? Number(item.amount) : 0), 0);
}

/** An expense sheet's value is free text; one that reads as an amount ('1200', '$1,200') is shown in the masjid's currency. */
export function formatSheetValue(value: string, currency: string | undefined, country?: string | null): string {
  const amount = parseMoneyText(value);
  return currency && value.trim() !== '' && Number.isFinite(amount) ? formatAmount(amount, currency, country) : value;
}
