/**
 * A screen's first load stays light (docs/hall-screen.md, "Weight"), read from the built chunks (`npm run build`
 * first; WEB_DIST_DIR names another build, as it does for the server): what the dashboard's address loads before
 * its first paint (the app entry and the dashboard route's chunk, with every chunk they import statically),
 * and what the dashboard then fetches by itself (its lazy chunks: the header links, the weather badge, the
 * language catalogs), carry neither zod (the schemas the server and the admin validate with; a screen only
 * computes) nor recharts (the fund ring is the dashboard's own SVG), and the first load comes in a few files.
 * Each chunk's source map names its modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { closure, importsOf, linkedFiles } from '../../bench/asset-graph.js';

const root = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const assets = path.join(root, 'assets');
const HEAVY = /node_modules\/(zod|recharts)\//;

/** The source modules of a built chunk, from its source map (none for a chunk without one). */
function modulesOf(chunk: string): string[] {
  if (!fs.existsSync(`${chunk}.map`)) return [];
  const map = JSON.parse(fs.readFileSync(`${chunk}.map`, 'utf8')) as { sources: string[] };
  // Relative to the chunk (`../../../core/src/...`): the path from the repository's root, wherever the build is.
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** Each heavy module a set of chunks carries, with the chunk that carries it; a chunk must say what it holds. */
function heavyIn(chunks: Iterable<string>): string[] {
  const scripts = [...chunks].filter((chunk) => chunk.endsWith('.js'));
  // rolldown's tiny runtime chunk is the only one built without a source map.
  const unmapped = scripts.filter((chunk) => !fs.existsSync(`${chunk}.map`)).map((chunk) => path.basename(chunk));
  for (const name of unmapped) expect(name, 'a chunk without a source map').toMatch(/^rolldown-runtime-[\w-]+\.js$/);
  return scripts.flatMap((chunk) =>
    modulesOf(chunk)
      .filter((module) => HEAVY.test(module))
      .map((module) => `${path.basename(chunk)}: ${module}`),
  );
}

function firstLoad() {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${root} has no build: run \`npm run build\``);
  const entry = linkedFiles(path.join(root, 'index.html'), '/', root);
  const route = fs
    .readdirSync(assets)
    .map((file) => path.join(assets, file))
    .filter(
      (file) =>
        file.endsWith('.js') && modulesOf(file).includes('admin-web/src/features/dashboard/dashboard-route.tsx'),
    );
  expect(route).toHaveLength(1);
  return { entry, chunks: closure([...entry, ...route]) };
}

it("loads neither zod nor recharts before the dashboard's first paint", () => {
  const { chunks } = firstLoad();
  const modules = [...chunks].filter((chunk) => chunk.endsWith('.js')).flatMap(modulesOf);
  expect(heavyIn(chunks)).toEqual([]);
  // The graph is the dashboard's: its screen and the rules it computes with are in it.
  expect(modules).toContain('admin-web/src/features/dashboard/dashboard-app.tsx');
  expect(modules).toContain('core/src/playlists/playlist-showing.ts');
  expect(modules).toContain('core/src/sound/sound-profile.ts');
});

it('comes in a few scripts: the entry and the two chunks of admin-web/dashboard-chunks.ts, not thirty small ones', () => {
  const { chunks } = firstLoad();
  // A phone on a slow network waits a round trip for every few files (six at a time over HTTP/1.1).
  const scripts = [...chunks].filter((chunk) => chunk.endsWith('.js')).map((chunk) => path.basename(chunk));
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(10);
});

it('fetches no zod or recharts by itself after the first paint: a tap may load them, showing the page does not', () => {
  const { entry, chunks } = firstLoad();
  // The entry's own lazy imports are the other pages; the dashboard's chunks' lazy imports are what it shows next.
  const lazy = [...chunks]
    .filter((chunk) => chunk.endsWith('.js') && !entry.includes(chunk))
    .flatMap((chunk) => importsOf(chunk).dynamic)
    .filter((chunk) => !chunks.has(chunk));
  const later = closure(lazy);
  expect([...later].flatMap(modulesOf)).toContain('admin-web/src/features/following/follow-button.tsx');
  expect(heavyIn(later)).toEqual([]);
});
