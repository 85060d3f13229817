import { describe, expect, it } from 'vitest';
import { BACKUP } from './backup.js';
import { EXPORT_PRAYERS, VALIDATE_IMPORT } from './bulk.js';
import { CALENDAR_FEED } from './calendar-feed.js';
import { MASJID_CONFIGURATIONS, CONFIGURATION_DEFINITIONS, SAVE_CONFIGURATIONS } from './configurations.js';
import { SAVE_CENTRAL_CONTROL } from './content.js';
import { checkEndpointInput, pathOf } from './endpoint.js';
import { ASK_ACTIVATION, FIRST_RUN } from './first-run.js';
import { GEOCODE } from './geocode.js';
import { HADITH_COLLECTION } from './hadith.js';
import { ALL_HISTORY, MASJID_HISTORY, RESTORE_TIMETABLE } from './history.js';
import { WEB_MANIFEST } from './manifest.js';
import { OCCASIONS, SAVE_OCCASIONS } from './occasions.js';
import { fillPath, PATHS } from './paths.js';
import { SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH, VAPID_PUBLIC_KEY } from './push.js';
import {
  CLAIM_SCREEN,
  MASJID_SCREENS,
  DELETE_SCREEN,
  SCREEN_COMMAND,
  SCREEN_LAST_SCREENSHOT,
  UPDATE_SCREEN,
} from './screens.js';

const failure = (result: ReturnType<typeof checkEndpointInput>) => (result.ok ? 'ok' : result.message);

describe('the admin and operations endpoints', () => {
  it('build their addresses from the pattern the routes register', () => {
    expect(pathOf(BACKUP, {})).toBe('/api/backup');
    expect(pathOf(HADITH_COLLECTION, {})).toBe('/api/hadith/collection');
    expect(pathOf(SAVE_CENTRAL_CONTROL, {})).toBe('/api/companies/central-control');
    expect(pathOf(CALENDAR_FEED, { companyUrl: 'al noor' })).toBe('/api/companies/url/al%20noor/prayer-times.ics');
    expect(pathOf(WEB_MANIFEST, { companyUrl: 'noor' })).toBe('/api/companies/url/noor/manifest.webmanifest');
    expect(pathOf(FIRST_RUN, { companyId: 'c/1' })).toBe('/api/companies/c%2F1/first-run');
    expect(pathOf(ASK_ACTIVATION, { companyId: 'c' })).toBe('/api/companies/c/activation-request');
    expect(pathOf(OCCASIONS, { companyId: 'c' })).toBe(pathOf(SAVE_OCCASIONS, { companyId: 'c' }));
    expect(pathOf(RESTORE_TIMETABLE, { entryId: 'e 1' })).toBe('/api/history/e%201/restore');
    expect(pathOf(MASJID_SCREENS, { companyId: 'c' })).toBe('/api/companies/c/screens');
    expect(pathOf(CLAIM_SCREEN, { companyId: 'c' })).toBe('/api/companies/c/screens');
    expect(pathOf(UPDATE_SCREEN, { companyId: 'c', screenId: 's#1' })).toBe('/api/companies/c/screens/s%231');
    expect(UPDATE_SCREEN.method).toBe('PATCH');
    expect(pathOf(DELETE_SCREEN, { companyId: 'c', screenId: 's' })).toBe('/api/companies/c/screens/s');
    expect(pathOf(SCREEN_COMMAND, { companyId: 'c', screenId: 's' })).toBe('/api/companies/c/screens/s/commands');
    expect(pathOf(SCREEN_LAST_SCREENSHOT, { companyId: 'c', screenId: 's' })).toBe(
      '/api/companies/c/screens/s/screenshot',
    );
  });

  it("write the history page's query in the order given, leaving out what is not set", () => {
    expect(pathOf(ALL_HISTORY, {}, { limit: 20, entity: 'timetable,content', before: undefined })).toBe(
      '/api/history?limit=20&entity=timetable%2Ccontent',
    );
    expect(pathOf(MASJID_HISTORY, { companyId: 'c' }, { limit: 20, before: '41' })).toBe(
      '/api/history/companies/c?limit=20&before=41',
    );
    expect(pathOf(GEOCODE, {}, { location: 'Chicago, IL', country: undefined })).toBe(
      '/api/prayer/location/geocode?location=Chicago%2C%20IL',
    );
  });
});

