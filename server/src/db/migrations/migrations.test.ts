import { expect, it } from 'vitest';
import { migrations, RENAMED_MIGRATIONS } from './index.js';

const SCHEME = /^\d{4}-\d{2}-\d{2}-\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/;

it('names every migration yyyy-mm-dd-hhmm-what-it-does', () => {
  expect(Object.keys(migrations).filter((name) => !SCHEME.test(name))).toEqual([]);
});

it('lists the migrations in the order of their names, the order a new database runs them in', () => {
  const names = Object.keys(migrations);
  expect(names).toEqual([...names].sort());
});

it('renames only to migrations that exist, keeping the order every existing database ran them in', () => {
  const names = Object.keys(migrations);
  const oldName = new Map(Object.entries(RENAMED_MIGRATIONS).map(([old, now]) => [now, old]));
  for (const [old, now] of Object.entries(RENAMED_MIGRATIONS)) {
    expect(names).toContain(now);
    expect(names).not.toContain(old);
  }
  const byOldNames = [...names].sort((a, b) => (oldName.get(a) ?? a).localeCompare(oldName.get(b) ?? b));
  expect(byOldNames).toEqual(names);
});
