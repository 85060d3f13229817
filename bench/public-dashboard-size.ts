/**
 * npm run build:web && npx tsx bench/public-dashboard-size.ts [--web <built web app>, dist/web by default]
 *
 * What a prayer-hall screen downloads for the dashboard (/:companyDashboardUrl), gzip as served: the app
 * entry (React, router, shell), the dashboard's lazy chunks (admin-web/dashboard-chunks.ts) and the chunks
 * they import, and its CSS; then the lazy extras (the header links, the language catalogs, the Arabic font)
 * and whether any admin screen is in the way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closure, importsOf, kb, linkedFiles, sizeOf, total } from './asset-graph.js';

const root = path.resolve(
  process.argv.includes('--web') ? process.argv[process.argv.indexOf('--web') + 1]! : 'dist/web',
);
const assetsDir = path.join(root, 'assets');
const find = (pattern: RegExp) =>
  fs
    .readdirSync(assetsDir)
    .filter((file) => pattern.test(file))
    .map((file) => path.join(assetsDir, file));
// The chunk holding the dashboard's route module (admin-web/dashboard-chunks.ts names it), by its source map.
const [dashboardJs] = find(/\.js$/).filter(
  (file) =>
    fs.existsSync(`${file}.map`) &&
    fs.readFileSync(`${file}.map`, 'utf8').includes('admin-web/src/features/dashboard/dashboard-route.tsx'),
);
if (!dashboardJs) {
  console.error('dist/web has no dashboard chunk: run `npm run build:web` first.');
  process.exit(1);
}

const entryFiles = linkedFiles(path.join(root, 'index.html'), '/', root);
const entry = closure(entryFiles);
const dashboard = closure([dashboardJs]);
const dashboardOnly = [...dashboard].filter((file) => !entry.has(file));
const dashboardCss = find(/^dashboard-[\w-]{8}\.css$/);
const lazy = importsOf(dashboardJs).dynamic.concat(...dashboardOnly.map((file) => importsOf(file).dynamic));
const lazyFiles = [...new Set([...closure(lazy)].filter((file) => !entry.has(file) && !dashboard.has(file)))];

const line = (label: string, files: string[]) => {
  const sum = total(files.map(sizeOf));
  console.log(
    `${label.padEnd(46)} ${String(files.length).padStart(3)} files  ${kb(sum.raw).padStart(10)} raw  ${kb(sum.gzip).padStart(9)} gzip`,
  );
  return sum.gzip;
};
const a = line('app entry (index.html, React, router, CSS)', [path.join(root, 'index.html'), ...entry]);
line('dashboard chunk alone', [dashboardJs]);
const b = line('dashboard chunks (route + its own imports) + CSS', [...dashboardOnly, ...dashboardCss]);
console.log(`${'total before the first paint of a dashboard'.padEnd(46)} ${kb(a + b).padStart(36)} gzip`);
// The budget of docs/hall-screen.md: JavaScript only (CSS and HTML aside), under 150 KB gzip.
line(
  'first-load JavaScript only (budget 150 KB)',
  [...entry, ...dashboardOnly].filter((file) => file.endsWith('.js')),
);
line('lazy: what it loads after (header links, catalogs)', lazyFiles);
line('lazy: Arabic font (woff2), only with a verse', find(/^amiri-arabic-400-normal-.*\.woff2$/));
const admin = dashboardOnly.filter((file) =>
  /(admin|company|user|salah|settings|configuration)/i.test(path.basename(file)),
);
console.log(
  `admin screens among the dashboard's chunks: ${admin.length ? admin.map((file) => path.basename(file)).join(', ') : 'none'}`,
);
