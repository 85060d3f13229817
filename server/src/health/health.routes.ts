import { Hono } from 'hono';
import { sql } from 'kysely';
import { HEALTH } from '@core/http/contract/server-status.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';

/** 'Ok' only when the database answers, so a dashboard never reloads into a broken server. */
export function healthRoutes(deps: Pick<AppDeps, 'db' | 'logger'>) {
  return new Hono<AppEnv>().get(HEALTH.path, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(deps.db);
      return c.text('Ok');
    } catch (error) {
      deps.logger.error('Health check: database unavailable', error);
      return c.text('Database unavailable', 503);
    }
  });
}
