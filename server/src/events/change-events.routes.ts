import { Hono } from 'hono';
import { CHANGE_EVENTS } from '@core/http/contract/public-reads.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { clientAddress } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { text } from '../http/server-text.js';
import { encodeEvent, type EventStreamHub } from './event-stream-hub.js';

/** A client holding too many streams is told to come back after this long. */
const STREAM_RETRY_SECONDS = 60;

/** EventSource waits this long before reconnecting after a drop. */
const RECONNECT_MS = 5_000;

/**
 * Server-sent events for one masjid's screens: `change` with the kind of change whenever an admin saves
 * its timetable, content, configuration or profile, on any server instance. Readable by whoever may
 * read the masjid's dashboard. The streams themselves live in the process's hub (event-stream-hub.ts).
 */
export function changeEventRoutes(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, hub: EventStreamHub) {
  // Open streams per client address in this process (docs/security.md "Idle and slow connections"): the
  // rate of public reads does not bound how many stay open, each holding a connection for hours.
  const openByAddress = new Map<string, number>();
  return new Hono<AppEnv>().get(CHANGE_EVENTS.path, endpointParams(CHANGE_EVENTS), async (c) => {
    const { params } = endpointInput(c, CHANGE_EVENTS);
    const { masjid } = await readableMasjid(deps, currentAuth(c), { url: params.companyUrl });
    const address = clientAddress(c, deps.config.trustProxy);
    const open = openByAddress.get(address) ?? 0;
    if (open >= deps.config.eventStreamsPerAddress) {
      const wait = STREAM_RETRY_SECONDS;
      throw new AppError(
        'RATE_LIMITED',
        text('server.error.tooManyRequests', { wait: text('server.wait.seconds', { count: wait }) }),
        undefined,
        { 'Retry-After': String(wait) },
      );
    }
    openByAddress.set(address, open + 1);
    const ended = () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    };
    const ready = encodeEvent('ready', { serverTime: deps.clock.now().toISOString() }, RECONNECT_MS);
    return c.body(hub.open(masjid.id, ready, ended), 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
  });
}
