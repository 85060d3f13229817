import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Kysely } from 'kysely';
import { civilDateInZone } from '@core/time/zone.js';
import type { Clock } from '../clock.js';
import { findMasjidById, findMasjidByUrl } from '../masjids/masjid.repository.js';
import type { Database } from '../db/database.js';
import { ALL_MASJIDS, type ChangeEvent, type ChangeFeed } from '../events/change-feed.js';
import type { AppEnv } from '../http/env.js';
import { RequestStorage } from '../http/request-storage.js';
import { findPrayerConfig } from '../prayer/prayer.repository.js';
import { ByteLru } from './byte-lru.js';
import { requestLineOf, type KeptAnswer, type KeptSource } from './kept-lane.js';
import { entryOf, entryOfEncoded, freshKept, type Entry } from './kept-entry.js';
import { RequestLines } from './request-lines.js';
import { sendKept } from './send-kept.js';
import {
  PRIVATE_CACHE_CONTROL,
  findPublicRead,
  findPublicV1Read,
  type PublicRead,
  type Scope,
} from './public-reads.js';

/**
 * The per-process read model of public reads (docs/read-model.md). An anonymous GET of a public read is
 * answered from a kept, pre-compressed body when there is one; otherwise its route answers and the body is
 * kept for the next reader. A change signal (LISTEN/NOTIFY, from any instance) drops the masjid's bodies;
 * a write through this instance also drops them as soon as it has answered, before the signal comes back.
 * The database stays the only source of truth: a body is never kept longer than `maxAgeMs`, and a body
 * built while a change arrived is sent once but not kept.
 */
export interface ReadModelOptions {
  db: Kysely<Database>;
  clock: Clock;
  changes: ChangeFeed;
  /** Memory for day, dashboard, content, reminder and list answers. */
  mainBytes?: number;
  /** Memory for calendars, apart so that a visitor asking for many years evicts only calendars. */
  calendarBytes?: number;
  /** A safety net for a write that forgets its change signal: nothing is kept longer than this. */
  maxAgeMs?: number;
  /**
   * What the kept lane adds to a v1 answer (docs/public-api.md): the route's fixed headers (CORS,
   * deprecation), and the rate limit counted for the caller, whose headers it gives, or null when the
   * caller is over it (the app then refuses). Without it the lane leaves v1 reads to the app.
   */
  publicApi?: {
    headersFor(route: string): readonly string[];
    admit(req: IncomingMessage): readonly string[] | null;
  };
}

interface MasjidKey {
  id: string;
  /** The masjid's IANA zone (from its timetable), or null before it has one. */
  zone: string | null;
}

export interface ReadModel extends KeptSource {
  middleware: MiddlewareHandler<AppEnv>;
  /** The keyless v1 API's reads, kept like the others; app.ts puts it behind the v1 API's own middleware. */
  publicApiMiddleware: MiddlewareHandler<AppEnv>;
  /** The change feed for routes: a publish also drops this instance's bodies once the request is answered. */
  changes: ChangeFeed;
  /** Drops what a change makes stale (also called for every signal from other instances). */
  drop(event: ChangeEvent): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

const MB = 1024 * 1024;
const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);
/** Answers kept: JSON reads and the iCalendar prayer feed. */
const KEPT_TYPES = ['application/json', 'text/calendar'];
const ACTIVE_LIST = 'g:active';
const V1_LIST = 'g:v1-masjids';

/** Where a request line's answer is kept, valid while the minute it was worked out in lasts. */
interface Lane {
  key: string;
  segment: PublicRead['segment'];
  cacheControl: string;
  minute: number;
  read: PublicRead;
  params: URLSearchParams;
}

