import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Download, type Locator, type Page } from 'playwright-core';

/** The flags this machine's Chromium needs (headless, no background network); bench/lighthouse.ts uses them too. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the flags this machine needs (no background network). In the e2e project,
 * a connection to this worker's Chromium (tests/support/chromium.global-setup.ts): closing it closes the
 * pages it opened, and the Chromium stays for the worker's next file. Elsewhere (the benches), a Chromium of
 * its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = await workerChromium();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

async function workerChromium(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const endpoints = inject('chromiumEndpoints');
  if (!endpoints?.length) return undefined;
  return endpoints[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % endpoints.length];
}

export const VIEWPORTS = {
  tv: { width: 1920, height: 1080 },
  tv4k: { width: 3840, height: 2160 },
  portrait: { width: 1080, height: 1920 },
  laptop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/**
 * Screenshots are for people to look at (CONTRIBUTING.md "Screenshots"): no test reads one back from disk.
 * `MINARET_SCREENSHOTS=off`, which .ci/run sets because nobody opens CI's pictures, skips taking them: PNG
 * encoding of full pages at TV and 4K sizes was several percent of the browser step.
 */
export const PICTURES_TAKEN = process.env.MINARET_SCREENSHOTS !== 'off';

/** Keeps a picture of a page or a part of it under test-results/screenshots (`name` without `.png`). */
export async function keepPicture(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!PICTURES_TAKEN) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), ...options });
}

/**
 * Waits until the page has drawn what it has: web fonts loaded, no image still loading, and two frames
 * painted after that (a resize or a state change lands in the first). A condition, not a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/** Full-page screenshot kept under test-results/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await keepPicture(page, name, { fullPage: true });
}

/**
 * Pauses the page's clock on the first whole second at least `leadMs` from the page's now, and returns
 * that instant. On a loaded machine the page's time can pass the chosen instant before the pause reaches
 * it (Playwright refuses to pause in the past), so it chooses again.
 */
export async function pauseSoon(page: Page, leadMs = 1_000): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    const at = Math.ceil((now + leadMs) / 1000) * 1000;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Opens `path` on the page: loaded the first time (or when `stay` is not in the current address), then
 * moved to without reloading (the router reads the new address), so a browser test can walk many states
 * of one page. The caller awaits what the new state shows.
 */
export async function goInPage(page: Page, serverUrl: string, path: string, stay: string): Promise<void> {
  if (!page.url().includes(stay)) {
    // The page's own signs are awaited by the caller: a loaded machine may take long to fire "load".
    await page.goto(`${serverUrl}${path}`, { waitUntil: 'commit', timeout: 60_000 });
    return;
  }
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A download's text. The worker's Chromium is shared over a connection, and Playwright gives no local path
 * for a remote browser's download (`download.path()` throws): it is saved where the test says instead.
 */
export async function downloadedText(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file, 'utf8');
}

/**
 * Makes the page's browser play only after a tap, as most do: its AudioContext stays suspended until a
 * pointerdown (a flag of its own: Playwright's evaluate counts as a gesture). Before the page's own scripts.
 */
export async function playOnlyAfterTap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let tapped = false;
    window.addEventListener('pointerdown', () => (tapped = true), true);
    class GestureAudioContext extends AudioContext {
      override resume() {
        return tapped ? super.resume() : Promise.reject(new Error('no gesture'));
      }
      override get state() {
        return tapped ? super.state : 'suspended';
      }
    }
    window.AudioContext = GestureAudioContext;
  });
}
