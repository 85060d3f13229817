/**
 * npx tsx bench/near-me.ts
 *
 * The near-me page's own work for 10,000 masjids (issue 39, docs/outside-the-hall.md "Near me"): the list
 * answer of `GET /api/v1/masjids` in its published shape, its size as sent (gzip and brotli), and, in a
 * phone-sized Chromium with the CPU throttled 4x, reading it (JSON.parse) and sorting it by distance from
 * a place with the page's own code (admin-web/src/features/near-me/nearest.ts), p50 and p95 of 60 runs.
 * The list is made up here (names and URLs as long as real ones, coordinates spread over the inhabited
 * latitudes); the server builds the same shape (server/src/public-v1/public-v1.service.ts).
 */
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { launchBrowser, VIEWPORTS } from '../tests/support/browser.js';

const COUNT = 10_000;
const RUNS = 60;

function madeUpList() {
  let seed = 39;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const countries = ['US', 'GB', 'FR', 'TR', 'ID', 'MY', 'PK', 'BD', 'EG', 'SA', 'CA', 'DE', 'NG', 'ZA', 'AU'];
  const zones = ['America/New_York', 'Europe/London', 'Europe/Paris', 'Asia/Jakarta', 'Asia/Karachi', 'Africa/Cairo'];
  const masjids = Array.from({ length: COUNT }, (_, index) => ({
    name: `Masjid ${['Al-Noor', 'Al-Falah', 'Islamic Center of', 'Masjid As-Salam', 'Darul Uloom'][index % 5]} ${index}`,
    url: `masjid-${index.toString(36)}-${Math.floor(random() * 1e6).toString(36)}`,
    timeZone: zones[index % zones.length]!,
    country: countries[index % countries.length]!,
    latitude: Math.round((random() * 120 - 50) * 100) / 100,
    longitude: Math.round((random() * 360 - 180) * 100) / 100,
  }));
  return JSON.stringify({ version: 1, masjids });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

const body = madeUpList();
// As the server sends it: gzip at its best level, compressed once per change (server/src/public-v1/kept-masjid-list.ts).
const gzip = zlib.gzipSync(body, { level: 9 }).length;
const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
console.log(
  `list of ${COUNT} masjids: ${(body.length / 1024).toFixed(0)} KB raw, ${(gzip / 1024).toFixed(0)} KB gzip, ${(brotli / 1024).toFixed(0)} KB brotli`,
);

const bundled = await build({
  stdin: {
    contents:
      "import { byDistance } from './admin-web/src/features/near-me/nearest.ts'; window.byDistance = byDistance;",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  write: false,
  target: 'es2022',
});
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: VIEWPORTS.phone });
  await page.setContent('<!doctype html><title>near-me bench</title>');
  await page.evaluate(bundled.outputFiles[0]!.text);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = await page.evaluate(
    ({ text, runs }) => {
      const sort = (window as unknown as { byDistance: (list: unknown[], from: object) => unknown[] }).byDistance;
      const spent: number[] = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        const list = JSON.parse(text) as { masjids: unknown[] };
        const nearest = sort(list.masjids, { latitude: 41.9 + run / 1000, longitude: -87.65 }).slice(0, 20);
        if (nearest.length !== 20) throw new Error('sorted list too short');
        spent.push(performance.now() - start);
      }
      return spent;
    },
    { text: body, runs: RUNS },
  );
  console.log(
    `parse + distances + sort, phone 390x844, CPU 4x slower: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${RUNS} runs)`,
  );
} finally {
  await browser.close();
}
