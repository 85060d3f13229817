import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One Chromium per e2e worker, by VITEST_POOL_ID: the addresses launchBrowser connects to. */
    chromiumEndpoints: string[];
  }
}

/**
 * Before the e2e project's first test: one Chromium per worker, started once for the run. A browser test
 * file used to launch and close a Chromium of its own (53 launches per run, a second or more each on a busy
 * machine). A file still gets a browser to itself: launchBrowser connects, every page it opens lives in a
 * context of that connection, and closing the browser closes them and disconnects.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers: BrowserServer[] = await Promise.all(
    Array.from({ length: workers }, () =>
      chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS }),
    ),
  );
  project.provide(
    'chromiumEndpoints',
    servers.map((server) => server.wsEndpoint()),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
