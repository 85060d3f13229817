import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { coreAlias } from '../core-alias.js';
import { dashboardChunks } from './dashboard-chunks.js';
import { nearMePlaces } from './near-me-places.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dashboard = dashboardChunks(here);

/** The web app: admin screens and public pages, built to dist/web and served by the Minaret server. */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), vanillaExtractPlugin(), nearMePlaces(), dashboard.plugin],
  resolve: { alias: coreAlias },
  build: {
    outDir: path.resolve(here, '../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: dashboard.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8085',
      '/bulk': 'http://localhost:8085',
      '/auth/login': 'http://localhost:8085',
      '/static': 'http://localhost:8085',
    },
  },
});
