import { describe, expect, it } from 'vitest';
import { CALENDAR } from './calendar.js';
import { checkEndpointInput, pathOf } from './endpoint.js';
import { CREATE_PRAYER_CONFIG, PRAYER_CONFIG, PRAYER_DAY, PRAYER_DAYS } from './prayer.js';
import { CHANGE_EVENTS, DASHBOARD_BY_ID, DASHBOARD_BY_URL, PUBLIC_CONTENT } from './public-reads.js';

const failure = (result: ReturnType<typeof checkEndpointInput>) => (result.ok ? 'ok' : result.message);

describe('pathOf', () => {
  it('escapes each path parameter as one segment', () => {
    expect(pathOf(PUBLIC_CONTENT, { companyUrl: 'a?b' })).toBe('/api/companies/url/a%3Fb/central-control');
    expect(pathOf(DASHBOARD_BY_ID, { companyId: 'a/b' }, { days: 2 })).toBe('/api/dashboard/companyId/a%2Fb?days=2');
    expect(pathOf(CHANGE_EVENTS, { companyUrl: 'al noor' })).toBe('/api/companies/url/al%20noor/events');
    expect(pathOf(PRAYER_DAY, { companyId: 'x#1', month: 2, day: 29 })).toBe(
      '/api/prayer/companyId/x%231/month/2/day/29',
    );
  });

  it('writes the query in the order given, escaped, leaving out undefined values', () => {
    expect(pathOf(DASHBOARD_BY_URL, { companyUrl: 'noor' }, { days: 2, lite: true })).toBe(
      '/api/dashboard/noor?days=2&lite=true',
    );
    expect(pathOf(DASHBOARD_BY_URL, { companyUrl: 'noor' }, { days: 366, lite: undefined })).toBe(
      '/api/dashboard/noor?days=366',
    );
    expect(pathOf(PRAYER_DAYS, { companyId: 'c' }, { from: '2026-01-01', count: 7 })).toBe(
      '/api/prayer/companyId/c/days?from=2026-01-01&count=7',
    );
    expect(pathOf(CALENDAR, { url: 'noor', type: 'hijri', year: 1447 }, { month: undefined })).toBe(
      '/api/calendar/companyUrl/noor/type/hijri/year/1447',
    );
    expect(pathOf(PRAYER_CONFIG, { companyId: 'c' }, { year: 'a&b=c' })).toBe('/api/prayer/config/c?year=a%26b%3Dc');
    expect(pathOf(CREATE_PRAYER_CONFIG, {}, { generateIqamah: false })).toBe(
      '/api/prayer/config/create?generateIqamah=false',
    );
  });

  it('refuses to build an address without one of its path parameters', () => {
    expect(() => pathOf(PUBLIC_CONTENT, {} as { companyUrl: string })).toThrow('needs the path parameter companyUrl');
  });
});

