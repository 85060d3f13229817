import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { coreAlias } from './core-alias.js';
import { bundledLicenses } from './desktop/build-tools/bundled-licenses.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The desktop signage app (desktop/), built to out/{main,preload,renderer} by `npm run build:desktop`.
 *
 * - main: ESM (package.json is "type": "module"), with every dependency bundled in
 *   (externalizeDeps off), so the packaged app carries no node_modules at all; only 'electron' and
 *   Node's built-ins stay external.
 * - preload: one CommonJS file (index.cjs), because sandboxed preloads cannot load ES modules or
 *   require anything but 'electron'.
 * - renderer: the setup screen and the web dashboard (admin-web/src, core/src) with the same React and
 *   vanilla-extract plugins as admin-web/vite.config.ts; relative asset paths for the app's protocol.
 * Main and renderer each get a THIRD_PARTY_LICENSES.txt listing the packages bundled into them.
 */
export default defineConfig({
  main: {
    plugins: [bundledLicenses('Minaret Signage, main process (out/main/index.js)')],
    resolve: { alias: coreAlias },
    build: {
      outDir: path.resolve(here, 'out/main'),
      externalizeDeps: false,
      sourcemap: true,
      rolldownOptions: { input: { index: path.resolve(here, 'desktop/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias: coreAlias },
    build: {
      outDir: path.resolve(here, 'out/preload'),
      externalizeDeps: false,
      sourcemap: true,
      rolldownOptions: {
        input: { index: path.resolve(here, 'desktop/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path.resolve(here, 'desktop/renderer'),
    base: './',
    resolve: { alias: coreAlias },
    plugins: [react(), vanillaExtractPlugin(), bundledLicenses('Minaret Signage, screens (out/renderer)')],
    build: {
      outDir: path.resolve(here, 'out/renderer'),
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      minify: true,
      rolldownOptions: { input: path.resolve(here, 'desktop/renderer/index.html') },
    },
  },
});
