import { describe, expect, it } from 'vitest';
import { formatAmount } from '../dashboard/amounts.js';
import { masjidInputSchema } from './masjid.schema.js';
import { currencyChoices, currencyCodes, currencyOf, defaultCurrencyOf, isCurrencyCode } from './currency.js';

describe('a masjid currency (docs/volunteer.md "Currency")', () => {
  it("defaults from the masjid's country", () => {
    expect(defaultCurrencyOf('GB')).toBe('GBP');
    expect(defaultCurrencyOf('PK')).toBe('PKR');
    expect(defaultCurrencyOf('FR')).toBe('EUR');
    expect(defaultCurrencyOf('US')).toBe('USD');
    expect(defaultCurrencyOf('ZZ')).toBe('USD');
    expect(currencyOf({ currency: null, country: 'MY' })).toBe('MYR');
    expect(currencyOf({ currency: 'usd', country: 'CA' })).toBe('USD');
  });

  it('knows codes in circulation only', () => {
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('sar')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('DEM')).toBe(false);
    // Fund codes and units of account are no money a masjid counts in, though the dataset lists some.
    for (const code of ['BOV', 'CHE', 'CHW', 'CLF', 'USN', 'UYI', 'XTS', 'XXX', 'XDR'])
      expect(isCurrencyCode(code)).toBe(false);
    expect(currencyCodes()).not.toContain('BOV');
  });

  it('is read from the masjid form: a code, empty for the country default, or left out to keep', () => {
    const base = {
      name: 'Masjid',
      url: 'masjid',
      address: { street: '1 High St', city: 'Leeds', zip: 'LS1 1AA', country: 'GB' },
    };
    expect(masjidInputSchema.parse({ ...base, currency: 'eur' }).currency).toBe('EUR');
    expect(masjidInputSchema.parse({ ...base, currency: '' }).currency).toBeNull();
    expect(masjidInputSchema.parse(base).currency).toBeUndefined();
    const refused = masjidInputSchema.safeParse({ ...base, currency: 'POUNDS' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe(
      'Choose a currency from the list (a three-letter ISO 4217 code such as GBP)',
    );
  });

  it('formats amounts with the currency, whole amounts without cents', () => {
    expect(formatAmount(12500, 'GBP')).toBe('£12,500');
    expect(formatAmount(1250.5, 'EUR')).toBe('€1,250.50');
    expect(formatAmount(50000, 'USD')).toBe('$50,000');
    expect(formatAmount(300, 'CAD')).toBe('$300');
    expect(formatAmount(12500)).toBe('12,500');
    expect(formatAmount(Number.NaN, 'GBP')).toBe('');
  });

  it('writes money the masjid\'s way, by its country (issue: "1 234,56 €" in France)', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');
    expect(plain(formatAmount(1234.56, 'EUR', 'FR'))).toBe('1 234,56 €');
    expect(plain(formatAmount(1234.56, 'EUR', 'DE'))).toBe('1.234,56 €');
    expect(plain(formatAmount(12500, 'TRY', 'TR'))).toBe('₺12.500');
    expect(formatAmount(1234.56, 'GBP', 'GB')).toBe('£1,234.56');
    expect(formatAmount(1234567, 'INR', 'IN')).toBe('₹12,34,567');
    // Latin digits here; the page turns them into its own.
    expect(plain(formatAmount(1234.5, 'AED', 'AE'))).toMatch(/1,234\.50/);
    expect(formatAmount(1234.56, 'EUR', 'ZZ')).toBe('€1,234.56');
  });
});

describe('the currency list', () => {
  it('starts with the country’s currency, then the common ones, then the rest in the reader’s order', () => {
    const list = currencyChoices('FR', (a, b) => a.localeCompare(b));
    expect(list.slice(0, 4)).toEqual(['EUR', 'USD', 'GBP', 'SAR']);
    expect(new Set(list).size).toBe(list.length);
    expect(list.length).toBe(currencyCodes().length);
    const rest = list.slice(13);
    expect(rest).toEqual([...rest].sort());
    expect(currencyChoices('NG', (a, b) => a.localeCompare(b))[0]).toBe('NGN');
  });
});
