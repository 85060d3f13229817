import type { Logger } from './logger.js';
import type { FetchLike } from './server-client.js';
import type { Connection } from './settings.js';
import type { Timers } from './timers.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { CHANGE_EVENTS } from '@core/http/contract/public-reads.js';
import { changeKindOf } from '@core/dashboard/dashboard-data.js';

/** The server sends a keep-alive every 25 s; a stream silent for longer than this is dead (a half-open connection after a network drop). */
export const SILENCE_LIMIT_MS = 70_000;
/** Wait before connecting again after the stream ends or fails, unless the server asked for another delay. */
export const RECONNECT_MS = 5_000;
/** Longest wait between attempts while the server stays unreachable. */
export const MAX_RECONNECT_MS = 60_000;

/** The server's change events for the configured masjid (server/src/events/change-events.routes.ts). */
export function changeEventsUrl(connection: Connection): string {
  return `${connection.serverUrl}${pathOf(CHANGE_EVENTS, { companyUrl: connection.companyUrl })}`;
}

export interface ChangeStreamDeps {
  fetch: FetchLike;
  /** GET /api/companies/url/{companyUrl}/events of the configured masjid, or null before setup. */
  eventsUrl(): string | null;
  /** `kind`: what changed, from the event's data ('urgent' is shown at once, docs/urgent-message.md). */
  onChange(kind?: string): void;
  timers: Timers;
  log: Logger;
}

/**
 * Follows the masjid's server-sent events in main, so an admin's save reaches the prayer-hall screen at
 * once instead of at the next timed refresh. The renderer only hears that something changed and loads
 * through main as always, so the offline copy stays the one source. Reconnects by itself, with a
 * growing pause while the server is unreachable.
 */
export function createChangeStream(deps: ChangeStreamDeps) {
  let generation = 0;
  let controller: AbortController | null = null;
  let retryTimer: unknown = null;
  let failures = 0;

  function scheduleReconnect(run: number, requestedMs: number | null) {
    if (run !== generation) return;
    const backoff = Math.min(MAX_RECONNECT_MS, RECONNECT_MS * 2 ** Math.min(failures, 4));
    const delay = requestedMs ?? backoff;
    retryTimer = deps.timers.setTimeout(() => {
      retryTimer = null;
      void connect(run);
    }, delay);
  }

  async function connect(run: number) {
    const url = deps.eventsUrl();
    if (!url || run !== generation) return;
    const abort = new AbortController();
    controller = abort;
    let silence: unknown = null;
    const feelSilence = () => {
      deps.timers.clearTimeout(silence);
      silence = deps.timers.setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
    };
    let requestedRetry: number | null = null;
    try {
      feelSilence();
      const response = await deps.fetch(url, {
        signal: abort.signal,
        headers: { accept: 'text/event-stream', 'cache-control': 'no-cache' },
      });
      if (response.status !== 200 || !response.body) throw new Error(`the server answered ${response.status}`);
      failures = 0;
      const parser = createEventParser((event) => {
        if (event.retry !== null) requestedRetry = event.retry;
        if (event.name === 'change') deps.onChange(changeKindOf(event.data));
      });
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feelSilence();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (run !== generation) return;
      failures += 1;
      if (failures === 1)
        deps.log.warn(
          `Live changes from the server stopped (${error instanceof Error ? error.message : String(error)}); trying again.`,
        );
    } finally {
      deps.timers.clearTimeout(silence);
      if (controller === abort) controller = null;
    }
    scheduleReconnect(run, failures > 0 ? null : requestedRetry);
  }

  function stop() {
    generation += 1;
    controller?.abort();
    controller = null;
    if (retryTimer !== null) deps.timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  return {
    /** Starts following (again) the masjid now configured; call after setup changes it. */
    restart() {
      stop();
      failures = 0;
      void connect(generation);
    },
    stop,
  };
}

export interface ServerSentEvent {
  name: string;
  data: string;
  /** The reconnect delay the server asked for in this event, if any. */
  retry: number | null;
}

/** The text/event-stream format (HTML Living Standard, 'Parsing an event stream'), as far as Minaret's server uses it. */
export function createEventParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  let retry: number | null = null;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0 || retry !== null) onEvent({ name: name || 'message', data: data.join('\n'), retry });
      name = '';
      data = [];
      retry = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
  };
}
