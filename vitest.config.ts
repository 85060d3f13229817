import { defineConfig } from 'vitest/config';
import { coreAlias } from './core-alias.js';

/**
 * Two projects: `unit` (core rules, server routes through app.request(), desktop main-process modules)
 * and `e2e` (the real server on a free port, driven by Playwright in Debian's Chromium).
 */
/**
 * expect.poll gives up after 1 s by default: too short for a page on a loaded CI machine. Set in each
 * project, because a project does not inherit the root's test options (it did not, and the e2e polls ran
 * with the 1 s default).
 */
const POLL = { poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    // A figure to read, not a gate: `npm test` runs the unit project with --coverage and prints it per top
    // folder (scripts/coverage-by-folder.mjs). Browser tests are not measured.
    coverage: {
      provider: 'v8',
      reporter: ['json-summary'],
      include: ['{core/src,server/src,admin-web/src,widgets,desktop}/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/testing/**', '**/__fixtures__/**', 'core/src/i18n/compiled/**'],
    },
    projects: [
      {
        resolve: { alias: coreAlias },
        test: {
          name: 'unit',
          expect: POLL,
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'desktop/**/*.test.ts',
            'widgets/**/*.test.ts',
            'admin-web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          // One migrated embedded database for the whole run, copied by each test file (createTestDatabase).
          globalSetup: ['server/src/testing/pglite-template.global-setup.ts'],
          setupFiles: ['server/src/testing/password-cost.setup.ts'],
          // Generous: several tests set up a database of their own, which takes its time on a loaded CI machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Both cores: on two, vitest's default is one worker, and the unit step took 931 s in a row.
          maxWorkers: 2,
          // A worker runs file after file in one module graph: importing the server's modules again for each
          // file was most of the step (329 s against 135 s on PGlite, 210 s against 73 s on PostgreSQL).
          // A file's state is its own (its database, its app); tests that spy, mock or fake timers restore
          // them, and the step passes with its files in a shuffled order (--sequence.shuffle.files).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: coreAlias },
        test: {
          name: 'e2e',
          expect: POLL,
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/support/chromium.global-setup.ts', 'tests/support/server.global-setup.ts'],
          // A worker's process runs file after file: importing Playwright and the support modules again for each
          // file cost several seconds a file on a busy machine. A file's state is its own (its server, its
          // browser connection, both closed in afterAll); no browser test mocks modules, timers or globals.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          // After the unit project: browser tests are the slow part and get the machine to themselves.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