describe('checkEndpointInput', () => {
  it('reads the dashboard options with their defaults and the messages the route has always given', () => {
    const params = { companyUrl: 'noor' };
    expect(checkEndpointInput(DASHBOARD_BY_URL, params, {})).toEqual({
      ok: true,
      value: { params, query: { days: 2, lite: false } },
    });
    expect(checkEndpointInput(DASHBOARD_BY_URL, params, { days: '366', lite: 'true' })).toMatchObject({
      ok: true,
      value: { query: { days: 366, lite: true } },
    });
    for (const days of ['', '0', '401', '1.5', '-1', '00001']) {
      expect(failure(checkEndpointInput(DASHBOARD_BY_URL, params, { days })), days).toBe(
        'Query parameter days must be a whole number from 1 to 400.',
      );
    }
    expect(failure(checkEndpointInput(DASHBOARD_BY_URL, params, { lite: 'yes' }))).toBe(
      'Query parameter lite must be true or false.',
    );
    // The first wrong option is named, as the route checked days before lite.
    expect(failure(checkEndpointInput(DASHBOARD_BY_URL, params, { days: 'x', lite: 'x' }))).toContain('days');
  });

  it('reads the calendar type whatever its case, and checks the year against that type', () => {
    const check = (type: string, year: string, month?: string) =>
      checkEndpointInput(CALENDAR, { url: 'noor', type, year }, month === undefined ? {} : { month });
    expect(check('HIJRI', '1447')).toEqual({
      ok: true,
      value: { params: { url: 'noor', type: 'hijri', year: 1447 }, query: { month: undefined } },
    });
    expect(check('gregorian', '2026', ' 0 ')).toMatchObject({ ok: true, value: { query: { month: undefined } } });
    expect(check('gregorian', '2026', '12')).toMatchObject({ ok: true, value: { query: { month: 12 } } });
    expect(failure(check('julian', 'x'))).toBe("Calendar type must be 'gregorian' or 'hijri'.");
    expect(failure(check('hijri', '2026'))).toBe('Year must be from 1300 to 1600 for a hijri calendar.');
    expect(failure(check('gregorian', '1899'))).toBe('Year must be from 1900 to 2200 for a gregorian calendar.');
    expect(failure(check('gregorian', '2026', '13'))).toBe('Month must be from 1 to 12 (or empty for all months).');
  });

  it('checks one day of prayer times: the month first, then the day against that month', () => {
    const check = (month: string, day: string) => checkEndpointInput(PRAYER_DAY, { companyId: 'c', month, day }, {});
    expect(check('2', '29')).toEqual({ ok: true, value: { params: { companyId: 'c', month: 2, day: 29 }, query: {} } });
    expect(failure(check('13', 'x'))).toBe('Month must be a whole number from 1 to 12.');
    expect(failure(check('2', '30'))).toBe('Day must be a whole number from 1 to 29.');
    expect(failure(check('4', 'x'))).toBe('Day must be a whole number from 1 to 30.');
  });

  it('reads consecutive days from a date, one day by default', () => {
    const check = (query: Record<string, string>) => checkEndpointInput(PRAYER_DAYS, { companyId: 'c' }, query);
    expect(check({})).toEqual({ ok: true, value: { params: { companyId: 'c' }, query: { count: 1 } } });
    expect(check({ from: '2026-03-01', count: '' })).toMatchObject({
      ok: true,
      value: { query: { from: { year: 2026, month: 3, day: 1 }, count: 1 } },
    });
    expect(failure(check({ from: '2026-02-30' }))).toBe('from must be a date YYYY-MM-DD between 1900 and 2200.');
    expect(failure(check({ from: '2201-01-01' }))).toBe('from must be a date YYYY-MM-DD between 1900 and 2200.');
    expect(failure(check({ count: '401' }))).toBe('count must be a whole number from 1 to 400.');
  });

  it("reads the timetable's year and whether to generate iqama times", () => {
    expect(checkEndpointInput(PRAYER_CONFIG, { companyId: 'c' }, { year: '' })).toMatchObject({
      ok: true,
      value: { query: { year: undefined } },
    });
    expect(checkEndpointInput(PRAYER_CONFIG, { companyId: 'c' }, { year: '2027' })).toMatchObject({
      ok: true,
      value: { query: { year: 2027 } },
    });
    expect(failure(checkEndpointInput(PRAYER_CONFIG, { companyId: 'c' }, { year: '99' }))).toBe(
      'year must be a whole number from 1900 to 2200.',
    );
    expect(checkEndpointInput(CREATE_PRAYER_CONFIG, {}, {})).toMatchObject({
      ok: true,
      value: { query: { generateIqamah: true } },
    });
    expect(checkEndpointInput(CREATE_PRAYER_CONFIG, {}, { generateIqamah: 'false' })).toMatchObject({
      ok: true,
      value: { query: { generateIqamah: false } },
    });
    expect(failure(checkEndpointInput(CREATE_PRAYER_CONFIG, {}, { generateIqamah: '' }))).toBe(
      'Query parameter generateIqamah must be true or false.',
    );
  });
});
