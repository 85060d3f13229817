import { Hono } from 'hono';
import { CHANGE_EVENTS } from '@core/http/contract/public-reads.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { encodeEvent, type EventStreamHub } from './event-stream-hub.js';

/** EventSource waits this long before reconnecting after a drop. */
const RECONNECT_MS = 5_000;

/**
 * Server-sent events for one masjid's screens: `change` with the kind of change whenever an admin saves
 * its timetable, content, configuration or profile, on any server instance. Readable by whoever may
 * read the masjid's dashboard. The streams themselves live in the process's hub (event-stream-hub.ts).
 */
export function changeEventRoutes(deps: Pick<AppDeps, 'db' | 'clock'>, hub: EventStreamHub) {
  return new Hono<AppEnv>().get(CHANGE_EVENTS.path, endpointParams(CHANGE_EVENTS), async (c) => {
    const { params } = endpointInput(c, CHANGE_EVENTS);
    const { masjid } = await readableMasjid(deps, currentAuth(c), { url: params.companyUrl });
    const ready = encodeEvent('ready', { serverTime: deps.clock.now().toISOString() }, RECONNECT_MS);
    return c.body(hub.open(masjid.id, ready), 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
  });
}
