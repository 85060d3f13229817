import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate.js';
import { createPglite, createPool, kyselyOverPglite } from '../db/open-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files of a freshly migrated embedded database, for createTestDatabase to start from. */
    pgliteTemplate: string | null;
    /**
     * On PostgreSQL, the start of every test schema's name in this run: the run drops them all at its end
     * rather than each file at its own (see setup below).
     */
    postgresSchemaPrefix: string | null;
  }
}

/**
 * Before the unit project's first test: one embedded database created and migrated from nothing, its files
 * written to a temporary tar. Each test file's database starts from a copy of them instead of running
 * initdb and every migration again, which was most of a route test file's time on PGlite. The migrations
 * still run from nothing once per run, here, and a test that needs them to run calls migrateToLatest itself.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplate', null);
    return keepSchemasToTheEnd(project, url);
  }
  project.provide('postgresSchemaPrefix', null);
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

/**
 * Test files on PostgreSQL each migrate a schema of their own in one database, two at a time. Kysely's
 * migrator reads the catalog of every schema in the database, and a schema another file dropped during that
 * read failed the migration ("schema ... does not exist"). So no file drops its schema: the run drops them
 * all once every file has ended, by a prefix of its own (a second run on the same database keeps its own).
 */
function keepSchemasToTheEnd(project: TestProject, url: string) {
  const prefix = `test_${randomBytes(3).toString('hex')}_`;
  project.provide('postgresSchemaPrefix', prefix);
  return async () => {
    const admin = createPool(url, { max: 1 });
    try {
      const { rows } = await admin.query<{ name: string }>(
        `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
        [prefix],
      );
      for (const { name } of rows) await admin.query(`drop schema "${name}" cascade`);
    } finally {
      await admin.end();
    }
  };
}
