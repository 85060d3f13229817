import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { coreAlias } from '../core-alias.js';
import { WIDGET_NAMES } from '../core/src/widgets/embed-snippet.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The six embeddable widgets, each a small plain-TypeScript page (no framework, to stay a few KB), built to
 * dist/widgets/<name>/index.html and served by the Minaret server under /static/<name>/index.html.
 * embed/embed.ts becomes /static/embed.js (the one script a masjid pastes into its website) through
 * esbuild in `npm run build:widgets`: it must be a classic self-contained script, not an ES module.
 */
export default defineConfig({
  root: here,
  base: '/static/',
  publicDir: false,
  resolve: { alias: coreAlias },
  build: {
    outDir: path.resolve(here, '../dist/widgets'),
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // expense-frame is the light page frame-widget shows for ?url=expense/{url}; not a widget of its own.
      input: Object.fromEntries(
        [...WIDGET_NAMES, 'expense-frame'].map((name) => [name, path.resolve(here, name, 'index.html')]),
      ),
    },
  },
});
