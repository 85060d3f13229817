import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `@core/...` names core/src/... from every other part (docs/ARCHITECTURE.md "Imports"). TypeScript, esbuild
 * and tsx read it from the tsconfig files' `paths`; the Vite-based builds (web app, widgets, desktop app)
 * and vitest read it from here.
 */
export const coreAlias = { '@core': path.join(path.dirname(fileURLToPath(import.meta.url)), 'core/src') };