export function createReadModel(options: ReadModelOptions): ReadModel {
  const { db, clock } = options;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const index = new Map<string, Set<string>>();
  const forget = (key: string) => {
    const scope = key.slice(0, key.indexOf('\n'));
    index.get(scope)?.delete(key);
  };
  const segments = {
    main: new ByteLru<Entry>(options.mainBytes ?? 24 * MB, forget),
    calendar: new ByteLru<Entry>(options.calendarBytes ?? 6 * MB, forget),
  };
  const generations = new Map<string, number>();
  const pending = new Map<string, Promise<Entry | null>>();
  const masjidsById = new Map<string, MasjidKey>();
  const idsByUrl = new Map<string, string>();
  const localDates = new Map<string, { minute: number; date: string }>();
  const writes = new RequestStorage<Set<string>>();
  const lanes = new RequestLines<Lane>();
  let hits = 0;
  let misses = 0;

  function dropScope(scope: string) {
    generations.set(scope, (generations.get(scope) ?? 0) + 1);
    const keys = index.get(scope);
    if (keys) for (const key of keys) for (const segment of Object.values(segments)) segment.delete(key);
    index.delete(scope);
  }

  function drop(event: ChangeEvent) {
    // A command for a screen changes nothing any answer holds.
    if (event.kind === 'screens') return;
    if (event.kind === 'hadith' || event.companyId === ALL_MASJIDS) {
      // A new hadith collection (docs/hadith-import.md) is in /api/hod and in every masjid's dashboard; so is
      // the server notice (docs/urgent-message.md).
      for (const scope of [...index.keys()]) if (scope.startsWith('m:')) dropScope(scope);
      if (event.kind === 'hadith') dropScope('g:hod');
      return;
    }
    dropScope(`m:${event.companyId}`);
    // A masjid's name, address or state is in the lists of active masjids; any change may touch it.
    dropScope(ACTIVE_LIST);
    dropScope(V1_LIST);
    const masjid = masjidsById.get(event.companyId);
    masjidsById.delete(event.companyId);
    if (masjid) for (const [url, id] of idsByUrl) if (id === masjid.id) idsByUrl.delete(url);
  }
  options.changes.subscribe(drop);
  // Signals missed while the feed was down could have been about any masjid: nothing kept is trusted.
  options.changes.onResync(() => {
    for (const scope of [...index.keys()]) dropScope(scope);
    masjidsById.clear();
    idsByUrl.clear();
  });

  const changes: ChangeFeed = {
    async publish(db, event) {
      await options.changes.publish(db, event);
      writes.get()?.add(event.companyId);
      drop(event);
    },
    subscribe: (listener) => options.changes.subscribe(listener),
    onResync: (listener) => options.changes.onResync(listener),
    close: () => options.changes.close(),
  };

  async function masjidOf(scope: Scope): Promise<MasjidKey | null> {
    if (scope.kind === 'global') return null;
    const known = scope.kind === 'id' ? masjidsById.get(scope.id) : masjidsById.get(idsByUrl.get(scope.url) ?? '');
    if (known) return known;
    const row = scope.kind === 'id' ? await findMasjidById(db, scope.id) : await findMasjidByUrl(db, scope.url);
    if (!row) return null;
    const config = await findPrayerConfig(db, row.id);
    const masjid = { id: row.id, zone: config?.timezone_id ?? null };
    masjidsById.set(row.id, masjid);
    if (scope.kind === 'url') idsByUrl.set(scope.url, row.id);
    return masjid;
  }

  /** The masjid's local date (its "today"), worked out once a minute per zone. */
  function localDate(zone: string, now: Date): string {
    const minute = Math.floor(now.getTime() / 60_000);
    const known = localDates.get(zone);
    if (known && known.minute === minute) return known.date;
    const { year, month, day } = civilDateInZone(zone, now);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    localDates.set(zone, { minute, date });
    return date;
  }

  /**
   * When an answer turns: the masjid's local date, and the UTC hour (public state and announcement windows
   * follow UTC dates). Without a known zone, every quarter hour (zones differ from UTC by whole quarters).
   */
  function timeKey(masjid: MasjidKey | null, now: Date): string {
    const iso = now.toISOString();
    if (masjid?.zone) {
      try {
        return `${localDate(masjid.zone, now)}|${iso.slice(0, 13)}`;
      } catch {
        // An unknown zone falls through to quarter hours.
      }
    }
    return `${iso.slice(0, 13)}q${Math.floor(now.getUTCMinutes() / 15)}`;
  }

  /**
   * The kept lane's memory: which key a request line was answered from. The key holds the masjid's local
   * date and the UTC hour, which cannot turn within a minute (zones are whole minutes from UTC), so a lane
   * is trusted until its minute ends; the next read through the app remembers it again.
   */
  function rememberLane(url: string, lane: Lane) {
    lanes.set(requestLineOf(url), lane);
  }

  /** The kept lane's source: an answer this process read through the app within the same minute. */
  function keptFor(pathAndQuery: string, acceptEncoding: string | undefined): KeptAnswer | null {
    const lane = lanes.get(pathAndQuery);
    if (!lane) return null;
    const now = clock.now();
    if (lane.minute !== minuteOf(now)) {
      lanes.delete(pathAndQuery);
      return null;
    }
    const publicApi = lane.read.publicApi;
    if (publicApi && !options.publicApi) return null;
    const kept = freshKept(segments[lane.segment], lane.key, { now, acceptEncoding, maxAgeMs });
    if (!kept) return null;
    hits += 1;
    const cacheControl = kept.until === null ? lane.cacheControl : cacheControlOf(lane.read, lane.params, kept, now);
    if (!publicApi) return { body: kept.body, cacheControl };
    return {
      body: kept.body,
      cacheControl,
      headers: options.publicApi!.headersFor(publicApi.route),
      admit: options.publicApi!.admit,
    };
  }

  function cacheControlOf(read: PublicRead, params: URLSearchParams, entry: Entry, now: Date): string {
    return read.cacheControl(params, entry.until, now.getTime());
  }

  /** Writes and signed-in calls: never kept by a browser or a CDN, and the masjids a write changed are dropped as it answers. */
  async function privateCall(c: Context<AppEnv>, next: Next) {
    const changed = new Set<string>();
    await writes.run(changed, next);
    for (const companyId of changed) drop({ companyId, kind: 'content' });
    if (c.req.header('authorization') && c.req.path.startsWith('/api/'))
      c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  }

  async function publicRead(c: Context<AppEnv>, next: Next, read: PublicRead, match: RegExpMatchArray) {
    const search = c.req.url.includes('?') ? c.req.url.slice(c.req.url.indexOf('?') + 1) : '';
    const params = new URLSearchParams(search);
    for (const name of params.keys()) if (!read.params.includes(name)) return next();
    let scope: Scope;
    let masjid: MasjidKey | null;
    try {
      scope = read.scope(match);
      masjid = await masjidOf(scope);
    } catch {
      return next();
    }
    if (scope.kind !== 'global' && !masjid) return next();
    const scopeKey = masjid ? `m:${masjid.id}` : `g:${(scope as { name: string }).name}`;
    const now = clock.now();
    const query = [...params]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const key = `${scopeKey}\n${c.req.path}?${query}|${read.dated(params) ? timeKey(masjid, now) : ''}`;
    const segment = segments[read.segment];
    const cacheControl = read.cacheControl(params);
    const laneOf = (): Lane => ({ key, segment: read.segment, cacheControl, minute: minuteOf(now), read, params });

    const kept = freshKept(segment, key, { now, acceptEncoding: c.req.header('accept-encoding'), maxAgeMs });
    if (kept) {
      hits += 1;
      rememberLane(c.req.url, laneOf());
      return sendKept(c, kept.body, cacheControlOf(read, params, kept, now));
    }
    const building = pending.get(key);
    if (building) {
      const built = await building;
      if (built) return sendKept(c, built.body, cacheControlOf(read, params, built, now));
      return next();
    }

    misses += 1;
    const generation = generations.get(scopeKey) ?? 0;
    let settle: (entry: Entry | null) => void = () => undefined;
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      await next();
      const type = c.res.headers.get('content-type') ?? '';
      // A route that sends a kept body itself (the v1 masjid list) has it kept as it is.
      const encoded = c.res.status === 200 ? c.get('keptBody') : undefined;
      if (
        encoded ||
        (c.res.status === 200 &&
          KEPT_TYPES.some((kept) => type.startsWith(kept)) &&
          !c.res.headers.has('content-encoding'))
      ) {
        const original = c.res;
        if (encoded) {
          entry = entryOfEncoded(encoded, scopeKey, now);
        } else {
          const text = await original.text();
          entry = entryOf(text, type, scopeKey, now, read.turnsAt?.(text) ?? null);
        }
        // Kept only when no change arrived while it was built; either way this reader gets it.
        if ((generations.get(scopeKey) ?? 0) === generation) {
          segment.set(key, entry);
          let keys = index.get(scopeKey);
          if (!keys) index.set(scopeKey, (keys = new Set()));
          keys.add(key);
          rememberLane(c.req.url, laneOf());
        }
        const fresh = sendKept(c, entry.body, cacheControlOf(read, params, entry, now));
        for (const [name, value] of original.headers)
          if (!fresh.headers.has(name) && name !== 'content-length' && name !== 'cache-control')
            fresh.headers.set(name, value);
        c.res = undefined;
        c.res = fresh;
      }
    } finally {
      pending.delete(key);
      settle(entry);
    }
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return privateCall(c, next);
    const found = findPublicRead(c.req.path);
    if (!found) return next();
    return publicRead(c, next, found.read, found.match);
  };

  const publicApiMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const found = findPublicV1Read(c.req.path);
    if (!found) return next();
    return publicRead(c, next, found.read, found.match);
  };

  return {
    middleware,
    publicApiMiddleware,
    keptFor,
    changes,
    drop,
    stats: () => ({
      entries: segments.main.size + segments.calendar.size,
      bytes: segments.main.bytes + segments.calendar.bytes,
      hits,
      misses,
    }),
  };
}
