import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { withScreenDisplay } from '@core/hall-screen/screen-display.js';
import { DEFAULT_SCREEN_SETTINGS } from '@core/screens/screen.schema.js';
import { apiCall } from './admin.js';
import { VIEWPORTS } from './browser.js';
import { keepFunctionNamesInPage } from './desktop-bridge.js';
import type { RunningServer } from './server.js';

/** The two players a masjid's hall screen can run (docs/players.md): the desktop app and the web player. */
export type PlayerKind = 'desktop' | 'web';
export const PLAYER_KINDS: PlayerKind[] = ['desktop', 'web'];

export interface OpenedPlayer {
  kind: PlayerKind;
  context: BrowserContext;
  page: Page;
  /** The page's clock now. */
  now(): Promise<number>;
  /** Moves the page's clock on by `ms` (its due timers fire once), once the reads in flight have ended. */
  forward(ms: number): Promise<void>;
  /** Moves the page's clock on to `at`. */
  forwardTo(at: number): Promise<void>;
  /** Cuts the network (true) or gives it back (false): the server stays up, the screen cannot reach it. */
  offline(cut: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface PlayerMasjid {
  server: RunningServer;
  companyId: string;
  /** The masjid's dashboard URL name. */
  url: string;
  /** Its admin's token, to claim the web player's code. */
  adminToken: string;
}

/**
 * Opens a player of either kind on the masjid's dashboard, its page clock started at `start`:
 * - `desktop`: the dashboard page with the desktop app's preload bridge standing in for main
 *   (desktop/main/dashboard-loader.ts): every load asks the server for the year, keeps the last good answer
 *   (in the page's storage, as main keeps it on disk) and answers that copy marked offline when the server
 *   cannot be reached; main's change stream is the masjid's change events.
 * - `web`: `/screen` in a fresh browser profile, paired for real: the page asks for a code, the masjid's
 *   admin claims it (the Screens page's call), and the page finds out at its next poll.
 * The server's answers carry the page's clock as the server's (else both would correct their clock to the
 * server's real one, and a test could not choose the moment), as tests/e2e/web-player-night.test.ts does.
 */
export async function openPlayer(
  browser: Browser,
  kind: PlayerKind,
  masjid: PlayerMasjid,
  options: { start: number; viewport?: { width: number; height: number } },
): Promise<OpenedPlayer> {
  const context = await browser.newContext({ viewport: options.viewport ?? VIEWPORTS.tv });
  const page = await context.newPage();
  let networkCut = false;
  // A jump of the page's clock past a read still on its way fires its deadline and aborts it; a lost
  // heartbeat is not asked again until the next minute: each jump waits for those in flight.
  let reading = 0;
  const isRead = (url: string) => url.includes('/api/dashboard/') || url.includes('/api/screens/heartbeat');
  page.on('request', (request) => void (isRead(request.url()) && (reading += 1)));
  const ended = (request: Request) => void (isRead(request.url()) && (reading -= 1));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // Both players reload the page every 30 minutes while the server's health check answers (the desktop app's
  // main does it; docs/screens.md): a jump past that waits for the new page.
  const isHealth = (url: string) => new URL(url).pathname === '/api/health';
  const health = { asked: 0, done: 0, ok: 0 };
  let loads = 0;
  page.on('request', (request) => void (isHealth(request.url()) && (health.asked += 1)));
  const checked = (request: Request) => void (isHealth(request.url()) && (health.done += 1));
  page.on('requestfinished', checked);
  page.on('requestfailed', checked);
  page.on('response', (response) => void (isHealth(response.url()) && response.status() === 200 && (health.ok += 1)));
  page.on('load', () => void (loads += 1));
  await page.route('**/api/**', async (route) => {
    if (networkCut) return route.abort('internetdisconnected').catch(() => {});
    if (!route.request().url().includes('/api/dashboard/')) return route.fallback();
    try {
      const response = await route.fetch();
      const json = await response.json();
      const pageNow = await page.evaluate(() => Date.now());
      await route.fulfill({ response, json: { ...json, serverTime: new Date(pageNow).toISOString() } });
    } catch {
      // The page closed while its answer was on the way: nobody waits for it.
    }
  });
  await page.clock.install({ time: options.start });
  // Open once the masjid's change events are: a save from then on reaches the screen at once.
  const events = page.waitForResponse((response) => response.url().includes(`/url/${masjid.url}/events`), {
    timeout: 60_000,
  });
  if (kind === 'desktop') {
    await standInForMain(page, masjid);
    await page.goto(`${masjid.server.url}/${masjid.url}`);
  } else {
    await page.goto(`${masjid.server.url}/screen`);
    const code = page.getByTestId('pairing-code');
    await code.waitFor();
    const claimed = await apiCall(masjid.server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
      token: masjid.adminToken,
      body: { code: await code.getAttribute('data-code'), name: `Parity ${Date.now()}` },
    });
    if (claimed.status !== 200) throw new Error(`claim: ${claimed.status} ${claimed.text}`);
    await page.getByTestId('web-player-dashboard').waitFor();
  }
  await page.getByTestId('prayer-table').waitFor();
  await events;
  // The web player reloads itself every 30 minutes while the server answers (docs/screens.md): a reading
  // that meets a reload is read again in the new page.
  const now = async (): Promise<number> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await page.evaluate(() => Date.now());
      } catch (error) {
        if (attempt >= 5 || !/context was destroyed|navigat/i.test(String(error))) throw error;
        await page.waitForLoadState('domcontentloaded');
      }
    }
  };
  const forward = async (ms: number) => {
    await expect.poll(() => reading, { timeout: 30_000 }).toBe(0);
    const [okBefore, loadsBefore] = [health.ok, loads];
    await page.clock.fastForward(ms);
    // A round trip to the page, so that a check the jump started has been seen, then its answer.
    await now();
    await expect.poll(() => health.asked - health.done, { timeout: 30_000 }).toBe(0);
    if (health.ok > okBefore) {
      await expect.poll(() => loads, { timeout: 30_000 }).toBeGreaterThan(loadsBefore);
      await page.getByTestId('prayer-table').waitFor();
    }
  };
  return {
    kind,
    context,
    page,
    now,
    forward,
    forwardTo: async (at) => forward(at - (await now())),
    async offline(cut) {
      networkCut = cut;
      // The desktop app's page and files are its own, on disk: only main's calls to the server are cut.
      if (kind === 'web') await context.setOffline(cut);
    },
    async close() {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
  };
}

