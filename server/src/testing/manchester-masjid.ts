import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/**
 * An active Manchester masjid with a generated timetable (Muslim World League, Hanafi Asr, Europe/London),
 * as UK masjids that import printed boards have: the setup of the import and day-check route tests.
 */
export async function manchesterMasjid(t: TestContext) {
  const own = await t.registerMasjid('Masjid Manchester', { url: 'manchester', active: true });
  const res = await t.request('POST', '/api/prayer/config/create?generateIqamah=true', {
    token: own.token,
    body: {
      companyId: own.companyId,
      location: 'Manchester',
      calculationMethod: 3,
      asrJuristicMethod: 1,
      geoCode: { latitude: 53.4808, longitude: -2.2426, timezoneId: 'Europe/London' },
    },
  });
  expect(res.status, res.text).toBe(200);
  return { own, created: res.json.target };
}
