/**
 * "Add to my calendar" on the calendar page, the dashboard and the prayer-times widget
 * (docs/outside-the-hall.md): the links carry the options chosen, and the download is the feed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Feed Page', url: 'feedpage', email: 'admin@feedpage.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Add to my calendar', () => {
  it('builds subscribe and download links from the options chosen on the calendar page', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/calendar/feedpage`);
    const box = page.getByTestId('add-to-calendar');
    await box.getByText('Add to my calendar').click();
    for (const name of ["Dhuhr / Jumu'ah", 'Asr', 'Maghrib', 'Isha']) await box.getByLabel(name).uncheck();
    await box.getByLabel('Azan').uncheck();
    await box.getByLabel('Reminder').selectOption('10');
    const feed = `${server.url}/api/companies/url/feedpage/prayer-times.ics?prayers=fajr&times=iqama&reminder=10`;
    expect(await box.getByTestId('feed-download').getAttribute('href')).toBe(feed);
    expect(await box.getByTestId('feed-subscribe').getAttribute('href')).toBe(feed.replace(/^http:\/\//, 'webcal://'));
    await screenshot(page, 'outside-add-to-calendar-1366x768');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'outside-add-to-calendar-390x844');

    const download = await page.request.get(feed);
    expect(download.status()).toBe(200);
    const text = await download.text();
    expect(text.match(/^BEGIN:VEVENT/gm)).toHaveLength(365);
    expect(text.match(/^SUMMARY:Fajr iqama/gm)).toHaveLength(365);
    expect(text).toContain('TRIGGER:-PT10M');

    await box.getByLabel('Iqama').uncheck();
    await box.getByText('Choose at least one prayer and one time.').waitFor();
    await page.close();
  });

  it('is offered on the dashboard and in the prayer-times widget', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    // Mid-morning, outside every prayer's phase: an iqama countdown covers the dashboard on a TV (docs/phases.md).
    await page.goto(`${server.url}/feedpage?at=${zonedNow('America/Chicago', Date.now()).date}T10:00`);
    const box = page.getByTestId('add-to-calendar');
    await box.waitFor();
    await screenshot(page, 'outside-dashboard-1920x1080');
    await box.getByText('Add to my calendar').click();
    expect(await box.getByTestId('feed-subscribe').getAttribute('href')).toBe(
      `webcal://${new URL(server.url).host}/api/companies/url/feedpage/prayer-times.ics`,
    );
    await screenshot(page, 'outside-dashboard-open-1920x1080');

    // Prayer alerts sit beside it: per prayer azan, iqama and minutes before iqama.
    await page.setViewportSize(VIEWPORTS.phone);
    const alerts = page.getByTestId('prayer-alerts');
    await alerts.getByText('Prayer alerts').click();
    await alerts.getByLabel('Fajr azan').check();
    await alerts.getByLabel('Isha minutes before iqama').selectOption('10');
    expect(await alerts.getByRole('button', { name: 'Turn on alerts' }).isEnabled()).toBe(true);
    await screenshot(page, 'outside-prayer-alerts-390x844');

    await page.goto(`${server.url}/static/prayer-time-widget/index.html?companyId=${masjid.companyId}`);
    const line = page.getByTestId('add-to-calendar');
    await line.waitFor();
    expect(await line.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `${server.url}/api/companies/url/feedpage/prayer-times.ics`,
    );
    await page.close();
  });
});
