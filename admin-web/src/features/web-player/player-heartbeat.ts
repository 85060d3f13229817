import { HEARTBEAT_INTERVAL_MS } from '@core/screens/heartbeat-interval.js';
import type { Heartbeat, HeartbeatReply } from '@core/screens/screen.schema.js';
import type { SoundTestOutcome } from '@core/screens/screen-sound.js';
import { PlayerApiError, type PlayerApi } from './player-api.js';

/**
 * The web player's heartbeat (docs/screens.md, "Web player"): once at start and every minute, the figures
 * a browser can know; the answer carries the admin's commands and the screen's settings. A 401 or 404
 * means the token was revoked (unpaired or deleted): the player forgets it and shows a new code.
 */

/** The served build: the name of the entry script the server handed out, hashed by each build. */
export function servedBuildId(doc: Document = document): string | null {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');
  const name = src?.split('?')[0]?.split('/').pop()?.replace(/\.js$/, '');
  return name ? `web ${name}`.slice(0, 40) : null;
}

export interface BrowserFacts {
  buildId: string | null;
  /** The last day of the dashboard copy the page keeps for offline use, if any. */
  timetableUntil: string | null;
  clockDriftMs: number | null;
  /** The screen's size in CSS pixels (what a page knows; the panel's own pixels may be more). */
  screen: { width: number; height: number } | null;
  orientationType?: string | null;
  /** Whether the browser refused sound at the last try, and the last `sound-test` (docs/sound.md, "Per screen"). */
  sound?: { blocked: boolean | null; test: { at: string; outcome: SoundTestOutcome } | null };
}

export function webPlayerFigures(facts: BrowserFacts): Heartbeat {
  const size =
    facts.screen && facts.screen.width >= 1 && facts.screen.height >= 1
      ? { width: Math.round(facts.screen.width), height: Math.round(facts.screen.height) }
      : null;
  const orientation = facts.orientationType?.startsWith('portrait')
    ? 'portrait'
    : facts.orientationType?.startsWith('landscape')
      ? 'landscape'
      : size
        ? size.width >= size.height
          ? 'landscape'
          : 'portrait'
        : null;
  return {
    appVersion: facts.buildId,
    timetableUntil: facts.timetableUntil,
    clockDriftMs: facts.clockDriftMs,
    display: size,
    orientation,
    player: 'web',
    soundBlocked: facts.sound?.blocked ?? null,
    soundTest: facts.sound?.test ?? null,
  };
}

/** This device's clock minus the server's, taking the server's time as read halfway through the call. */
export function measuredDrift(sentAt: number, receivedAt: number, serverTime: string): number | null {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? Math.round((sentAt + receivedAt) / 2 - server) : null;
}

/**
 * What the page does with the commands of one answer: `unpair` wins (nothing else matters once the screen
 * forgets its masjid), then `reload` or `restart` (a browser page has no app to restart: it reloads). A
 * `screenshot` is not something a page can take; the server refuses it for the web player, so one here was
 * sent before the screen first said it is one, and is only noted.
 */
export function commandAction(commands: HeartbeatReply['commands']): 'unpair' | 'reload' | null {
  const names = new Set(commands.map((entry) => entry.command));
  if (names.has('unpair')) return 'unpair';
  if (names.has('reload') || names.has('restart')) return 'reload';
  return null;
}

export interface HeartbeatDeps {
  api: Pick<PlayerApi, 'heartbeat'>;
  screenToken: string;
  /** The figures now; `clockDriftMs` is the one measured at the previous beat. */
  figures: (clockDriftMs: number | null) => Heartbeat;
  onReply: (reply: HeartbeatReply) => void;
  onRevoked: () => void;
  now?: () => number;
  setTimer?: (work: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Beats at once, then every minute. `beatNow` reports straight away (the dashboard's first load has just
 * saved the timetable copy the first beat could not yet name); `stop` ends it.
 */
export function startHeartbeat(deps: HeartbeatDeps): { stop: () => void; beatNow: () => void } {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((work, ms) => setTimeout(work, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let drift: number | null = null;
  let timer: unknown = null;
  let stopped = false;

  async function beat() {
    const sentAt = now();
    try {
      const reply = await deps.api.heartbeat(deps.screenToken, deps.figures(drift));
      drift = measuredDrift(sentAt, now(), reply.serverTime) ?? drift;
      if (!stopped) deps.onReply(reply);
    } catch (error) {
      if (error instanceof PlayerApiError && (error.status === 401 || error.status === 404)) {
        if (!stopped) deps.onRevoked();
        stopped = true;
        return;
      }
      // Offline or a server error: the dashboard goes on from its copy; the next beat tries again.
    }
    if (!stopped) {
      if (timer !== null) clearTimer(timer);
      timer = setTimer(run, HEARTBEAT_INTERVAL_MS);
    }
  }

  // One beat at a time: a beat asked for while one is on its way follows it, and so sends the drift it measured.
  let queue = Promise.resolve();
  const run = () => {
    queue = queue.then(() => (stopped ? undefined : beat()));
  };
  run();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
    },
    beatNow: run,
  };
}
