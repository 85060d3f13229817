#!/usr/bin/env node
// `npm test`: everything a clean checkout needs, in order. Chromium for the browser tests, a type check, lint,
// a production build of the server, web app, widgets and desktop app (the browser tests run against
// them), then every vitest project.
// Set TEST_DATABASE_URL to run the database tests on PostgreSQL instead of embedded PGlite.
import { spawnSync } from 'node:child_process';

const steps = [
  ['sh', ['scripts/ensure-chromium.sh']],
  ['npm', ['run', '--silent', 'typecheck']],
  ['npm', ['run', '--silent', 'lint']],
  ['npm', ['run', '--silent', 'build:all']],
  ['npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
