import type { Kysely } from 'kysely';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { TokenService } from './auth/token.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ChangeFeed } from './events/change-feed.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { PushNetwork } from './push/push-endpoint-guard.js';

/** Everything a route needs, built once by main.ts (or by a test) and passed down. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** Cross-instance change signals (LISTEN/NOTIFY) that live screens follow. */
  changes: ChangeFeed;
  /** How prayer alerts reach push services: the system resolver and pinned connections, or a test's own. */
  pushNetwork: PushNetwork;
  /** Aborted when the server shuts down (SIGTERM): long-lived responses such as event streams end cleanly. */
  shutdown?: AbortSignal;
}
