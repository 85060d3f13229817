#!/usr/bin/env node
// Prints the unit tests' line coverage per top folder from vitest's coverage/coverage-summary.json
// (CONTRIBUTING.md "Tests"): a figure to read, not a gate.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve('coverage/coverage-summary.json');
if (!existsSync(file)) {
  console.log('coverage: no coverage/coverage-summary.json (run the unit project with --coverage)');
  process.exit(0);
}
const summary = JSON.parse(readFileSync(file, 'utf8'));
const folders = new Map();
for (const [name, figures] of Object.entries(summary)) {
  if (name === 'total') continue;
  const top = path.relative(process.cwd(), name).split(path.sep)[0];
  const sum = folders.get(top) ?? { covered: 0, total: 0 };
  sum.covered += figures.lines.covered;
  sum.total += figures.lines.total;
  folders.set(top, sum);
}
const percent = ({ covered, total }) => (total === 0 ? '-' : `${((100 * covered) / total).toFixed(1)}%`);
for (const [top, sum] of [...folders].sort()) {
  console.log(`coverage: ${top}: ${percent(sum)} of ${sum.total} lines`);
}
console.log(`coverage: all: ${percent(summary.total.lines)} of ${summary.total.lines.total} lines`);
