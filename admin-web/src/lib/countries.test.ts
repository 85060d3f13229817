import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.js';

describe('the Country list of the address form', () => {
  it('names every country once, with current ISO names (no retired UK, FX, SU, YU, CS codes)', () => {
    const options = countryOptions();
    const names = options.map((option) => option.name);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
    const codes = new Set(options.map((option) => option.code));
    for (const retired of ['UK', 'FX', 'SU', 'YU', 'CS', 'BU', 'ZR', 'TP', 'DD'])
      expect(codes.has(retired), retired).toBe(false);
    expect(options.find((option) => option.name === 'United Kingdom')?.code).toBe('GB');
    expect(options.find((option) => option.name === 'Serbia')?.code).toBe('RS');
    expect(options.find((option) => option.name === 'Russia')?.code).toBe('RU');
    expect(options.length).toBeGreaterThan(240);
  });
});
