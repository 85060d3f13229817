import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppDeps } from './app-deps.js';
import { createLoginThrottle } from './auth/login-throttle.js';
import { getOrCreateSecret } from './auth/secret.repository.js';
import { createTokenService } from './auth/token.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ChangeFeed } from './events/change-feed.js';
import type { Logger } from './logger.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { systemPushNetwork, type PushNetwork } from './push/push-endpoint-guard.js';

/** Wires the services around an open, migrated database. */
export async function createDeps(options: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  logger: Logger;
  mailer?: Mailer;
  changes: ChangeFeed;
  shutdown?: AbortSignal;
  pushNetwork?: PushNetwork;
}): Promise<AppDeps> {
  const { db, config, clock, logger, changes, shutdown } = options;
  const secret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt'));
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger));
  return {
    db,
    config,
    clock,
    logger,
    mailer,
    changes,
    shutdown,
    pushNetwork: options.pushNetwork ?? systemPushNetwork,
    tokens: createTokenService(secret, { hours: config.tokenHours, now: () => clock.now() }),
    throttle: createLoginThrottle(db, () => clock.now(), { registrationsPerAddress: config.registrationsPerAddress }),
  };
}
