/**
 * Councils (docs/jumuah-eid-ramadan.md, "Councils"), in Chromium through the built app: a super admin
 * creates a council with its admin; two masjids ask to follow it from their settings; the council's admin
 * accepts both on the council's page and, on the evening of 29 Jumada al-Akhirah 1448, answers "not
 * sighted" and then "sighted" about Rajab; both members' live screens follow each answer (30 Jumada
 * al-Akhirah, then 1 Rajab) without a reload, while a masjid outside keeps Umm al-Qura's count.
 *
 * The server's clock is today's; the pages' clocks are set to the days in question (as
 * tests/e2e/month-declarations.test.ts does), and sign-in tokens last long enough for those days.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import { apiCall, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { startServer, SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
// Umm al-Qura: Jumada al-Akhirah 1448 began on 11 November 2026 and has 29 days; its 29th is 9 December.
// Not sighted that evening, 10 December is its 30th; sighted, 10 December is 1 Rajab.
const EVENING_OF_29TH = zonedInstant(ZONE, '2026-12-09', '19:00');
const SCREEN_AT = zonedInstant(ZONE, '2026-12-10', '12:00');

let server: RunningServer;
let browser: Browser;
let first: SeededMasjid;
let second: SeededMasjid;
let outside: SeededMasjid;
let secretary: SeededMasjid;

beforeAll(async () => {
  // The council's page is opened "on" 9 December: its sign-in must still hold then (12 h by default).
  server = await startServer({ TOKEN_HOURS: String(24 * 30) });
  browser = await launchBrowser();
  first = await seedMasjid(server, { name: 'Masjid Al-Noor', url: 'council-noor', email: 'admin@noor.org' });
  second = await seedMasjid(server, { name: 'Masjid Al-Huda', url: 'council-huda', email: 'admin@huda.org' });
  outside = await seedMasjid(server, { name: 'Masjid Outside', url: 'council-outside', email: 'admin@out.org' });
  // A paired screen at the first member, online: the council sees that, never what it shows.
  const pairing = (await apiCall(server, 'POST', '/api/screens/pairings')).json as { pairingId: string; code: string };
  const claimed = await apiCall(server, 'POST', `/api/companies/${first.companyId}/screens`, {
    token: first.token,
    body: { code: pairing.code, name: 'Prayer hall' },
  });
  expect(claimed.status, claimed.text).toBe(200);
  const paired = (await apiCall(server, 'GET', `/api/screens/pairings/${pairing.pairingId}`)).json as {
    screenToken: string;
  };
  const beat = await apiCall(server, 'POST', '/api/screens/heartbeat', {
    token: paired.screenToken,
    body: { appVersion: '1.3.0', display: { width: 1920, height: 1080 }, orientation: 'landscape' },
  });
  expect(beat.status, beat.text).toBe(200);
  // The council's secretary: an existing account (here the admin of the council's own office).
  secretary = await seedMasjid(server, {
    name: 'Council Office',
    url: 'council-office',
    email: 'secretary@council.org',
    timetable: false,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email: string, password: string, options: { at?: number; masjid?: string } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORTS.laptop, timezoneId: ZONE });
  const page = await context.newPage();
  if (options.at !== undefined) await page.clock.install({ time: options.at });
  await signIn(page, server, email, password, options.masjid);
  return page;
}

/** A member's live screen at SCREEN_AT (the server's answer stretched to reach that day), on the real change stream. */
async function openLiveScreen(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const realStart = Date.now();
  await page.clock.install({ time: SCREEN_AT });
  await page.route(new RegExp(`/api/dashboard/${url}(\\?|$)`), async (route) => {
    const address = new URL(route.request().url());
    address.searchParams.set('days', '20');
    const response = await route.fetch({ url: address.toString() });
    const json = await response.json();
    await route.fulfill({
      response,
      json: { ...json, serverTime: new Date(SCREEN_AT + Date.now() - realStart).toISOString() },
    });
  });
  const stream = page.waitForResponse((response) => response.url().includes(`/url/${url}/events`));
  await page.goto(`${server.url}/${url}`);
  await page.getByTestId('prayer-table').waitFor();
  await stream;
  return page;
}

