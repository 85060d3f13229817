#!/usr/bin/env node
// `npm test`: everything a clean checkout needs, each step once (CONTRIBUTING.md "Tests"): Chromium for the
// browser tests, the catalogs compiled from their PO files, then side by side a type check, lint and a
// production build of the server, web app, widgets and desktop app (the browser tests run against them; the
// three read the compiled catalogs and write nothing the others read), then the tests:
//   - unit and route tests on the embedded PGlite, with a coverage figure per top folder;
//   - with TEST_DATABASE_URL set (CI sets it): the server tests that open a database again on PostgreSQL
//     (scripts/database-test-files.mjs finds them);
//   - browser tests once, on PGlite; those whose behaviour depends on the database (`*.db.test.ts`) again on
//     PostgreSQL when TEST_DATABASE_URL is set.
// `npm test -- <vitest arguments>` runs the checks and the build, then vitest with those arguments only.
// A timing line per step is printed at the end (and appended to $TEST_TIMINGS_FILE when set, for .ci/run).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { databaseTestFiles } from './database-test-files.mjs';

const postgres = process.env.TEST_DATABASE_URL;
const onPglite = { ...process.env };
delete onPglite.TEST_DATABASE_URL;
delete onPglite.DATABASE_URL;
const onPostgres = { ...process.env, TEST_DATABASE_URL: postgres };

const vitest = (...args) => ['npx', ['vitest', 'run', ...args]];
const passThrough = process.argv.slice(2);

// A step is [name, command, args, env?]; an array of steps runs them at the same time (their output is
// printed whole, one step after the other, as each ends).
const steps = [
  ['Chromium', 'sh', ['scripts/ensure-chromium.sh']],
  ['catalogs', 'npm', ['run', '--silent', 'i18n:compile']],
  [
    ['type check', 'npm', ['run', '--silent', 'typecheck:compiled']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['build', 'npm', ['run', '--silent', 'build:all:compiled']],
  ],
];
if (passThrough.length > 0) {
  steps.push(['vitest ' + passThrough.join(' '), ...vitest(...passThrough)]);
} else {
  steps.push(['unit and route tests on PGlite', ...vitest('--project', 'unit', '--coverage'), onPglite]);
  steps.push(['coverage per folder', 'node', ['scripts/coverage-by-folder.mjs']]);
  if (postgres) {
    steps.push([
      'database tests on PostgreSQL',
      ...vitest('--project', 'unit', ...databaseTestFiles('server')),
      onPostgres,
    ]);
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

/** Runs one step; with `quiet`, keeps its output and prints it when the step ends. */
function run([name, command, args, env = process.env], quiet) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) process.stdout.write(`\n> ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(output)}`);
      timings.push([name, seconds, code === 0]);
      if (code !== 0) console.error(`\n${name} failed (exit ${code ?? signal}).`);
      resolve(code === 0 ? 0 : (code ?? 1));
    });
  });
}

for (const step of steps) {
  const together = Array.isArray(step[0]) ? step : undefined;
  let codes;
  if (together) {
    console.log(`\n> at the same time: ${together.map(([name]) => name).join(', ')}`);
    const started = performance.now();
    codes = await Promise.all(together.map((one) => run(one, true)));
    timings.push([
      together.map(([name]) => name).join(' + ') + ', side by side',
      (performance.now() - started) / 1000,
      codes.every((code) => code === 0),
    ]);
  } else {
    console.log(`\n> ${step[0]}: ${step[1]} ${step[2].join(' ')}`);
    codes = [await run(step, false)];
  }
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    report();
    process.exit(failed);
  }
}
report();
