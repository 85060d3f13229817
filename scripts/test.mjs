#!/usr/bin/env node
// `npm test`: everything a clean checkout needs, each step once (CONTRIBUTING.md "Tests"): Chromium for the
// browser tests, the catalogs compiled from their PO files (once), then a type check, lint and a production
// build of the server, web app, widgets and desktop app (the browser tests run against them), then the tests:
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

// A step is [name, command, args, env?]; a step of lanes is ['name', [[step, ...], [step, ...]]].
// The checks and the build run in two lanes side by side: ESLint, the type check and Prettier are each one
// thread, and one after the other they left the second core idle for about four minutes (CONTRIBUTING.md
// "Tests"). ESLint is the longest; the other lane runs the type check, Prettier and the build meanwhile.
const steps = [
  ['Chromium', 'sh', ['scripts/ensure-chromium.sh']],
  ['catalogs', 'npm', ['run', '--silent', 'i18n:compile']],
  [
    'checks and build',
    [
      [['lint (ESLint)', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']]],
      [
        ['type check', 'npm', ['run', '--silent', 'typecheck:compiled']],
        ['format (Prettier)', 'npx', ['prettier', '--check', '.']],
        ['build', 'npm', ['run', '--silent', 'build:all:compiled']],
      ],
    ],
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

/**
 * Runs one step, its output straight through; or, kept, printed whole when it ends (a step in a lane, so
 * that two lanes' output does not interleave).
 */
function run([name, command, args, env = process.env], { keep = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push([name, seconds, code === 0]);
      if (keep) process.stdout.write(`\n> ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(kept)}`);
      if (code !== 0) console.error(`\n${name} failed (exit ${code ?? signal}).`);
      resolve(code === 0 ? 0 : (code ?? 1));
    });
  });
}

/** Runs a lane's steps one after the other, stopping at the first that fails. */
async function runLane(lane) {
  for (const step of lane) {
    const code = await run(step, { keep: true });
    if (code !== 0) return code;
  }
  return 0;
}

for (const step of steps) {
  const lanes = Array.isArray(step[1]) ? step[1] : undefined;
  let code;
  if (lanes) {
    console.log(`\n> ${step[0]}: ${lanes.length} lanes side by side (each step's output when it ends)`);
    const started = performance.now();
    const codes = await Promise.all(lanes.map(runLane));
    timings.push([`${step[0]} in all`, (performance.now() - started) / 1000, codes.every((each) => each === 0)]);
    code = codes.find((each) => each !== 0) ?? 0;
  } else {
    console.log(`\n> ${step[0]}: ${step[1]} ${step[2].join(' ')}`);
    code = await run(step);
  }
  if (code !== 0) {
    report();
    process.exit(code);
  }
}
report();