const heading = (page: Page) => page.getByTestId('hijri-heading').textContent();

describe('a council that two masjids follow', () => {
  let councilUrl: string;

  it('is created by a super admin from the admin app', async () => {
    const page = await signedInPage(SUPER_EMAIL, SUPER_PASSWORD, { masjid: outside.name });
    await page.getByRole('link', { name: 'Councils' }).first().click();
    await page.waitForURL('**/auth/councils');
    await page.getByText('No council yet.').waitFor();
    await page.getByLabel('Name').fill('Council of Imams of Chicago');
    await page.getByLabel("Its admins' emails").fill('secretary@council.org');
    await page.getByRole('button', { name: 'Create the council' }).click();
    await page.waitForURL(/\/auth\/councils\/[\w-]+$/);
    councilUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Council of Imams of Chicago' }).waitFor();
    expect(await page.getByText('Admins: secretary@council.org').count()).toBe(1);
    // The super admin's top bar with every item, Councils among them.
    await page.getByRole('link', { name: 'Councils' }).first().click();
    await page.getByTestId('council-list').getByRole('link', { name: 'Council of Imams of Chicago' }).waitFor();
    await settled(page);
    await screenshot(page, 'councils-super-admin-1366x768');
    await page.context().close();
  });

  it('is asked to join by two masjids from their settings, which show the request as pending', async () => {
    for (const masjid of [first, second]) {
      const page = await signedInPage(masjid.email, masjid.password);
      const card = page.getByTestId('follow-council');
      await card.waitFor();
      expect(await card.getAttribute('data-state')).toBe('none');
      await card.getByLabel('Council').selectOption({ label: 'Council of Imams of Chicago' });
      await card.getByRole('button', { name: 'Ask to join' }).click();
      await page.locator('[data-testid="follow-council"][data-state="pending"]').waitFor();
      expect(await card.textContent()).toContain(
        'You asked to follow Council of Imams of Chicago: waiting for its admin to accept.',
      );
      if (masjid === first) {
        await page.getByRole('button', { name: 'Close alert' }).click();
        await screenshotBoth(page, 'follow-council-pending');
      }
      await page.context().close();
    }
  });

  it("is run by its admin: accepts both, sees their screens' status, declares Rajab; both screens follow", async () => {
    const page = await signedInPage(secretary.email, secretary.password, { at: EVENING_OF_29TH });
    await page.getByRole('link', { name: 'Councils' }).first().click();
    await page.getByRole('link', { name: 'Council of Imams of Chicago' }).click();
    await page.waitForURL(`**${councilUrl}`);
    const requests = page.getByTestId('council-requests');
    await requests.getByText('Masjid Al-Huda').waitFor();
    for (const name of ['Masjid Al-Huda', 'Masjid Al-Noor']) {
      await requests
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('button', { name: 'Accept' })
        .click();
      await page.getByTestId('council-members').getByRole('link', { name }).waitFor();
    }
    await requests.getByText('No masjid is asking to join.').waitFor();
    const members = page.getByTestId('council-members');
    expect(await members.getByRole('row', { name: /Masjid Al-Noor/ }).textContent()).toContain('Prayer hallOnline');
    expect(await members.getByRole('row', { name: /Masjid Al-Huda/ }).textContent()).toContain('No screen');

    // The masjid's own question, on the council's page, on the evening of the 29th.
    const question = page.getByTestId('council-month').getByTestId('month-question');
    expect(await question.getAttribute('data-asking')).toBe('true');
    expect(await question.textContent()).toContain("by the council's calendar");
    expect(await question.textContent()).toContain('Was the new moon of Rajab 1448 sighted?');
    // A council answers for itself: no "follow our council", nothing to withdraw.
    expect(await question.getByRole('button', { name: 'Follow our council' }).count()).toBe(0);

    const screens = await browser.newContext({ viewport: VIEWPORTS.tv, timezoneId: ZONE });
    const outsideScreen = await openLiveScreen(screens, outside.url);
    await question.getByRole('button', { name: /^Not sighted:/ }).click();
    await question.getByTestId('month-answer').waitFor();
    const memberScreens = [await openLiveScreen(screens, first.url), await openLiveScreen(screens, second.url)];
    for (const screen of memberScreens) await expect.poll(() => heading(screen)).toContain('30 Jumada');

    const savedAt = Date.now();
    await question.getByRole('button', { name: /^Sighted:/ }).click();
    for (const screen of memberScreens)
      await screen.waitForFunction(
        () => document.querySelector('[data-testid="hijri-heading"]')?.textContent?.includes('1 Rajab'),
        undefined,
        { timeout: 10_000 },
      );
    const shownMs = Date.now() - savedAt;
    console.log(`council declaration: save to 1 Rajab on both members' screens in ${shownMs} ms`);
    expect(shownMs).toBeLessThan(2_000);
    expect(await heading(memberScreens[0]!)).toContain('1448');
    // Umm al-Qura makes the 10th 1 Rajab too; the masjid outside never had the council's "not sighted".
    expect(await heading(outsideScreen)).toContain('1 Rajab');
    expect(await question.getByTestId('month-answer').textContent()).toBe('Answered: sighted (secretary@council.org).');
    await page
      .getByTestId('council-declarations')
      .getByText(/Rajab 1448: sighted, by secretary@council\.org/)
      .waitFor();

    // The saved alert would cover the members in the pictures.
    for (const close of await page.getByRole('button', { name: 'Close alert' }).all()) await close.click();
    for (const [name, viewport] of [
      ['council-page-1920x1080', VIEWPORTS.tv],
      ['council-page-1366x768', VIEWPORTS.laptop],
      ['council-page-390x844', VIEWPORTS.phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await settled(page);
      await screenshot(page, name);
    }
    await screens.close();
    await page.context().close();
  });

  it("reads right to left in Arabic, the council admin's saved language", async () => {
    const saved = await apiCall(server, 'PUT', '/api/auth/me/language', {
      token: secretary.token,
      body: { language: 'ar' },
    });
    expect(saved.status, saved.text).toBe(200);
    const page = await signedInPage(secretary.email, secretary.password, { at: EVENING_OF_29TH });
    await page.goto(`${server.url}${councilUrl}`);
    const question = page.getByTestId('council-month').getByTestId('month-question');
    await question.waitFor();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(['ar', 'rtl']);
    expect(await question.textContent()).toContain('حسب تقويم المجلس');
    // Each screen's status in the page's language (the Screens page's words).
    await page.getByTestId('council-members').getByText('متصلة').waitFor();
    expect(await page.getByTestId('council-requests').textContent()).toContain('لا يوجد مسجد يطلب الانضمام.');
    for (const [name, viewport] of [
      ['council-page-ar-1366x768', VIEWPORTS.laptop],
      ['council-page-ar-390x844', VIEWPORTS.phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await settled(page);
      await screenshot(page, name);
    }
    await page.context().close();
  });

  it("records the council's declaration in each member's change history, not in the masjid's outside", async () => {
    for (const [masjid, expected] of [
      [first, 2],
      [second, 2],
      [outside, 0],
    ] as const) {
      const res = await apiCall(server, 'GET', `/api/history/companies/${masjid.companyId}?entity=content`, {
        token: masjid.token,
      });
      const entries = (res.json.entries as Array<{ entityId: string; actor: { email: string } }>).filter(
        (entry) => entry.entityId === 'council-month-declarations',
      );
      expect(entries.map((entry) => entry.actor.email)).toEqual(Array(expected).fill('secretary@council.org'));
    }
  });
});
