#!/usr/bin/env node
// `npm test`: everything a clean checkout needs, in order, each step once (CONTRIBUTING.md "Tests"):
// Chromium for the browser tests, a type check (which first compiles the catalogs from their PO files), lint, a production build of the server, web app, widgets and
// desktop app (the browser tests run against them), then the tests:
//   - unit and route tests on the embedded PGlite, with a coverage figure per top folder;
//   - with TEST_DATABASE_URL set (CI sets it): the tests that touch the database (server/) again on PostgreSQL;
//   - browser tests once, on PGlite; those whose behaviour depends on the database (`*.db.test.ts`) again on
//     PostgreSQL when TEST_DATABASE_URL is set.
// `npm test -- <vitest arguments>` runs the checks and the build, then vitest with those arguments only.
// A timing line per step is printed at the end (and appended to $TEST_TIMINGS_FILE when set, for .ci/run).
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const postgres = process.env.TEST_DATABASE_URL;
const onPglite = { ...process.env };
delete onPglite.TEST_DATABASE_URL;
delete onPglite.DATABASE_URL;
const onPostgres = { ...process.env, TEST_DATABASE_URL: postgres };

const vitest = (...args) => ['npx', ['vitest', 'run', ...args]];
const passThrough = process.argv.slice(2);

const steps = [
  ['Chromium', 'sh', ['scripts/ensure-chromium.sh']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['build', 'npm', ['run', '--silent', 'build:all']],
];
if (passThrough.length > 0) {
  steps.push(['vitest ' + passThrough.join(' '), ...vitest(...passThrough)]);
} else {
  steps.push(['unit and route tests on PGlite', ...vitest('--project', 'unit', '--coverage'), onPglite]);
  steps.push(['coverage per folder', 'node', ['scripts/coverage-by-folder.mjs']]);
  if (postgres) {
    steps.push(['database tests on PostgreSQL', ...vitest('--project', 'unit', 'server/'), onPostgres]);
  }
  steps.push(['browser tests on PGlite', ...vitest('--project', 'e2e'), onPglite]);
  if (postgres) {
    steps.push(['database browser tests on PostgreSQL', ...vitest('--project', 'e2e', '.db.test.ts'), onPostgres]);
  }
}

const timings = [];
const report = () => {
  const lines = timings.map(
    ([name, seconds, ok]) => `timing: ${name}: ${seconds.toFixed(0)} s${ok ? '' : ' (failed)'}`,
  );
  console.log(`\n${lines.join('\n')}`);
  if (process.env.TEST_TIMINGS_FILE) appendFileSync(process.env.TEST_TIMINGS_FILE, lines.join('\n') + '\n');
};

for (const [name, command, args, env = process.env] of steps) {
  console.log(`\n> ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const ok = result.status === 0;
  timings.push([name, (performance.now() - started) / 1000, ok]);
  if (!ok) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    report();
    process.exit(result.status ?? 1);
  }
}
report();
