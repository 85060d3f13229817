/**
 * The desktop signage renderer in Chromium: the built renderer and preload (out/), the real main-process
 * services in this process (desktop/testing/renderer-harness.ts), and a real Minaret server that is
 * stopped in the middle to see the screen keep its times from the saved copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { entryInstant, scheduleAt } from '@core/dashboard/prayer-schedule.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { formatHijriLong } from '@core/hijri/hijri.js';
import { formatCountdown, formatLongDate, formatTime12 } from '@core/time/display-format.js';
import { RENDER_RETRY_MS } from '../../admin-web/src/features/dashboard/render-retry.js';
import { sineWav } from '../../server/src/testing/sample-recordings.js';
import { OUT_DIR, startRendererHarness, type RendererHarness } from '../../desktop/testing/renderer-harness.js';
import { apiCall, apiLogin, registerMasjidViaApi } from '../support/admin.js';
import { launchBrowser, pauseSoon, screenshot, VIEWPORTS } from '../support/browser.js';
import { freePort } from '../support/free-port.js';
import { startServer, type RunningServer } from '../support/server.js';

const DAY_MS = 86_400_000;

/** The day the dashboard's table shows at an instant: today, or tomorrow after today's Isha iqama. */
function shownDayAt(data: DashboardData, at: number) {
  const shown = scheduleAt(data.days, data.timezoneId, at).shown;
  if (!shown) throw new Error(`no day shown at ${new Date(at).toISOString()}`);
  return shown;
}

let server: RunningServer;
let browser: Browser;
let noorToken: string;
let noorId: string;
const cleanups: Array<() => Promise<void> | void> = [];

async function openRenderer(
  options: {
    connected?: boolean;
    expectedErrors?: RegExp;
    builtInServer?: string;
    viewport?: { width: number; height: number };
  } = {},
): Promise<{ page: Page; harness: RendererHarness }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-signage-'));
  const page = await browser.newPage({ viewport: options.viewport ?? VIEWPORTS.tv });
  const harness = await startRendererHarness(page, { userDataDir, builtInServer: options.builtInServer });
  if (options.connected) harness.settings.save({ serverUrl: server.url, companyUrl: 'noorsignage' }, true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  cleanups.push(async () => {
    await page.close();
    await harness.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    // Nothing the page did broke its Content Security Policy or threw.
    expect(
      errors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error) && !options.expectedErrors?.test(error)),
    ).toEqual([]);
  });
  return { page, harness };
}

/** The instant a wall clock in `zone` reads `hhmm` on `isoDate`, found with Node's Intl alone (not the app's code). */
function wallClockInstant(zone: string, isoDate: string, hhmm: string): number {
  const asUtc = Date.parse(`${isoDate}T${hhmm}:00Z`);
  const offsetAt = (ms: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const tableText = (page: Page) =>
  page.evaluate(() =>
    ['date-heading', 'hijri-heading', 'prayer-table']
      .map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '')
      .join(' | '),
  );

beforeAll(async () => {
  if (!fs.existsSync(path.join(OUT_DIR, 'renderer/index.html')))
    throw new Error('out/renderer is missing: run `npm run build:desktop` first.');
  server = await startServer();
  browser = await launchBrowser();
  const noor = await registerMasjidViaApi(server, {
    name: 'Masjid Noor Signage',
    url: 'noorsignage',
    email: 'noor-signage@minaret.test',
    active: true,
  });
  await registerMasjidViaApi(server, {
    name: 'Masjid Huda Signage',
    url: 'hudasignage',
    email: 'huda-signage@minaret.test',
    active: true,
  });
  await registerMasjidViaApi(server, {
    name: 'Masjid Hidden Signage',
    url: 'hiddensignage',
    email: 'hidden-signage@minaret.test',
  });
  const token = await apiLogin(server, noor.email, noor.password);
  noorToken = token;
  noorId = noor.companyId;
  const timetable = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token,
    body: newYorkTimetable(noor.companyId),
  });
  if (timetable.status !== 200) throw new Error(`timetable: ${timetable.text}`);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await browser?.close();
  await server?.stop();
});

