/** /docs/api shows every route of GET /api/openapi.json as a readable page (docs/api.md). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('API reference page', () => {
  it('lists every operation of the document with its parameters', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/docs/api`);
    await page.getByRole('heading', { name: 'API reference' }).waitFor();
    await page.getByTestId('api-operation').first().waitFor();
    expect(await page.getByTestId('api-operation').count()).toBe(operations);
    const feed = page
      .getByTestId('api-operation')
      .filter({ hasText: '/api/companies/url/{companyUrl}/prayer-times.ics' });
    expect(await feed.getByRole('cell', { name: 'reminder', exact: true }).count()).toBe(1);
    await screenshot(page, 'outside-api-reference-1366x768');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'outside-api-reference-390x844');
    await page.close();
  });
});
