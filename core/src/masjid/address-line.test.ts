import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line.js';

const birmingham = { street: '1 High St', city: 'Birmingham', state: 'West Midlands', zip: 'B1 1AA', country: 'GB' };
const austin = { street: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };

describe('addressLine', () => {
  it('writes street, city, then state and zip together', () => {
    expect(addressLine(austin)).toBe('12 Elm Street, Austin, TX 78701');
  });

  it('adds the country for geocoding always, for lists only outside the US', () => {
    expect(addressLine(birmingham, 'always')).toBe('1 High St, Birmingham, West Midlands B1 1AA, GB');
    expect(addressLine(austin, 'always')).toBe('12 Elm Street, Austin, TX 78701, US');
    expect(addressLine(birmingham, 'outside-us')).toBe('1 High St, Birmingham, West Midlands B1 1AA, GB');
    expect(addressLine(austin, 'outside-us')).toBe('12 Elm Street, Austin, TX 78701');
  });

  it('leaves out empty parts without stray commas or spaces', () => {
    expect(addressLine({ street: '', city: 'Singapore', state: '', zip: '018956', country: 'SG' }, 'always')).toBe(
      'Singapore, 018956, SG',
    );
    expect(addressLine({ street: ' 5 Rue X ', city: 'Lyon', state: null, zip: ' ' })).toBe('5 Rue X, Lyon');
    expect(addressLine(undefined)).toBe('');
  });
});