describe('the configuration, prayer alert and timetable file endpoints', () => {
  it('build their addresses from the patterns the routes register', () => {
    expect(pathOf(CONFIGURATION_DEFINITIONS, {})).toBe('/api/picklist/configuration');
    expect(pathOf(MASJID_CONFIGURATIONS, { companyId: 'c 1' })).toBe('/api/auth/companies/c%201/configurations');
    expect(pathOf(SAVE_CONFIGURATIONS, { companyId: 'c' })).toBe(pathOf(MASJID_CONFIGURATIONS, { companyId: 'c' }));
    expect(pathOf(VAPID_PUBLIC_KEY, {})).toBe('/api/push/vapid-public-key');
    expect(pathOf(SUBSCRIBE_PUSH, { companyUrl: 'al noor' })).toBe('/api/companies/url/al%20noor/push-subscriptions');
    expect(fillPath(PATHS.pushSubscriptions, { companyUrl: 'al noor' })).toBe(
      pathOf(SUBSCRIBE_PUSH, { companyUrl: 'al noor' }),
    );
    expect(pathOf(UNSUBSCRIBE_PUSH, {})).toBe('/api/push-subscriptions/unsubscribe');
    expect(pathOf(EXPORT_PRAYERS, { companyId: 'c' }, { year: undefined })).toBe('/bulk/prayer/export/c');
    expect(pathOf(EXPORT_PRAYERS, { companyId: 'c' }, { year: 2027 })).toBe('/bulk/prayer/export/c?year=2027');
    expect(pathOf(VALIDATE_IMPORT, {})).toBe('/bulk/prayer/validateImport');
  });

  it("read the export's year as the timetable read does", () => {
    expect(checkEndpointInput(EXPORT_PRAYERS, { companyId: 'c' }, { year: '2027' })).toEqual({
      ok: true,
      value: { params: { companyId: 'c' }, query: { year: 2027 } },
    });
    expect(failure(checkEndpointInput(EXPORT_PRAYERS, { companyId: 'c' }, { year: '27x' }))).toBe(
      'year must be a whole number from 1900 to 2200.',
    );
  });
});

describe('the history query', () => {
  const params = { companyId: 'c' };
  it('reads the page with its default and the entities asked for', () => {
    expect(checkEndpointInput(MASJID_HISTORY, params, {})).toEqual({
      ok: true,
      value: { params, query: { entities: undefined, before: undefined, limit: 50 } },
    });
    expect(
      checkEndpointInput(MASJID_HISTORY, params, { limit: '2', before: '17', entity: 'timetable, content' }),
    ).toMatchObject({
      ok: true,
      value: { query: { entities: ['timetable', 'content'], before: 17, limit: 2 } },
    });
    expect(checkEndpointInput(ALL_HISTORY, {}, { companyId: 'x', entity: '' })).toMatchObject({
      ok: true,
      value: { query: { companyId: 'x', entities: undefined, limit: 50 } },
    });
    expect(checkEndpointInput(ALL_HISTORY, {}, { companyId: '' })).toEqual({
      ok: true,
      value: { params: {}, query: { entities: undefined, before: undefined, limit: 50 } },
    });
  });

  it('refuses a wrong page with the messages the route has always given, in its order', () => {
    for (const limit of ['0', 'abc', '101', '1000', '']) {
      expect(failure(checkEndpointInput(MASJID_HISTORY, params, { limit })), limit).toBe(
        'limit must be a whole number from 1 to 100.',
      );
    }
    expect(failure(checkEndpointInput(MASJID_HISTORY, params, { before: 'x' }))).toBe(
      'before must be the nextCursor of an earlier page.',
    );
    expect(failure(checkEndpointInput(ALL_HISTORY, {}, { entity: 'prayers' }))).toBe(
      'entity must be one or more of timetable, content, configuration, company, user (comma separated).',
    );
    // A malformed cursor is named before a limit out of range, as the route always checked them.
    expect(failure(checkEndpointInput(MASJID_HISTORY, params, { limit: '0', before: 'x' }))).toBe(
      'before must be the nextCursor of an earlier page.',
    );
  });
});

describe('the geocode query', () => {
  it('reads both options as trimmed text, empty when absent', () => {
    expect(checkEndpointInput(GEOCODE, {}, { location: '  Chicago, IL ', country: ' US' })).toEqual({
      ok: true,
      value: { params: {}, query: { location: 'Chicago, IL', country: 'US' } },
    });
    expect(checkEndpointInput(GEOCODE, {}, {})).toEqual({
      ok: true,
      value: { params: {}, query: { location: '', country: '' } },
    });
  });
});
