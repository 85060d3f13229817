import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';

/** What changed for a masjid; screens showing it reload their data. */
export type ChangeKind = 'prayer' | 'content' | 'company' | 'configuration';

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
  close(): Promise<void>;
}

function parseEvent(payload: string | undefined): ChangeEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChangeEvent>;
    return typeof value.companyId === 'string' && typeof value.kind === 'string' ? { companyId: value.companyId, kind: value.kind } : null;
  } catch {
    return null;
  }
}

function listeners() {
  const all = new Set<(event: ChangeEvent) => void>();
  return {
    add(listener: (event: ChangeEvent) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit(payload: string | undefined) {
      const event = parseEvent(payload);
      if (event) for (const listener of all) listener(event);
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
    close: async () => {
      if (!pglite.closed) await unlisten();
    },
  };
}

/** One dedicated connection LISTENs; it is re-opened with backoff when the database restarts. */
export async function createPostgresChangeFeed(pool: pg.Pool, logger: Logger): Promise<ChangeFeed> {
  const subscribers = listeners();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    try {
      const next = await pool.connect();
      next.on('notification', (message) => subscribers.emit(message.payload));
      next.on('error', (error) => {
        logger.warn('Change feed connection lost; reconnecting', error.message);
        next.release(true);
        if (client === next) client = undefined;
        scheduleRetry();
      });
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      client = next;
      retryMs = 1000;
    } catch (error) {
      logger.warn('Change feed could not connect; retrying', error instanceof Error ? error.message : error);
      scheduleRetry();
    }
  };
  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  await connect();
  return {
    publish: notify,
    subscribe: subscribers.add,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      client?.release(true);
      client = undefined;
    },
  };
}
