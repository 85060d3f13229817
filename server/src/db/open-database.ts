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
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...options,
  });
  // An idle connection that the database closes (restart, failover, reaper) is reported here and already
  // dropped by the pool; without a listener Node would treat the event as fatal and end the process.
  pool.on('error', () => undefined);
  // A connection ended while a request holds it (the pool listens only while it is idle) emits the same
  // event after failing the request's query, which the route answers with 503; without a listener of its
  // own, that event would end the process ("Minaret stopped on an unexpected error", docs/security.md).
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * PostgreSQL's own page cache inside the embedded database. Its default, 128 MB, is touched as soon as it
 * opens and stays in the process for good (WebAssembly memory never shrinks); pages it does not hold are
 * read from the operating system's file cache, which is shared and given back under pressure
 * (docs/read-model.md, "Memory").
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * `seed`: a new embedded database (no PG_VERSION in `dataDir` yet) starts as a copy of this archive,
 * made by the build (server/src/db/embedded-seed.ts), instead of running PostgreSQL's initdb, which took
 * 3 s on a quiet machine and up to 22 s on a loaded one. An existing database is opened as it is.
 * `loadDataDir`: an in-memory database starting from a copy of these files (the unit tests' migrated template).
 */
export function createPglite(dataDir?: string, seed?: string, options: { loadDataDir?: Blob } = {}): PGlite {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const fromSeed =
    dataDir && seed && !fs.existsSync(path.join(dataDir, 'PG_VERSION')) && fs.existsSync(seed)
      ? { loadDataDir: new Blob([fs.readFileSync(seed)]) }
      : {};
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...fromSeed,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: PARSERS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
}

export function kyselyOverPool(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function kyselyOverPglite(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite files under `DATA_DIR/pglite` (a new one made from
 * `embeddedSeed` when given, see createPglite).
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  embeddedSeed?: string;
}): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl);
    return { db: kyselyOverPool(pool), kind: 'postgres', pool };
  }
  const pglite = createPglite(path.join(options.dataDir, 'pglite'), options.embeddedSeed);
  return { db: kyselyOverPglite(pglite), kind: 'pglite', pglite };
}

/** Errno numbers of the embedded database's virtual file system (Emscripten's, not the operating system's). */
const EMBEDDED_ERRNO: Record<number, string> = {
  2: 'permission denied',
  44: 'a file or folder is missing',
  54: 'not a folder',
  55: 'no space left',
  69: 'permission denied',
};

/**
 * Waits until the embedded database has opened, and turns the file system's bare `ErrnoError { errno }`
 * into a message someone running the server can act on.
 */
export async function assertEmbeddedDatabaseOpens(pglite: PGlite, dir: string): Promise<void> {
  try {
    await pglite.waitReady;
  } catch (error) {
    const errno = (error as { errno?: unknown }).errno;
    if (typeof errno !== 'number') throw error;
    throw new Error(
      `the embedded database in ${dir} cannot be opened (${EMBEDDED_ERRNO[errno] ?? `file system error ${errno}`}). ` +
        'Check that the folder is writable by the user running Minaret and holds a complete database (an empty or half-copied pglite/ folder is not one), or set DATA_DIR to another folder.',
      { cause: error },
    );
  }
}
