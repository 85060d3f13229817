import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPglite, kyselyOverPglite } from './open-database.js';
import { migrateToLatest } from './migrate.js';

/**
 * A new embedded database, made once by the build (`npm run build`) and copied by each first start
 * (docs/read-model.md, "Start-up"): PostgreSQL's initdb and the migrations, in an archive beside the built
 * server. It is made again only when what it holds would differ: another PGlite or other migrations.
 */
export const EMBEDDED_SEED = 'embedded-seed.tar.gz';
const KEY = 'embedded-seed.key';

/** What the seed depends on: PGlite's version and the text of every migration. */
export function seedKey(pgliteVersion: string, migrationsDir: string): string {
  const hash = createHash('sha256').update(pgliteVersion);
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(`\n${name}\n`).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex');
}

/** Writes `<dir>/embedded-seed.tar.gz` unless the one there was made for the same key; whether it made one. */
export async function writeEmbeddedSeed(dir: string, key: string): Promise<boolean> {
  const archive = path.join(dir, EMBEDDED_SEED);
  const keyFile = path.join(dir, KEY);
  if (fs.existsSync(archive) && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) return false;
  const pglite = createPglite();
  const db = kyselyOverPglite(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('gzip');
  await db.destroy();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(archive, Buffer.from(await dump.arrayBuffer()));
  fs.writeFileSync(keyFile, key);
  return true;
}
