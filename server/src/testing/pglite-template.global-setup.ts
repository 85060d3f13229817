import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate.js';
import { createPglite, kyselyOverPglite } from '../db/open-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files of a freshly migrated embedded database, for createTestDatabase to start from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Before the unit project's first test: one embedded database created and migrated from nothing, its files
 * written to a temporary tar. Each test file's database starts from a copy of them instead of running
 * initdb and every migration again, which was most of a route test file's time on PGlite. The migrations
 * still run from nothing once per run, here, and a test that needs them to run calls migrateToLatest itself.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const pglite = createPglite();
  const db = kyselyOverPglite(pglite);
  await migrateToLatest(db);
  const files = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
