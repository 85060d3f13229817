import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { launchBrowser, screenshot, VIEWPORTS, settled } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { richContent, seedMasjid, XSS, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow('America/Chicago', Date.now()).date;
  masjid = await seedMasjid(server, {
    name: 'Masjid Frame Test',
    url: 'frametest',
    email: 'admin@frametest.org',
    content: () => richContent(today),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('expenses frame and /v2', () => {
  it('shows the funds, the expenses with their total and each enabled sheet, as text', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/expense/frametest`);
    const frame = page.getByTestId('expense-frame');
    await page.getByTestId('expense-sheet').first().waitFor();
    expect(await page.getByTestId('fund').count()).toBe(3);
    expect(await page.getByTestId('fund').first().textContent()).toBe(
      `48%Roof ${XSS}Raised $12,000 of $25,000Pledged $3,000Until 6/30/2027`,
    );
    const text = await frame.textContent();
    expect(text).toContain('Electricity$310.25');
    expect(text).toContain('Total$910.25');
    expect(await page.getByTestId('expense-sheet').count()).toBe(1);
    expect(await page.getByTestId('expense-sheet').textContent()).toBe('Ramadan iftarNightly iftarDates$1,200Rice$900');
    expect(text).not.toContain('Hidden');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'public-expense-frame-1366x768');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'public-expense-frame-390x844');
    await page.close();
  });

  it("shows only enabled items even to the masjid's signed-in admin, who may read the disabled ones", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.laptop });
    await context.addInitScript(
      (token) => localStorage.setItem('minaret.session', JSON.stringify({ token, user: null, company: null })),
      masjid.token,
    );
    const page = await context.newPage();
    const signedRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/central-control') && request.headers().authorization)
        signedRequests.push(request.url());
    });
    await page.goto(`${server.url}/expense/frametest`);
    await page.getByTestId('expense-sheet').first().waitFor();
    // The admin's read includes the disabled items; the frame leaves them out.
    expect(signedRequests).toHaveLength(1);
    expect(await page.getByTestId('expense-frame').textContent()).not.toContain('Hidden');
    await context.close();
  });

  it('answers an unknown masjid with a message', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/expense/nosuchmasjid`);
    await page.getByText('Masjid not found.').waitFor();
    await page.close();
  });

  it('keeps /v2/{url} as a placeholder with a title and the url', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/v2/frametest`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Minaret');
    expect(await page.getByTestId('v2-url').textContent()).toBe('frametest');
    await screenshot(page, 'public-v2');
    await page.close();
  });
});
