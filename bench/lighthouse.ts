/**
 * Lighthouse performance of the public pages: `npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--write-docs]`
 *
 * Starts the built server as `npm start` runs it (the Node flags of `npm run serve`, output to a file), seeds
 * one masjid with a timetable and content, and runs npm's `lighthouse` (pinned below, fetched by
 * `npx --yes` into npm's own cache: it is large and not a dependency of the project) with Debian's
 * Chromium and the flags of tests/support/browser.ts on the masjid's public page (`/v2/{url}`) and its
 * dashboard (`/{url}`), mobile (Lighthouse's default: a mid-range phone on a slow 4G, simulated) and
 * desktop (`--preset=desktop`). Prints the median of `--runs` runs; `--write-docs` also puts the table
 * into docs/read-model.md, between its Lighthouse markers. Targets: mobile >= 90, desktop >= 95.
 *
 * To compare two builds in the same hour (the machine is shared and noisy): `--dist <dir>` serves the build
 * in <dir> (its server/, web/ and widgets/, as `dist/` holds them) instead of `dist/`; `--page dashboard`
 * or `--page public` and `--form mobile` or `--form desktop` run only those; `--reports <dir>` keeps each
 * run's JSON report there (LCP element, bootup time, requests) instead of deleting it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser.js';
import { startServer } from '../tests/support/server.js';
import { option } from './options.js';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // 13 needs Node 22
const run = promisify(execFile);
const runs = Number(option('runs') ?? 3);
const writeDocs = process.argv.includes('--write-docs');
const dist = option('dist');
const onlyPage = option('page');
const onlyForm = option('form');
const reports = option('reports');
if (writeDocs && (onlyPage || onlyForm))
  throw new Error('--write-docs writes the whole table: run it without --page and --form');

interface Score {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function lighthouse(url: string, form: 'mobile' | 'desktop', dir: string): Promise<Score> {
  const out = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 << 20, timeout: 300_000 },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    fs.copyFileSync(out, path.join(reports, `${form}-${path.basename(new URL(url).pathname)}-${Date.now()}.json`));
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-lighthouse-'));
const server = await startServer(
  dist ? { WEB_DIST_DIR: path.resolve(dist, 'web'), WIDGETS_DIST_DIR: path.resolve(dist, 'widgets') } : {},
  {
    asServed: true,
    outputFile: path.join(dir, 'server.log'),
    ...(dist ? { entry: path.join(dist, 'server/main.js') } : {}),
  },
);
const rows: string[][] = [
  ['page', 'form', 'performance (median, each run)', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
];
try {
  const today = new Date().toISOString().slice(0, 10);
  await seedMasjid(server, {
    name: 'Masjid Lighthouse',
    url: 'lighthouse',
    email: 'admin@lighthouse.example.org',
    content: () => richContent(today),
  });
  const pages: [string, string, string][] = [
    ['public', "masjid's public page", '/v2/lighthouse'],
    ['dashboard', 'dashboard', '/lighthouse'],
  ];
  for (const [key, name, urlPath] of pages) {
    if (onlyPage && onlyPage !== key) continue;
    for (const form of ['mobile', 'desktop'] as const) {
      if (onlyForm && onlyForm !== form) continue;
      const scores: Score[] = [];
      for (let i = 0; i < runs; i += 1) {
        scores.push(await lighthouse(`${server.url}${urlPath}`, form, dir));
        process.stderr.write('.');
      }
      const m = (key: keyof Score) => median(scores.map((score) => score[key]));
      rows.push([
        `${name} (\`${urlPath.replace('lighthouse', '{url}')}\`)`,
        form,
        `${m('score')} (${scores.map((score) => score.score).join(', ')})`,
        `${(m('fcp') / 1000).toFixed(1)} s`,
        `${(m('lcp') / 1000).toFixed(1)} s`,
        `${m('tbt').toFixed(0)} ms`,
        m('cls').toFixed(3),
        `${(m('si') / 1000).toFixed(1)} s`,
      ]);
    }
  }
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.stderr.write('\n');

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
const table = [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n');
const note = `${LIGHTHOUSE} (npx), Debian's Chromium, ${runs} runs each${dist ? ` of ${dist}` : ''}; load average ${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
console.log(note);
console.log(table);
if (writeDocs) {
  const docs = 'docs/read-model.md';
  const text = fs.readFileSync(docs, 'utf8');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  if (!text.includes(start) || !text.includes(end)) throw new Error(`${docs} has no Lighthouse markers`);
  fs.writeFileSync(
    docs,
    `${text.slice(0, text.indexOf(start) + start.length)}\n\n${note}:\n\n${table}\n\n${text.slice(text.indexOf(end))}`,
  );
}
