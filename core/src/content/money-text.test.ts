import { describe, expect, it } from 'vitest';
import { parseCentralControl } from './central-control.schema.js';
import { parseMoneyText, writesDecimalComma } from './money-text.js';

describe('money as people type it', () => {
  it('reads thousands commas and a currency sign or code', () => {
    expect(parseMoneyText('12,500')).toBe(12500);
    expect(parseMoneyText('$50,000')).toBe(50000);
    expect(parseMoneyText('£1,250.50')).toBe(1250.5);
    expect(parseMoneyText('50000 USD')).toBe(50000);
    expect(parseMoneyText('12500')).toBe(12500);
    expect(parseMoneyText('-5')).toBe(-5); // refused by the schema as negative, with that message
    for (const bad of ['ten thousand', '1,2,3', '1.25.0', '12,500.50.1', '$', '12,', '1,23,4.5'])
      expect(parseMoneyText(bad), bad).toBeNaN();
  });

  it('reads amounts as French, Turkish, German, Indonesian and Swiss people write them', () => {
    expect(parseMoneyText('12 500,00 €')).toBe(12500);
    expect(parseMoneyText('12\u202f500,00\u00a0€')).toBe(12500);
    expect(parseMoneyText('1.234,56')).toBe(1234.56);
    expect(parseMoneyText('12.500,50 €')).toBe(12500.5);
    expect(parseMoneyText('Rp 1.250.000')).toBe(1250000);
    expect(parseMoneyText('1.250.000 IDR')).toBe(1250000);
    expect(parseMoneyText("CHF 1'234.50")).toBe(1234.5);
    expect(parseMoneyText('RM 2,500.00')).toBe(2500);
    expect(parseMoneyText('৳ 50,000')).toBe(50000);
    expect(parseMoneyText('12,50')).toBe(12.5);
    expect(parseMoneyText('1,234.56')).toBe(1234.56);
    // Only "1.234" / "1,234" alone needs the admin's language.
    expect(parseMoneyText('1.234')).toBe(1.234);
    expect(parseMoneyText('1.234', { decimalComma: true })).toBe(1234);
    expect(parseMoneyText('1,234')).toBe(1234);
    expect(parseMoneyText('1,234', { decimalComma: true })).toBe(1.234);
  });

  it('is accepted in a fund goal when the content is saved', () => {
    const parsed = parseCentralControl({
      companyId: 'c1',
      version: 1,
      funds: [{ name: 'Roof', goal: '$50,000', current: '12,500', pledge: '', enabled: true }],
    });
    expect(parsed.ok && parsed.value.funds?.[0]).toMatchObject({ goal: 50000, current: 12500 });
  });
});

describe('which languages write decimals with a comma', () => {
  it('is French, Turkish, Indonesian and German, not English, Malay, Urdu, Bengali or Arabic', () => {
    for (const locale of ['fr', 'fr-FR', 'tr', 'id', 'de-DE']) expect(writesDecimalComma(locale), locale).toBe(true);
    for (const locale of ['en', 'en-GB', 'ms', 'ur', 'bn', 'ar'])
      expect(writesDecimalComma(locale), locale).toBe(false);
    // So an Indonesian or Turkish admin's "1.250" is a thousand and more, as they write it.
    expect(parseMoneyText('1.250', { decimalComma: writesDecimalComma('id') })).toBe(1250);
    expect(parseMoneyText('1.234,56', { decimalComma: writesDecimalComma('tr') })).toBe(1234.56);
  });
});
