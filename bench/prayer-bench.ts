/**
 * Prayer engine speed: `npx tsx bench/prayer-bench.ts`
 *
 * - generating one 366-day table (azan + iqama) from scratch, cold and warm;
 * - serving one day and one month, and a 400-day offline cache, through app.request() over an in-memory
 *   PGlite (first request after a change, then cached);
 * - the offline geocoder: first lookup (loads the gazetteer) and the next ones, with the heap it holds.
 */
import { createPrayerCalculator } from '@core/prayer/calculator.js';
import { DEFAULT_IQAMA_RULES } from '@core/prayer/iqama.js';
import { NEW_YORK_SETTINGS } from '@core/prayer/new-york.fixture.js';
import { createTimetable } from '@core/prayer/timetable.js';
import { geocodeOffline } from '../server/src/geocode/geocode.service.js';
import { release } from '../server/src/geocode/gazetteer.js';
import { createTestContext } from '../server/src/testing/test-app.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { CREATE_PRAYER_CONFIG, PRAYER_DAY, PRAYER_DAYS, SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(
  runs: number,
  action: () => unknown | Promise<unknown>,
): Promise<{ first: number; median: number }> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return { first: samples[0]!, median: median(samples.slice(1)) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const lines: string[] = [];
const report = (label: string, value: string) => lines.push(`${label.padEnd(58)} ${value}`);

// A 366-day table from scratch: a new calculator each time, so nothing is remembered between runs.
const table = await time(21, () =>
  createTimetable({
    calculator: createPrayerCalculator(NEW_YORK_SETTINGS),
    overrides: {},
    rules: DEFAULT_IQAMA_RULES,
    hijriAdjustment: 0,
  }).yearTable(2026),
);
report('366-day table (azan + iqama), first run in the process', ms(table.first));
report('366-day table (azan + iqama), median of 20 more', ms(table.median));
const views = await time(11, () =>
  createTimetable({
    calculator: createPrayerCalculator(NEW_YORK_SETTINGS),
    overrides: {},
    rules: DEFAULT_IQAMA_RULES,
    hijriAdjustment: 0,
  }).views({ year: 2026, month: 1, day: 1 }, 400),
);
report('400 day views (Hijri, next change) from scratch, median', ms(views.median));

// Through the HTTP app over PGlite.
const t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
const masjid = await t.registerMasjid('Bench Masjid', { url: 'bench', active: true });
const create = await time(5, () =>
  t.call(
    CREATE_PRAYER_CONFIG,
    {
      query: { generateIqamah: 'true' },
      body: {
        companyId: masjid.companyId,
        location: 'New York',
        calculationMethod: 2,
        geoCode: { latitude: 40.7128, longitude: -74.006, timezoneId: 'America/New_York' },
      },
    },
    { token: masjid.token },
  ),
);
report('POST /api/prayer/config/create (generate + store + answer 366 days)', ms(create.median));

const { companyId } = masjid;
const readDay = () => t.call(PRAYER_DAY, { params: { companyId, month: 5, day: 10 } });
const readMonth = () =>
  t.call(CALENDAR, { params: { url: 'bench', type: 'gregorian', year: 2026 }, query: { month: 5 } });
const readYear = () => t.call(PRAYER_DAYS, { params: { companyId }, query: { from: '2026-05-10', count: 400 } });
for (const [label, read] of [
  ['one day', readDay],
  ['one month (calendar)', readMonth],
  ['400 days (offline cache)', readYear],
] as const) {
  // First request after a change recomputes (new revision); later ones use the cached timetable.
  await t.call(
    SAVE_PRAYER_SETTINGS,
    {
      params: { companyId: masjid.companyId },
      body: { prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, Math.floor(Math.random() * 5)] },
    },
    { token: masjid.token },
  );
  const result = await time(51, async () => {
    const res = await read();
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${res.text}`);
    return res;
  });
  report(`GET ${label}: first after a change`, ms(result.first));
  report(`GET ${label}: median of 50 more`, ms(result.median));
}
const size = (await readYear()).text.length;
report('400-day response size (JSON, before compression)', `${(size / 1024).toFixed(0)} KB`);
await t.close();

// Offline geocoder.
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const cold = await time(1, () => geocodeOffline('Springfield, IL', new Date()));
gc?.();
const heapLoaded = process.memoryUsage().heapUsed;
const warm = await time(21, () => geocodeOffline('100 Main Street, Dearborn, MI 48126', new Date()));
release();
gc?.();
const heapReleased = process.memoryUsage().heapUsed;
report('geocode, first lookup (loads gazetteer)', ms(cold.first));
report('geocode, later lookups (median)', ms(warm.median));
if (gc) {
  report('geocode heap while loaded', `${((heapLoaded - heapBefore) / 1e6).toFixed(0)} MB`);
  report('geocode heap after release (idle)', `${((heapReleased - heapBefore) / 1e6).toFixed(0)} MB`);
}

console.log(`Prayer bench (node ${process.version}, ${process.platform}/${process.arch})\n${lines.join('\n')}`);
if (!gc) console.log('(run with `node --expose-gc --import tsx bench/prayer-bench.ts` to see geocoder memory)');