/** The desktop app's bridge with a small stand-in for its main process, in the page (see openPlayer). */
async function standInForMain(page: Page, masjid: PlayerMasjid): Promise<void> {
  await keepFunctionNamesInPage(page);
  // What main adds to every answer: the screen's settings as the dashboard reads them (desktop/main/index.ts),
  // here a new screen's, as the web player's until the Screens page changes them.
  const screen = withScreenDisplay(
    { data: {} as never, offline: false, fetchedAt: '' },
    DEFAULT_SCREEN_SETTINGS,
  ).screen;
  await page.addInitScript(
    ({ serverUrl, companyUrl, screen }) => {
      const COPY = 'minaret.test.desktopCopy';
      const bridge = {
        loadDashboard: async (_companyUrl: string, _days: number) => {
          try {
            const response = await fetch(`/api/dashboard/${companyUrl}?days=366`, { cache: 'no-store' });
            if (!response.ok) throw new Error(`dashboard: ${response.status}`);
            const data = await response.json();
            const fetchedAt = new Date().toISOString();
            localStorage.setItem(COPY, JSON.stringify({ data, fetchedAt }));
            return { data, offline: false, fetchedAt, screen };
          } catch (error) {
            const copy = JSON.parse(localStorage.getItem(COPY) ?? 'null');
            if (!copy) throw error;
            return {
              data: { ...copy.data, serverTime: new Date().toISOString() },
              offline: true,
              fetchedAt: copy.fetchedAt,
              screen,
            };
          }
        },
        health: async () => {
          try {
            return (await fetch('/api/health', { cache: 'no-store' })).ok;
          } catch {
            return false;
          }
        },
        settings: async () => ({ serverUrl, companyUrl }),
        openSetup: async () => undefined,
        watchChanges: (onChange: (kind?: string) => void) => {
          const events = new EventSource(`/api/companies/url/${companyUrl}/events`);
          events.addEventListener('change', (event) => {
            let kind: string | undefined;
            try {
              kind = (JSON.parse((event as MessageEvent<string>).data) as { kind?: string }).kind;
            } catch {
              kind = undefined;
            }
            onChange(kind);
          });
          return () => events.close();
        },
      };
      (window as unknown as { minaretDesktop: typeof bridge }).minaretDesktop = bridge;
    },
    { serverUrl: masjid.server.url, companyUrl: masjid.url, screen },
  );
}
