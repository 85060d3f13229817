import { describe, expect, it } from 'vitest';
import type { Masjid } from '@core/api-types.js';
import { filterMasjids, unfinishedRegistration } from './filter-masjids.js';

const masjid = (name: string, city: string, active: boolean, verified: boolean | null = true): Masjid =>
  ({
    registration: {
      createdAt: '2026-11-27T10:00:00Z',
      selfRegistered: true,
      firstAdmin: verified === null ? null : { firstName: 'A', lastName: 'B', email: 'a@b.org', verified },
    },
    id: name,
    name,
    url: name.replace(/\W/g, ''),
    website: '',
    active,
    expirationDate: null,
    address: { street: '1 Main St', city, state: '', zip: '1000', country: 'GB', latitude: null, longitude: null },
  }) as unknown as Masjid;

describe('All Masjids search and filter', () => {
  const list = [
    masjid('Masjid Noor', 'Leicester', true),
    masjid('Masjid Huda', 'Birmingham', false),
    masjid('Jamia Masjid', 'Bradford', false),
    masjid('Masjid Huda', 'Dudley', false, null),
    masjid('Masjid Taqwa', 'Bradford', false, false),
  ];
  it('finds by any word of the name or address, and shows only those waiting for activation on request', () => {
    expect(filterMasjids(list, 'birm', false).map((c) => c.name)).toEqual(['Masjid Huda']);
    expect(filterMasjids(list, 'masjid', true).map((c) => c.name)).toEqual(['Masjid Huda', 'Jamia Masjid']);
    expect(filterMasjids(list, '', false)).toHaveLength(5);
  });

  it('waits only for masjids whose first admin confirmed their email; the rest are unfinished', () => {
    expect(filterMasjids(list, '', true).map((c) => c.name)).toEqual(['Masjid Huda', 'Jamia Masjid']);
    expect(list.filter(unfinishedRegistration).map((c) => c.name)).toEqual(['Masjid Huda', 'Masjid Taqwa']);
  });
});
