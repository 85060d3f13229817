import { describe, expect, it } from 'vitest';
import { browserCountry } from './countries.js';

describe('the country a new masjid form starts on', () => {
  it('is the browser’s region, else its language’s likeliest, else the United States', () => {
    expect(browserCountry(['en-GB', 'en'])).toBe('GB');
    expect(browserCountry(['fr-FR'])).toBe('FR');
    expect(browserCountry(['tr-TR', 'tr'])).toBe('TR');
    expect(browserCountry(['fr'])).toBe('FR');
    expect(browserCountry(['ur'])).toBe('PK');
    expect(browserCountry(['bn'])).toBe('BD');
    // A region written later beats a guess from the first language.
    expect(browserCountry(['ms', 'ms-MY'])).toBe('MY');
    expect(browserCountry(['not a tag'])).toBe('US');
    expect(browserCountry([])).toBe('US');
  });
});
