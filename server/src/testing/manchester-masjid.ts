import { expect } from 'vitest';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import type { TestContext } from './test-app.js';

/**
 * An active Manchester masjid with a generated timetable (Muslim World League, Hanafi Asr, Europe/London),
 * as UK masjids that import printed boards have: the setup of the import and day-check route tests.
 */
export async function manchesterMasjid(t: TestContext) {
  const own = await t.registerMasjid('Masjid Manchester', { url: 'manchester', active: true });
  const res = await t.call(
    CREATE_PRAYER_CONFIG,
    {
      query: { generateIqamah: 'true' },
      body: {
        companyId: own.companyId,
        location: 'Manchester',
        calculationMethod: 3,
        asrJuristicMethod: 1,
        geoCode: { latitude: 53.4808, longitude: -2.2426, timezoneId: 'Europe/London' },
      },
    },
    { token: own.token },
  );
  expect(res.status, res.text).toBe(200);
  return { own, created: res.json.target };
}
