import { describe, expect, it } from 'vitest';
import { parseCentralControl } from './central-control.schema.js';
import { parseMoneyText } from './money-text.js';

describe('money as people type it', () => {
  it('reads thousands commas and a currency sign or code', () => {
    expect(parseMoneyText('12,500')).toBe(12500);
    expect(parseMoneyText('$50,000')).toBe(50000);
    expect(parseMoneyText('£1,250.50')).toBe(1250.5);
    expect(parseMoneyText('50000 USD')).toBe(50000);
    expect(parseMoneyText('12500')).toBe(12500);
    expect(parseMoneyText('-5')).toBe(-5); // refused by the schema as negative, with that message
    for (const bad of ['ten thousand', '12,50', '1.250,00', '$']) expect(parseMoneyText(bad), bad).toBeNaN();
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
