import * as account from './account.js';
import * as adhkar from './adhkar.js';
import * as backup from './backup.js';
import * as bulk from './bulk.js';
import * as calendarFeed from './calendar-feed.js';
import * as calendar from './calendar.js';
import * as configurations from './configurations.js';
import * as content from './content.js';
import * as councils from './councils.js';
import type { Endpoint } from './endpoint.js';
import * as firstRun from './first-run.js';
import * as geocode from './geocode.js';
import * as hadith from './hadith.js';
import * as history from './history.js';
import * as manifest from './manifest.js';
import * as searchEngines from './search-engines.js';
import * as masjids from './masjids.js';
import * as monthDeclarations from './month-declarations.js';
import * as occasions from './occasions.js';
import * as playlist from './playlist.js';
import * as prayer from './prayer.js';
import * as publicReads from './public-reads.js';
import * as publicV1 from './public-v1.js';
import * as push from './push.js';
import * as reminders from './reminders.js';
import * as screens from './screens.js';
import * as serverStatus from './server-status.js';
import * as sound from './sound.js';
import * as urgent from './urgent.js';
import * as users from './users.js';
import * as weather from './weather.js';

const MODULES: readonly Record<string, unknown>[] = [
  account,
  adhkar,
  backup,
  bulk,
  calendarFeed,
  calendar,
  configurations,
  content,
  councils,
  firstRun,
  geocode,
  hadith,
  history,
  manifest,
  searchEngines,
  masjids,
  monthDeclarations,
  occasions,
  playlist,
  prayer,
  publicReads,
  publicV1,
  push,
  reminders,
  screens,
  serverStatus,
  sound,
  urgent,
  users,
  weather,
];

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'doc' in value;
}

/** The key the server's route list uses: 'METHOD /hono/pattern'. */
export const routeKey = (target: Pick<Endpoint, 'method' | 'path'>) => `${target.method} ${target.path}`;

/**
 * Every endpoint of the contract, keyed like the app's route list. The server's API document and the
 * permission matrix test read each route's declaration from here (docs/api.md, "Declaring a route"); a
 * module added to the contract is added to MODULES, and an endpoint declared twice is an error.
 */
export const ALL_ENDPOINTS: ReadonlyMap<string, Endpoint> = (() => {
  const byKey = new Map<string, Endpoint>();
  for (const module of MODULES)
    for (const value of Object.values(module)) {
      if (!isEndpoint(value)) continue;
      const key = routeKey(value);
      const known = byKey.get(key);
      if (known && known !== value) throw new Error(`${key} is declared twice in the contract`);
      byKey.set(key, value);
    }
  return byKey;
})();
