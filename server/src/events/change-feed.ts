import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';

/** What changed for a masjid; screens showing it reload their data. */
/** 'month': a declared Hijri month (docs/jumuah-eid-ramadan.md), one save that screens show at once, as 'urgent'. */
export type ChangeKind = 'prayer' | 'content' | 'company' | 'configuration' | 'hadith' | 'urgent' | 'month' | 'screens';

/** The `companyId` of a change that concerns every masjid (an imported hadith collection, the server notice). */
export const ALL_MASJIDS = '*';

export interface ChangeEvent {
  companyId: string;
  kind: ChangeKind;
}

export const CHANGE_CHANNEL = 'minaret_changes';

/**
 * Change signals between server instances through PostgreSQL LISTEN/NOTIFY (PGlite has it too), so a
 * screen connected to one instance hears about a save made through another. A notification sent inside
 * a transaction is delivered only if it commits.
 */
export interface ChangeFeed {
  publish(db: Kysely<Database>, event: ChangeEvent): Promise<void>;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /**
   * Called when the feed is listening again after losing its connection: signals sent meanwhile were
   * missed, so whatever was kept from before may be stale (docs/read-model.md, "Change signals").
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

function parseEvent(payload: string | undefined): ChangeEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChangeEvent>;
    return typeof value.companyId === 'string' && typeof value.kind === 'string'
      ? { companyId: value.companyId, kind: value.kind }
      : null;
  } catch {
    return null;
  }
}

function listeners() {
  const all = new Set<(event: ChangeEvent) => void>();
  const resyncs = new Set<() => void>();
  return {
    add(listener: (event: ChangeEvent) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    addResync(listener: () => void) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
    emit(payload: string | undefined) {
      const event = parseEvent(payload);
      if (event) for (const listener of all) listener(event);
    },
    resync() {
      for (const listener of resyncs) listener();
    },
  };
}

async function notify(db: Kysely<Database>, event: ChangeEvent) {
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

export async function createPgliteChangeFeed(pglite: PGlite): Promise<ChangeFeed> {
  const subscribers = listeners();
  const unlisten = await pglite.listen(CHANGE_CHANNEL, (payload) => subscribers.emit(payload));
  return {
    publish: notify,
    subscribe: subscribers.add,
    // In the same process as the database: its signals cannot be missed.
    onResync: subscribers.addResync,
    close: async () => {
      if (!pglite.closed) await unlisten();
    },
  };
}

/**
 * One dedicated connection LISTENs; when the database drops it (restart, failover, pg_terminate_backend)
 * it is opened again with backoff, and LISTEN is sent again on the new connection.
 */
export async function createPostgresChangeFeed(pool: pg.Pool, logger: Logger): Promise<ChangeFeed> {
  const subscribers = listeners();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;
  let lostSignals = false;

  const drop = (lost: pg.PoolClient, why: string) => {
    if (client !== lost && client !== undefined) return;
    client = undefined;
    try {
      lost.release(true);
    } catch {
      // already released
    }
    if (closed) return;
    lostSignals = true;
    logger.warn(`Change feed connection lost (${why}); reconnecting`);
    scheduleRetry();
  };

  const connect = async (): Promise<void> => {
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      const current = next;
      current.on('notification', (message) => subscribers.emit(message.payload));
      current.on('error', (error) => drop(current, error.message));
      current.on('end', () => drop(current, 'connection ended'));
      client = current;
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      retryMs = 1000;
      if (closed) drop(current, 'closed');
      else if (lostSignals) {
        lostSignals = false;
        subscribers.resync();
      }
    } catch (error) {
      if (next) drop(next, error instanceof Error ? error.message : String(error));
      else {
        logger.warn('Change feed could not connect; retrying', error instanceof Error ? error.message : error);
        scheduleRetry();
      }
    }
  };
  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  await connect();
  return {
    publish: notify,
    subscribe: subscribers.add,
    onResync: subscribers.addResync,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      try {
        current?.release(true);
      } catch {
        // already released
      }
    },
  };
}
