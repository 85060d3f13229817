/**
 * npx tsx bench/public-dashboard-api.ts
 *
 * Time to answer GET /api/dashboard/{url} (web: 2 days; desktop: 366 days; widgets: lite) through
 * app.request() over an in-memory PGlite, with a timetable and full content, and the answer's size.
 * The first request after a change builds the timetable; the following ones reuse it.
 */
import { gzipSync } from 'node:zlib';
import { createPrayerConfigSchema } from '@core/prayer/prayer.schema.js';
import { createPrayerConfig } from '../server/src/prayer/prayer.service.js';
import { createTestContext } from '../server/src/testing/test-app.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';

const t = await createTestContext({});
const masjid = await t.registerMasjid('Bench Masjid', { url: 'bench', active: true });
await createPrayerConfig(
  t.deps,
  createPrayerConfigSchema.parse({
    companyId: masjid.companyId,
    location: 'Chicago, IL',
    calculationMethod: 2,
    geoCode: {
      latitude: 41.88,
      longitude: -87.63,
      timezone: -6,
      timezoneId: 'America/Chicago',
      timezoneName: 'Central',
    },
  }),
  true,
);
const saved = await t.call(
  SAVE_CENTRAL_CONTROL,
  {
    body: {
      companyId: masjid.companyId,
      version: 0,
      funds: Array.from({ length: 4 }, (_, i) => ({
        name: `Fund ${i}`,
        goal: 1000,
        current: 100 * i,
        pledge: 0,
        endDate: null,
        enabled: true,
      })),
      expenses: Array.from({ length: 12 }, (_, i) => ({ lineItem: `Line ${i}`, amount: 100 + i, enabled: true })),
      jummahs: Array.from({ length: 8 }, (_, i) => ({
        khateeb: `Khateeb ${i}`,
        session: 1,
        date: `2027-01-${String(1 + i).padStart(2, '0')}`,
        enabled: true,
      })),
    },
  },
  { token: masjid.token },
);
if (saved.status !== 200) throw new Error(saved.text);

async function measure(label: string, query: { days?: number; lite?: boolean }, runs = 20) {
  const read = () => t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'bench' }, query });
  const first = performance.now();
  const firstAnswer = await read();
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(firstAnswer.text);
  console.log(
    `${label.padEnd(26)} first ${firstMs.toFixed(1).padStart(6)} ms   median ${times[Math.floor(runs / 2)]!.toFixed(1).padStart(6)} ms   ${(bytes / 1024).toFixed(1).padStart(6)} KB JSON (${(gzipSync(firstAnswer.text).length / 1024).toFixed(1)} KB gzip)`,
  );
}

await measure('web (days=2)', {});
await measure('desktop (days=366)', { days: 366 });
await measure('widget (days=2, lite)', { lite: true });
await t.close();
