import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

/**
 * Value parsers shared by both drivers: calendar dates stay 'YYYY-MM-DD' strings (a JS Date would
 * shift them by the server's own zone), and counts and amounts come back as numbers.
 */
const PARSERS: Record<number, (value: string) => unknown> = {
  1082: (value) => value, // date
  20: (value) => Number(value), // int8 (count(*))
  1700: (value) => Number(value), // numeric
};

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance when embedded (for LISTEN/NOTIFY). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export function createPool(connectionString: string, options: Partial<pg.PoolConfig> = {}): pg.Pool {
  return new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...options,
  });
}

export function createPglite(dataDir?: string): PGlite {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return new PGlite({ ...(dataDir ? { dataDir } : {}), parsers: PARSERS });
}

export function kyselyOverPool(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function kyselyOverPglite(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/** PostgreSQL when a URL is given, otherwise PGlite files under `DATA_DIR/pglite`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl);
    return { db: kyselyOverPool(pool), kind: 'postgres', pool };
  }
  const pglite = createPglite(path.join(options.dataDir, 'pglite'));
  return { db: kyselyOverPglite(pglite), kind: 'pglite', pglite };
}
