import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChromiumFlags } from '../../scripts/players/chromium-flags.js';
import { apiCall, type RegisteredMasjid } from '../support/admin.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { startScreenMasjid } from '../support/screen-masjid.js';

/**
 * The web player in a Chromium started with the Raspberry Pi script's flags (scripts/players/
 * chromium-flags.txt, docs/players.md): it pairs, plays sound with no tap, and comes back to the dashboard
 * after the browser is closed and started again on the same profile (a reboot). The script's own profile
 * flag (--user-data-dir) is Playwright's userDataDir here: Playwright refuses the flag and sets it itself.
 */

let server: RunningServer;
let masjid: RegisteredMasjid;
let adminToken: string;
let profile: string;

beforeAll(async () => {
  ({ server, masjid, adminToken } = await startScreenMasjid({
    name: 'Masjid Kiosk',
    url: 'kioskplayer',
    email: 'imam@kioskplayer.org',
  }));
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-kiosk-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(profile, { recursive: true, force: true });
});

/** Chromium as the script starts it: this machine's flags (headless, no sandbox) and then the script's. */
function startKiosk(): Promise<BrowserContext> {
  const machine = CHROMIUM_FLAGS.filter((flag) => flag !== '--headless');
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...machine, ...readChromiumFlags()],
    viewport: VIEWPORTS.tv,
  });
}

describe('the web player with the Raspberry Pi flags', () => {
  it('pairs, may play sound without a tap, and survives a restart of the browser', async () => {
    let kiosk = await startKiosk();
    try {
      let page = kiosk.pages()[0] ?? (await kiosk.newPage());
      await page.goto(`${server.url}/screen`);
      const codeBox = page.getByTestId('pairing-code');
      await codeBox.waitFor();
      const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
        token: adminToken,
        body: { code: await codeBox.getAttribute('data-code'), name: 'Pi in the hall' },
      });
      expect(claimed.status, claimed.text).toBe(200);
      await page.getByTestId('prayer-table').waitFor();
      // --autoplay-policy=no-user-gesture-required: sound starts with nobody at the screen. (Headless Chromium
      // allows it even without the flag, so this says the flags keep it allowed; that the flag is there is
      // scripts/players/raspberry-pi-kiosk.test.ts's to check, and a desktop Chromium needs it: docs/players.md.)
      expect(
        await page.evaluate(async () => {
          const context = new AudioContext();
          await Promise.race([context.resume(), new Promise((resolve) => setTimeout(resolve, 1000))]);
          const state = context.state;
          await context.close();
          return state;
        }),
      ).toBe('running');
      expect(await page.getByTestId('sound-blocked').count()).toBe(0);
      await expect
        .poll(async () => {
          const list = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/screens`, {
            token: adminToken,
          });
          return list.json[0]?.player;
        })
        .toBe('web');

      // A reboot: the browser ends and starts again on its profile, straight back to the dashboard.
      await kiosk.close();
      kiosk = await startKiosk();
      page = kiosk.pages()[0] ?? (await kiosk.newPage());
      await page.goto(`${server.url}/screen`);
      await page.getByTestId('prayer-table').waitFor();
      expect(await page.getByTestId('pairing-code').count()).toBe(0);
      expect(await page.getByTestId('masjid-name').textContent()).toBe('Masjid Kiosk');
    } finally {
      await kiosk.close();
    }
  });
});
