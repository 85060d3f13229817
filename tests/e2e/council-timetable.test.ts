/**
 * A council's published timetable (docs/jumuah-eid-ramadan.md, "The council's timetable"), in Chromium
 * through the built app: a council with two member masjids (both computing ISNA in Chicago) publishes
 * its timetable from its page (Chicago, Muslim World League); one member turns "Follow the council's
 * timetable" on in its settings and its public dashboard shows the council's azans at once, with its own
 * iqama (a fixed Isha iqama of its own); the other member does not follow and keeps its own azans.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilDateInZone } from '@core/time/zone.js';
import { formatIsoDate } from '@core/time/civil-date.js';
import { apiCall, screenshotBoth, signIn, superToken } from '../support/admin.js';
import { launchBrowser, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';

let server: RunningServer;
let browser: Browser;
let follower: SeededMasjid;
let keeper: SeededMasjid;
let secretary: SeededMasjid;
let councilId: string;

interface Day {
  date: string;
  fajr: string;
  isha: string;
  ishaIqama?: string;
}

async function ok(res: { status: number; text: string; json: unknown }) {
  expect(res.status, res.text).toBe(200);
  return res.json as Record<string, unknown>;
}

/** Today's times as the API answers them for a masjid (its zone's today). */
async function todayOf(url: string): Promise<Day> {
  const json = await ok(await apiCall(server, 'GET', `/api/dashboard/${url}?days=1`));
  return (json.days as Day[])[0]!;
}

/** The dashboard writes times the country's way ("5:41 AM" in the US); both forms are accepted. */
function shown(time: string): RegExp {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = ((hours + 11) % 12) + 1;
  const mm = String(minutes).padStart(2, '0');
  return new RegExp(`(^|\\D)(${twelve}:${mm}|${time})(\\D|$)`);
}

const cell = (page: Page, prayer: string, column: 'azan' | 'iqama') =>
  page.locator(`tr[data-prayer="${prayer}"] td[data-column="${column}"]`).textContent();

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  follower = await seedMasjid(server, { name: 'Masjid Al-Furqan', url: 'tt-furqan', email: 'admin@furqan.org' });
  keeper = await seedMasjid(server, { name: 'Masjid Al-Iman', url: 'tt-iman', email: 'admin@iman.org' });
  secretary = await seedMasjid(server, {
    name: 'Council Secretariat',
    url: 'tt-secretariat',
    email: 'secretary@chicago-council.org',
    timetable: false,
  });
  // The follower's own Isha iqama: 21:15 every day, whatever the azan.
  await ok(
    await apiCall(server, 'PUT', `/api/prayer/config/${follower.companyId}/settings`, {
      token: follower.token,
      body: { iqamaRules: { isha: { minutesAfter: 10, roundTo: 5, frequency: 'daily', fixedTime: '21:15' } } },
    }),
  );
  const token = await superToken(server);
  const council = await ok(
    await apiCall(server, 'POST', '/api/councils', {
      token,
      body: { name: 'Council of Chicago', adminEmails: [secretary.email] },
    }),
  );
  councilId = (council.target as { id: string }).id;
  for (const masjid of [follower, keeper]) {
    await ok(
      await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/council`, {
        token: masjid.token,
        body: { councilId },
      }),
    );
    await ok(
      await apiCall(server, 'PUT', `/api/councils/${councilId}/members/${masjid.companyId}`, {
        token: secretary.token,
        body: { accepted: true },
      }),
    );
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(masjid: SeededMasjid) {
  const context = await browser.newContext({ viewport: VIEWPORTS.laptop, timezoneId: ZONE });
  const page = await context.newPage();
  await signIn(page, server, masjid.email, masjid.password);
  return page;
}

describe("a council's timetable that one of its two members follows", () => {
  it("is published from the council's page: a place and a method", async () => {
    const page = await signedInPage(secretary);
    await page.goto(`${server.url}/auth/councils/${councilId}`);
    const card = page.getByTestId('council-timetable');
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('none');
    await card.getByRole('button', { name: 'Publish a timetable' }).click();
    await card.getByLabel('Place').fill('41.8781, -87.6298');
    await card.getByRole('button', { name: 'Find the place' }).click();
    await card
      .getByTestId('council-timetable-place')
      .getByText(/America\/Chicago/)
      .waitFor();
    await card.getByLabel('Calculation method').selectOption('3');
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('[data-testid="council-timetable"][data-state="published"]').waitFor();
    expect(await card.textContent()).toContain('Members following it: 0 of 2.');
    await card.getByRole('row').nth(1).waitFor();
    for (const close of await page.getByRole('button', { name: 'Close alert' }).all()) await close.click();
    await card.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'council-timetable');
    await page.context().close();
  });

  it("shows the council's azans on the follower's dashboard with its own iqama; the other keeps its own", async () => {
    const ownBefore = await todayOf(follower.url);
    const keeperBefore = await todayOf(keeper.url);
    const today = formatIsoDate(civilDateInZone(ZONE, new Date()));
    const year = await ok(
      await apiCall(server, 'GET', `/api/councils/${councilId}/timetable`, { token: secretary.token }),
    );
    const theirs = (year.days as Day[]).find((day) => day.date === today)!;
    // MWL's Fajr (18°) is earlier than ISNA's (15°) in Chicago: the dashboards can tell them apart.
    expect(theirs.fajr).not.toBe(ownBefore.fajr);

    const page = await signedInPage(follower);
    const toggle = page.getByTestId('follow-council-timetable');
    await toggle.waitFor();
    expect(await toggle.getAttribute('data-following')).toBe('false');
    expect(await toggle.textContent()).toContain('Your iqama rules, Jumu');
    await toggle.getByLabel("Follow the council's timetable for the azan times").click();
    await page.locator('[data-testid="follow-council-timetable"][data-following="true"]').waitFor();
    for (const close of await page.getByRole('button', { name: 'Close alert' }).all()) await close.click();
    await page.getByTestId('follow-council').scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'follow-council-timetable');
    // The Salah tab says whose azans its table shows.
    await page.getByRole('tab', { name: 'Salah' }).click();
    expect(await page.getByTestId('council-times-note').textContent()).toContain("Council of Chicago's timetable");
    await page.context().close();

    const screens = await browser.newContext({ viewport: VIEWPORTS.laptop, timezoneId: ZONE });
    const dashboard = await screens.newPage();
    await dashboard.goto(`${server.url}/${follower.url}`);
    await dashboard.getByTestId('prayer-table').waitFor();
    expect(await cell(dashboard, 'fajr', 'azan')).toMatch(shown(theirs.fajr));
    expect(await cell(dashboard, 'isha', 'azan')).toMatch(shown(theirs.isha));
    // Its own iqama rule stays: Isha at 21:15.
    expect(await cell(dashboard, 'isha', 'iqama')).toMatch(shown('21:15'));
    await settled(dashboard);
    await screenshotBoth(dashboard, 'council-timetable-follower-dashboard', { viewport: true });

    const other = await screens.newPage();
    await other.goto(`${server.url}/${keeper.url}`);
    await other.getByTestId('prayer-table').waitFor();
    expect(await cell(other, 'fajr', 'azan')).toMatch(shown(keeperBefore.fajr));
    expect(await cell(other, 'fajr', 'azan')).not.toMatch(shown(theirs.fajr));
    // The answer every screen reads has them too.
    const now = await todayOf(follower.url);
    expect([now.fajr, now.ishaIqama]).toEqual([theirs.fajr, '21:15']);
    await screens.close();
  });
});
