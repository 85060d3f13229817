import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { createPgliteChangeFeed, createPostgresChangeFeed, type ChangeFeed } from '../events/change-feed.js';
import { silentLogger } from '../logger.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPglite, createPool, kyselyOverPglite, kyselyOverPool } from '../db/open-database.js';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  changes: ChangeFeed;
  destroy(): Promise<void>;
}

/** The migrated template's files (pglite-template.global-setup.ts), read once per test file's process. */
let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  let file: string | null | undefined;
  try {
    file = inject('pgliteTemplate');
  } catch {
    return undefined; // outside vitest (a bench under bench/): the database is migrated from scratch
  }
  if (!file) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

function postgresSchemaPrefix(): string | null {
  try {
    return inject('postgresSchemaPrefix');
  } catch {
    return null; // outside vitest
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the template the
 * unit project migrated once), or a throwaway schema in the PostgreSQL of TEST_DATABASE_URL (CI runs every
 * route test on both). `migrated: false`: an empty one, for a test of the migrations themselves.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const files = migrated ? pgliteTemplate() : undefined;
    const pglite = createPglite(undefined, undefined, files ? { loadDataDir: files } : {});
    const db = kyselyOverPglite(pglite);
    if (migrated) await migrateToLatest(db);
    const changes = await createPgliteChangeFeed(pglite);
    return {
      db,
      kind: 'pglite',
      changes,
      async destroy() {
        await changes.close();
        await db.destroy();
      },
    };
  }
  // Under vitest the run drops its schemas at its end (pglite-template.global-setup.ts); a bench drops its own.
  const runPrefix = postgresSchemaPrefix();
  const schema = `${runPrefix ?? 'test_'}${randomBytes(6).toString('hex')}`;
  const admin = createPool(url, { max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = createPool(url, { max: 4, options: `-c search_path=${schema}` });
  const db = kyselyOverPool(pool);
  if (migrated) await migrateToLatest(db);
  const changes = await createPostgresChangeFeed(pool, silentLogger);
  return {
    db,
    kind: 'postgres',
    changes,
    async destroy() {
      await changes.close();
      await db.destroy();
      if (!runPrefix) await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
