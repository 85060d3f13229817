import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMBEDDED_SEED, seedKey, writeEmbeddedSeed } from './embedded-seed.js';
import { upToDate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createPglite, kyselyOverPglite } from './open-database.js';

let dir: string;
let seed: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-seed-'));
  expect(await writeEmbeddedSeed(dir, 'key-1')).toBe(true);
  seed = path.join(dir, EMBEDDED_SEED);
}, 180_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a new embedded database starts from the seed, with every migration already applied', async () => {
  const dataDir = path.join(dir, 'new');
  const pglite = createPglite(dataDir, seed);
  const db = kyselyOverPglite(pglite);
  try {
    expect(await upToDate(db, 'public')).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db);
    expect(rows[0]!.n).toBe(Object.keys(migrations).length);
  } finally {
    await db.destroy();
  }
});

it('an existing embedded database is opened as it is, never replaced by the seed', async () => {
  const dataDir = path.join(dir, 'existing');
  let db = kyselyOverPglite(createPglite(dataDir, seed));
  await sql`create table kept_here (n int)`.execute(db);
  await sql`insert into kept_here values (7)`.execute(db);
  await db.destroy();
  db = kyselyOverPglite(createPglite(dataDir, seed));
  try {
    const { rows } = await sql<{ n: number }>`select n from kept_here`.execute(db);
    expect(rows).toEqual([{ n: 7 }]);
  } finally {
    await db.destroy();
  }
});

it('is made again only when its key changes', async () => {
  const before = fs.statSync(seed).mtimeMs;
  expect(await writeEmbeddedSeed(dir, 'key-1')).toBe(false);
  expect(fs.statSync(seed).mtimeMs).toBe(before);
  const a = seedKey('0.5.16', path.resolve('server/src/db/migrations'));
  expect(seedKey('0.5.17', path.resolve('server/src/db/migrations'))).not.toBe(a);
  expect(seedKey('0.5.16', path.resolve('server/src/db/migrations'))).toBe(a);
});
