import { describe, expect, it } from 'vitest';
import type { Company } from '@core/api-types.js';
import { filterCompanies } from './filter-companies.js';

const masjid = (name: string, city: string, active: boolean): Company =>
  ({
    id: name,
    name,
    url: name.replace(/\W/g, ''),
    website: '',
    active,
    expirationDate: null,
    address: { street: '1 Main St', city, state: '', zip: '1000', country: 'GB', latitude: null, longitude: null },
  }) as unknown as Company;

describe('All Masjids search and filter', () => {
  const list = [
    masjid('Masjid Noor', 'Leicester', true),
    masjid('Masjid Huda', 'Birmingham', false),
    masjid('Jamia Masjid', 'Bradford', false),
  ];
  it('finds by any word of the name or address, and shows only those waiting for activation on request', () => {
    expect(filterCompanies(list, 'birm', false).map((c) => c.name)).toEqual(['Masjid Huda']);
    expect(filterCompanies(list, 'masjid', true).map((c) => c.name)).toEqual(['Masjid Huda', 'Jamia Masjid']);
    expect(filterCompanies(list, '', false)).toHaveLength(3);
  });
});
