import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableCompany } from '../companies/company-visibility.js';
import type { AppEnv } from '../http/env.js';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;
/** EventSource waits this long before reconnecting after a drop. */
const RECONNECT_MS = 5_000;

/**
 * Server-sent events for one masjid's screens: `change` with the kind of change whenever an admin saves
 * its timetable, content, configuration or profile, on any server instance. Readable by whoever may
 * read the masjid's dashboard.
 */
export function changeEventRoutes(deps: Pick<AppDeps, 'db' | 'clock' | 'changes'>) {
  return new Hono<AppEnv>().get('/api/companies/url/:companyUrl/events', async (c) => {
    const { company } = await readableCompany(deps, currentAuth(c), { url: c.req.param('companyUrl') });
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const unsubscribe = deps.changes.subscribe((event) => {
        if (event.companyId !== company.id) return;
        void stream.writeSSE({ event: 'change', data: JSON.stringify({ kind: event.kind }) }).catch(() => undefined);
      });
      let keepAlive: NodeJS.Timeout | undefined;
      const aborted = new Promise<void>((resolve) =>
        stream.onAbort(() => {
          unsubscribe();
          clearTimeout(keepAlive);
          resolve();
        }),
      );
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ serverTime: deps.clock.now().toISOString() }), retry: RECONNECT_MS });
      while (!stream.aborted && !stream.closed) {
        await Promise.race([aborted, new Promise((resolve) => (keepAlive = setTimeout(resolve, KEEP_ALIVE_MS)))]);
        if (!stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    });
  });
}
