/**
 * npm run build:widgets && npx tsx bench/widgets-size.ts
 *
 * The transferred size of each widget: its HTML, the JS chunks and CSS it loads (gzip, as served), and the
 * embed script a host page loads once for all its widgets. API answers are not counted (a widget reads
 * GET /api/dashboard/...?lite=true, /api/calendar/... or /api/rod); rod-widget's Arabic font is listed apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { WIDGET_NAMES } from '@core/widgets/embed-snippet.js';
import { closure, kb, linkedFiles, sizeOf, total } from './asset-graph.js';

const root = path.resolve('dist/widgets');
if (!fs.existsSync(path.join(root, 'embed.js'))) {
  console.error('dist/widgets is missing: run `npm run build:widgets` first.');
  process.exit(1);
}

const rows: string[][] = [];
for (const name of WIDGET_NAMES) {
  const html = path.join(root, name, 'index.html');
  const files = [html, ...closure(linkedFiles(html, '/static/', root))];
  const assets = [...new Set(files)].map(sizeOf);
  const css = fs.readFileSync(html, 'utf8');
  const fonts = fs
    .readdirSync(path.join(root, 'assets'))
    .filter((file) => file.endsWith('.woff2'))
    .filter(() => name === 'rod-widget' && css.includes('rod-widget'));
  const sum = total(assets);
  rows.push([
    name,
    String(assets.length),
    kb(sum.raw),
    kb(sum.gzip),
    fonts.length
      ? `+ font ${kb(sizeOf(path.join(root, 'assets', fonts[0]!)).gzip)} (woff2, only with Arabic text)`
      : '',
  ]);
}
// What frame-widget shows for ?url=expense/{url}: its own light page, counted with the widget.
const framePage = path.join(root, 'expense-frame', 'index.html');
const frameAssets = [...new Set([framePage, ...closure(linkedFiles(framePage, '/static/', root))])].map(sizeOf);
const frameSum = total(frameAssets);
rows.push(['  expenses frame it shows', String(frameAssets.length), kb(frameSum.raw), kb(frameSum.gzip), '']);
const embed = sizeOf(path.join(root, 'embed.js'));
rows.push(['embed.js (once per host page)', '1', kb(embed.raw), kb(embed.gzip), '']);

const header = ['widget', 'files', 'raw', 'gzip', ''];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
for (const row of [header, ...rows])
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