// First: later tests stop the server to show the offline screen.
describe('language', () => {
  /** Saves the masjid's language settings as an admin does on the Configuration tab. */
  async function setLanguage(language: string, second: string) {
    const read = await apiCall(server, 'GET', '/api/companies/url/noorsignage/central-control', { token: noorToken });
    const content = read.json.target ?? read.json;
    const saved = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token: noorToken,
      body: {
        companyId: noorId,
        version: content.version,
        customConfigurations: [
          { name: 'language', value: language },
          { name: 'second_language', value: second },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
  }

  it("follows the masjid's language setting: Arabic, mirrored, with English names under the Arabic ones (docs/languages.md)", async () => {
    await setLanguage('ar', 'en');
    try {
      const { page, harness } = await openRenderer({ connected: true });
      await page.goto(harness.pageUrl);
      await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        'ar',
        'rtl',
      ]);
      const fajr = page.locator('[data-testid="prayer-table"] tr[data-prayer="fajr"]');
      expect(
        await fajr
          .locator('td')
          .first()
          .evaluate((cell) => cell.firstChild?.textContent),
      ).toBe('الفجر');
      expect(await fajr.getByTestId('second-name').textContent()).toBe('Fajr');
      await screenshot(page, 'desktop-dashboard-arabic');
    } finally {
      await setLanguage('en', 'none');
    }
  });
});

