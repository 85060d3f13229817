import { describe, expect, it } from 'vitest';
import { dashboardPath } from './public-reads.js';

describe('dashboardPath', () => {
  it('names the masjid by url or by id, and writes lite only when asked for', () => {
    expect(dashboardPath({ companyUrl: 'al noor' }, { days: 2, lite: true })).toBe(
      '/api/dashboard/al%20noor?days=2&lite=true',
    );
    expect(dashboardPath({ companyUrl: 'noor' }, { days: 366, lite: false })).toBe('/api/dashboard/noor?days=366');
    expect(dashboardPath({ companyId: 'a/b' }, { days: 2 })).toBe('/api/dashboard/companyId/a%2Fb?days=2');
  });
});