describe('setup screen', () => {
  it('explains a bad address, an unreachable server and a server that is not Minaret', async () => {
    const { page, harness } = await openRenderer();
    // The by-hand setup, a link from the pairing screen.
    await page.goto(`${harness.pageUrl}?screen=setup`);
    await page.getByRole('heading', { name: 'Minaret Signage setup' }).waitFor();
    await expect.poll(() => page.getByText('Ctrl+Shift+S').count()).toBe(1);

    const address = page.getByLabel('Server address');
    const find = page.getByRole('button', { name: 'Find masjids' });
    const alert = page.getByRole('alert');

    await address.fill('minaret.example.org');
    await find.click();
    await expect
      .poll(() => alert.textContent())
      .toMatch(
        /"minaret\.example\.org" is not a web address\. Enter the address .* starting with http:\/\/ or https:\/\//,
      );

    const closedPort = await freePort();
    await address.fill(`http://127.0.0.1:${closedPort}`);
    await find.click();
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toBe(
        `Could not reach http://127.0.0.1:${closedPort}: nothing answers at that address and port (ECONNREFUSED). Check the address and this computer's network connection.`,
      );

    // The harness's own page server answers, but /api/health is not there.
    await address.fill(harness.origin);
    await find.click();
    await expect
      .poll(() => alert.textContent())
      .toBe(
        `${harness.origin} answered, but it is not a Minaret server (its health check answered 404 "Not found" instead of "Ok"). Check the address.`,
      );
    await screenshot(page, 'desktop-setup-error');
    expect(harness.settings.connection()).toBeNull();
    // Nothing to choose until a server answers.
    expect(await page.getByLabel('Masjid').count()).toBe(0);
  });

  it('lists the active masjids of a real server, saves the choice and shows the dashboard', async () => {
    const { page, harness } = await openRenderer();
    await page.goto(`${harness.pageUrl}?screen=setup`);
    // A pasted dashboard link: the server is its origin, and its masjid is preselected.
    await page.getByLabel('Server address').fill(`${server.url}/noorsignage`);
    await page.getByRole('button', { name: 'Find masjids' }).click();
    const masjid = page.getByLabel('Masjid');
    await masjid.waitFor();
    // Another address: the list found for the first one goes, until that address is checked.
    await page.getByLabel('Server address').fill('https://other.example.org');
    expect(await masjid.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save and show the dashboard' }).count()).toBe(0);
    await page.getByLabel('Server address').fill(`${server.url}/noorsignage`);
    await page.getByRole('button', { name: 'Find masjids' }).click();
    await masjid.waitFor();
    expect(await masjid.locator('option').allTextContents()).toEqual(['Masjid Huda Signage', 'Masjid Noor Signage']);
    expect(await masjid.inputValue()).toBe('noorsignage');
    expect(await page.getByLabel('Server address').inputValue()).toBe(server.url);
    await page.getByLabel('Start Minaret Signage when this computer starts').uncheck();
    await screenshot(page, 'desktop-setup-masjids');

    await page.getByRole('button', { name: 'Save and show the dashboard' }).click();
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    expect(harness.settings.connection()).toEqual({ serverUrl: server.url, companyUrl: 'noorsignage' });
    expect(harness.settings.startAtLogin()).toBe(false);
    expect(await page.getByTestId('masjid-name').textContent()).toBe('Masjid Noor Signage');
    expect(await page.getByTestId('offline-mark').count()).toBe(0);
  });

  it('comes back with the shortcut, showing the saved choice, and offers Back and Quit', async () => {
    const { page, harness } = await openRenderer({ connected: true });
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    // What main does on Ctrl+Shift+S: the pairing screen, with the by-hand setup one click away.
    await harness.screens.showSetup();
    await page.getByRole('heading', { name: 'Pair this screen with your masjid' }).waitFor();
    await page.getByRole('button', { name: 'Set up by hand instead (server and masjid)' }).click();
    await page.getByRole('heading', { name: 'Minaret Signage setup' }).waitFor();
    await expect
      .poll(
        () =>
          page
            .getByLabel('Masjid')
            .inputValue()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe('noorsignage');
    expect(await page.getByLabel('Server address').inputValue()).toBe(server.url);
    await page.getByRole('button', { name: 'Quit Minaret Signage' }).click();
    await expect.poll(() => harness.quits).toBe(1);
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    expect(harness.screens.current()).toBe('dashboard');
  });
});

describe('pairing screen', () => {
  it('asks for the server when the app was built without one, shows a large code and its QR code, and pairs when an admin claims it', async () => {
    const { page, harness } = await openRenderer();
    await page.goto(harness.pageUrl);
    await page.getByRole('heading', { name: 'Pair this screen with your masjid' }).waitFor();
    await page.getByLabel('Server address').fill(`${server.url}/`);
    await page.getByRole('button', { name: 'Show a pairing code' }).click();
    const codeText = page.getByTestId('pairing-code');
    await codeText.waitFor({ timeout: 10_000 });
    const state = harness.pairing!.state();
    if (state.status !== 'waiting') throw new Error(`not waiting: ${state.status}`);
    expect((await codeText.textContent())!.replace(' ', '')).toBe(state.code);
    expect(state.claimUrl).toBe(`${server.url}/auth/screens?code=${state.code}`);
    const qr = page.getByRole('img', { name: 'QR code of the page that pairs this screen' });
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(300);
    // Large enough to read across a hall: the code's letters are over 100 px tall on a TV.
    expect(await codeText.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(100);
    await expect.poll(() => page.getByText(/Valid for 9:5\d|Valid for 10:00/).count()).toBe(1);
    await screenshot(page, 'desktop-pairing-1920x1080');

    // The admin claims the code the screen shows; the screen stores its pairing and shows the dashboard.
    const claim = await apiCall(server, 'POST', `/api/companies/${noorId}/screens`, {
      token: noorToken,
      body: { code: state.code, name: 'Prayer hall' },
    });
    expect(claim.status, claim.text).toBe(200);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    expect(harness.settings.connection()).toEqual({ serverUrl: server.url, companyUrl: 'noorsignage' });
    expect(harness.settings.pairing()).toMatchObject({
      screenId: claim.json.target.id,
      screenToken: expect.stringMatching(/^mst_/),
    });
  });

  it('shows the code at once when the app was built with its server, also on a portrait screen', async () => {
    const { page, harness } = await openRenderer({ builtInServer: server.url, viewport: VIEWPORTS.portrait });
    await page.goto(harness.pageUrl);
    await page.getByTestId('pairing-code').waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Server address').count()).toBe(0);
    await screenshot(page, 'desktop-pairing-portrait');
    harness.pairing!.stop();
  });
});

describe('dashboard', () => {
  it('shows "Clock is wrong" when this computer\'s clock is ten minutes ahead of the server', async () => {
    const { page, harness } = await openRenderer({ connected: true });
    harness.clock.wallMs = 10 * 60_000;
    await page.clock.install({ time: Date.now() + harness.clock.wallMs });
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    await page.getByText('Clock is wrong').waitFor();
    expect(await page.getByText('Times may be out of date').count()).toBe(0);
    // It runs on the server's time instead (docs/prayer-table.md): the clock reads ten minutes less.
    expect(await page.getByTestId('notices').textContent()).toContain('ahead by 10 min');
    const shown = await page.getByTestId('clock').getAttribute('data-time');
    const zone = (await (await fetch(`${server.url}/api/dashboard/noorsignage`)).json()).timezoneId as string;
    const serverNow = (await page.evaluate(() => Date.now())) - harness.clock.wallMs;
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Read a moment after the clock: either side of a minute's turn.
    expect([format.format(serverNow), format.format(serverNow - 2000)]).toContain(shown?.slice(0, 5));
  });

  it("plays main's test sound at the screen's volume and tells main how it went (docs/sound.md, 'Per screen')", async () => {
    const { page, harness } = await openRenderer({ connected: true });
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    const dashboard = await apiCall(server, 'GET', '/api/dashboard/noorsignage');
    const masjidVolume = dashboard.json.sound.volume as number;
    await harness.soundTest({ volume: 50, silent: false });
    // The desktop app plays without a tap.
    await expect.poll(() => harness.soundTests).toEqual(['played']);
    expect(Number(await page.evaluate(() => document.documentElement.dataset.soundVolume))).toBeCloseTo(
      masjidVolume * 0.5,
      6,
    );
    await harness.soundTest({ volume: 50, silent: true });
    await expect.poll(() => harness.soundTests).toEqual(['played', 'silent']);
  });

  it("plays the masjid's own recording at Zuhr's azan from what main kept, with the server gone (docs/sound.md)", async () => {
    // A recording of the masjid's, set for Zuhr's azan, as an admin does on the Sounds tab.
    const form = new FormData();
    form.set('file', new Blob([sineWav(3, { level: 0.3 })], { type: 'audio/wav' }), 'muezzin.wav');
    form.set('name', 'Our muezzin');
    form.set('credit', '');
    const uploaded = await fetch(`${server.url}/api/companies/${noorId}/sounds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${noorToken}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const recording = ((await uploaded.json()) as { target: { id: string; url: string } }).target;
    const profile = await apiCall(server, 'GET', `/api/companies/${noorId}/sound-profile`, { token: noorToken });
    const prayers = { ...profile.json.prayers, zuhr: { ...profile.json.prayers.zuhr, azan: recording.id } };
    const saved = await apiCall(server, 'PUT', `/api/companies/${noorId}/sound-profile`, {
      token: noorToken,
      body: { ...profile.json, prayers },
    });
    expect(saved.status, saved.text).toBe(200);

    // Online: main keeps the recording the answer lists, beside the saved copy. Until it has, the app protocol
    // answers the page's early fetch of it 404 (docs/sound.md, "Recordings on the desktop app").
    const online = await openRenderer({ connected: true, expectedErrors: /status of 404/ });
    await online.page.goto(online.harness.pageUrl);
    await online.page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    const kept = path.join(online.harness.recordingsDir, path.basename(recording.url));
    await expect.poll(() => fs.existsSync(kept), { timeout: 20_000 }).toBe(true);
    const data = (await (await fetch(`${server.url}/api/dashboard/noorsignage?days=3`)).json()) as DashboardData;
    await online.page.close();

    // Then with the server gone: a later start of the app, from the saved copy and the kept recording.
    const downServer = `http://127.0.0.1:${await freePort()}`;
    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    const harness = await startRendererHarness(page, { userDataDir: path.dirname(online.harness.cache.file) });
    cleanups.push(async () => {
      await page.close();
      await harness.close();
    });
    harness.settings.save({ serverUrl: downServer, companyUrl: 'noorsignage' }, true);
    await harness.cache.write({
      serverUrl: downServer,
      companyUrl: 'noorsignage',
      fetchedAt: new Date().toISOString(),
      data,
    });
    // Tomorrow or the day after, whichever is not a Friday (Jumu'ah takes Zuhr's place and its sounds).
    const day = data.days.slice(1).find((each) => new Date(`${each.date.slice(0, 10)}T12:00:00Z`).getUTCDay() !== 5)!;
    const azan = entryInstant(data.timezoneId, day.date.slice(0, 10), 'dhuhr', day.dhuhr);
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/sound-files/') && asked.push(request.url())));
    harness.clock.elapsedMs = azan - 5_000 - Date.now();
    await page.clock.install({ time: azan - 5_000 });
    await page.clock.pauseAt(azan - 4_000);
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    await page.getByTestId('offline-mark').waitFor();
    await page.clock.runFor(6_000);
    const root = (name: 'sound' | 'soundSource') =>
      page.evaluate((key) => document.documentElement.dataset[key] ?? null, name);
    await expect.poll(() => root('sound')).toMatch(/:zuhr:azan$/);
    await expect.poll(() => root('soundSource')).toBe('recording');
    // Played from the app's own origin (main's kept file), never from the server.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.startsWith(harness.origin))).toBe(true);

    // The profile as it was, for the tests after this one, whose screens have kept no recording.
    const restored = await apiCall(server, 'PUT', `/api/companies/${noorId}/sound-profile`, {
      token: noorToken,
      body: profile.json,
    });
    expect(restored.status, restored.text).toBe(200);
  });

  it('never takes a ?at= preview: the signage app always shows the live moment (docs/phases.md)', async () => {
    const { page, harness } = await openRenderer({ connected: true });
    await page.goto(`${harness.pageUrl}?at=2030-01-01T12:00`);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    await page.getByTestId('phase').waitFor({ state: 'attached' });
    expect(await page.getByTestId('preview-mark').count()).toBe(0);
    expect(await page.getByTestId('clock').getAttribute('data-time')).not.toBe('12:00:00');
  });

  it("shows an admin's save at once, through main's change stream, without waiting for the timed refresh", async () => {
    const { page, harness } = await openRenderer({ connected: true });
    harness.followChanges();
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('masjid-name').textContent()).toBe('Masjid Noor Signage');

    const rename = async (name: string) => {
      const masjid = await apiCall(server, 'GET', `/api/auth/companies/${noorId}`, { token: noorToken });
      const saved = await apiCall(server, 'PUT', `/api/auth/companies/${noorId}`, {
        token: noorToken,
        body: { ...masjid.json, name },
      });
      if (saved.status !== 200) throw new Error(`rename: ${saved.text}`);
    };
    // The stream is open once the server has said it is ready; wait for main to be connected.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rename('Masjid Noor Signage (renamed)');
    try {
      await expect
        .poll(() => page.getByTestId('masjid-name').textContent(), { timeout: 10_000 })
        .toBe('Masjid Noor Signage (renamed)');
    } finally {
      await rename('Masjid Noor Signage');
    }
    await expect
      .poll(() => page.getByTestId('masjid-name').textContent(), { timeout: 10_000 })
      .toBe('Masjid Noor Signage');
  });

  it('says so plainly, instead of a blank screen, when it cannot draw its data, and tries again every minute', async () => {
    const { page, harness } = await openRenderer({
      expectedErrors: /Cannot read properties of undefined|Section failed to render/,
    });
    // The screen's server is down; all it has is a saved copy it cannot draw (here: content without its
    // lists, as a copy from another server version might be; a missing address alone is drawn without it).
    const serverUrl = `http://127.0.0.1:${await freePort()}`;
    harness.settings.save({ serverUrl, companyUrl: 'noorsignage' }, true);
    const good = (await (await fetch(`${server.url}/api/dashboard/noorsignage?days=366`)).json()) as DashboardData;
    const saved = { serverUrl, companyUrl: 'noorsignage', fetchedAt: new Date().toISOString() };
    await harness.cache.write({ ...saved, data: { ...good, centralControl: {} as DashboardData['centralControl'] } });
    await page.clock.install();
    await page.goto(harness.pageUrl);
    await page.getByTestId('render-failed').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').textContent()).toBe(
      'The prayer times cannot be shown right now. Trying again in a minute…',
    );
    await screenshot(page, 'desktop-dashboard-render-failed');

    await harness.cache.write({ ...saved, data: good });
    // From here only runFor moves the page's time. The retry is due a minute after the failure, which a
    // loaded machine may have shown a few seconds before this point: not again within 55 s, again by 61 s.
    await pauseSoon(page);
    await page.clock.runFor(RENDER_RETRY_MS - 6_000);
    expect(await page.getByTestId('render-failed').count()).toBe(1);
    await page.clock.runFor(7_000);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('offline-mark').count()).toBe(1);
  });

  it('says plainly that no times are saved for today when an outage outlasts the saved days', async () => {
    const { page, harness } = await openRenderer();
    const serverUrl = `http://127.0.0.1:${await freePort()}`;
    harness.settings.save({ serverUrl, companyUrl: 'noorsignage' }, true);
    const good = (await (await fetch(`${server.url}/api/dashboard/noorsignage?days=366`)).json()) as DashboardData;
    await harness.cache.write({
      serverUrl,
      companyUrl: 'noorsignage',
      fetchedAt: new Date().toISOString(),
      data: { ...good, days: good.days.slice(0, 2) },
    });
    harness.clock.elapsedMs = 5 * DAY_MS;
    await page.clock.install({ time: Date.now() + 5 * DAY_MS });
    await page.goto(harness.pageUrl);
    await page.getByTestId('not-setup').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('not-setup').textContent()).toBe(
      'No prayer times saved for today. Connect this screen to the network to load them.',
    );
    expect(await page.getByTestId('offline-mark').count()).toBe(1);
    await screenshot(page, 'desktop-dashboard-no-saved-times');
  });

  it("weeks into an outage, past the new year and a change of daylight saving time, shows that day's times and countdown", async () => {
    const year = (await (await fetch(`${server.url}/api/dashboard/noorsignage?days=366`)).json()) as DashboardData;
    const zone = year.timezoneId;
    const noonOffset = (date: string) => wallClockInstant(zone, date, '12:00') - Date.parse(`${date}T12:00:00Z`);
    const afterNewYear = year.days.findIndex((day) => day.date.endsWith('-01-01')) + 3;
    const clockChange = year.days.findIndex((day) => noonOffset(day.date) !== noonOffset(year.days[0]!.date));
    expect(afterNewYear).toBeGreaterThan(3);
    expect(clockChange).toBeGreaterThan(0);
    const downServer = `http://127.0.0.1:${await freePort()}`;
    const fetchedAt = new Date().toISOString();

    for (const index of [afterNewYear, clockChange]) {
      const day = year.days[index]!;
      // 10:00 on that day in the masjid's zone: this computer and main have been running offline since.
      const at = wallClockInstant(zone, day.date, '10:00');
      const { page, harness } = await openRenderer();
      harness.settings.save({ serverUrl: downServer, companyUrl: 'noorsignage' }, true);
      await harness.cache.write({ serverUrl: downServer, companyUrl: 'noorsignage', fetchedAt, data: year });
      harness.clock.elapsedMs = at - Date.now();
      // Paused before the load: a slow machine cannot carry the page's time past `at`.
      await page.clock.install({ time: at - 5_000 });
      await page.clock.pauseAt(at - 4_000);
      await page.goto(harness.pageUrl);
      await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
      await page.clock.pauseAt(at + 500);

      const shown = await tableText(page);
      expect(shown).toContain(formatLongDate(day.date));
      expect(shown).toContain(formatHijriLong(day.hijriString));
      for (const time of [day.fajr, day.sunrise, day.dhuhr, day.asrIqama, day.maghrib, day.ishaIqama])
        expect(shown).toContain(formatTime12(time));
      // Zuhr is the next azan; on the day the clocks changed the countdown is still wall-clock right.
      expect(minutesOf(day.dhuhr)).toBeGreaterThan(minutesOf('10:00'));
      await expect
        .poll(() => page.getByTestId('countdown').textContent())
        .toContain(`Zuhr azan in ${formatCountdown((minutesOf(day.dhuhr) - minutesOf('10:00')) * 60_000)}`);
      expect(await page.getByText('Times may be out of date').count()).toBe(1);
      expect(await page.getByText('Clock is wrong').count()).toBe(0);
      expect(await page.getByTestId('offline-mark').count()).toBe(1);
      await screenshot(
        page,
        index === clockChange ? 'desktop-dashboard-offline-dst-change' : 'desktop-dashboard-offline-new-year',
      );
    }
  });

  it('keeps showing the right times from the saved copy when the server stops answering, for days', async () => {
    const { page, harness } = await openRenderer({ connected: true });
    const week = (await (await fetch(`${server.url}/api/dashboard/noorsignage?days=7`)).json()) as DashboardData;
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    const online = await tableText(page);
    // The server's today, or tomorrow once today's Isha iqama has passed (docs/prayer-table.md).
    const shownNow = shownDayAt(week, Date.now());
    expect(online).toContain(formatTime12(shownNow.fajr));
    expect(online).toContain(formatTime12(shownNow.ishaIqama));
    expect(await page.getByText('Clock is wrong').count()).toBe(0);
    await screenshot(page, 'desktop-dashboard-online');

    const saved = JSON.parse(fs.readFileSync(harness.cache.file, 'utf8'));
    expect(saved.data.days).toHaveLength(366);
    const started = performance.now();
    await (await fetch(`${server.url}/api/dashboard/noorsignage?days=366`)).arrayBuffer();
    console.log(
      `Dashboard cache for a 366-day masjid: ${fs.statSync(harness.cache.file).size} bytes; the server answered days=366 in ${Math.round(performance.now() - started)} ms`,
    );

    await server.stop();
    // What main does on its 30-minute refresh (or after a crash): reload the page.
    await page.reload();
    await page.getByTestId('offline-mark').waitFor({ timeout: 20_000 });
    expect(await tableText(page)).toBe(online);
    expect(await page.getByText('Times may be out of date').count()).toBe(0);
    await screenshot(page, 'desktop-dashboard-offline');

    // Five days into the outage (the masjid allows 3): the fifth day's times, and a plain warning.
    harness.clock.elapsedMs = 5 * DAY_MS;
    const later = await browser.newPage({ viewport: VIEWPORTS.tv });
    cleanups.push(() => later.close());
    const laterHarness = await startRendererHarness(later, { userDataDir: path.dirname(harness.cache.file) });
    cleanups.push(() => laterHarness.close());
    laterHarness.settings.save({ serverUrl: server.url, companyUrl: 'noorsignage' }, true);
    laterHarness.clock.elapsedMs = 5 * DAY_MS;
    await later.clock.install({ time: Date.now() + 5 * DAY_MS });
    await later.goto(laterHarness.pageUrl);
    await later.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    await later.getByText('Times may be out of date').waitFor();
    expect(await later.getByTestId('offline-mark').count()).toBe(1);
    expect(await later.getByText('Clock is wrong').count()).toBe(0);
    const fifthDay = await tableText(later);
    expect(fifthDay).not.toBe(online);
    const shownLater = shownDayAt(week, Date.now() + 5 * DAY_MS);
    expect(shownLater.date.slice(0, 10) > shownNow.date.slice(0, 10)).toBe(true);
    expect(fifthDay).toContain(formatTime12(shownLater.fajr));
    expect(fifthDay).toContain(formatTime12(shownLater.maghrib));
    await screenshot(later, 'desktop-dashboard-offline-5-days');

    // A restart during the outage with the PC's clock reset to the past (a flat CMOS battery): the app
    // cannot ask the server, but a clock earlier than the saved copy is wrong for sure, and it says so.
    const reset = await browser.newPage({ viewport: VIEWPORTS.tv });
    cleanups.push(() => reset.close());
    const resetHarness = await startRendererHarness(reset, { userDataDir: path.dirname(harness.cache.file) });
    cleanups.push(() => resetHarness.close());
    resetHarness.settings.save({ serverUrl: server.url, companyUrl: 'noorsignage' }, true);
    resetHarness.clock.wallMs = -30 * DAY_MS;
    await reset.clock.install({ time: Date.now() - 30 * DAY_MS });
    await reset.goto(resetHarness.pageUrl);
    await reset.getByTestId('offline-mark').waitFor({ timeout: 20_000 });
    await reset.getByText('Clock is wrong').waitFor();
  });
});
