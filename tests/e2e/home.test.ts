import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';
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

it('serves the home page, whose masjid list comes from the API of the real server', async () => {
  // An active masjid, made through the API as a super admin would.
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_EMAIL, password: SUPER_PASSWORD }),
  }).then((res) => res.json());
  const created = await fetch(`${server.url}/api/auth/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Masjid Home Test',
      url: 'hometest',
      website: 'https://hometest.example.org',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    }),
  }).then((res) => res.json());
  await fetch(`${server.url}/api/auth/companies/${created.target.id}/activate?active=true`, {
    headers: { authorization: `Bearer ${login.token}` },
  });

  const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
  await page.goto(server.url);
  await expect.poll(() => page.title()).toBe('Minaret');
  await page.getByText('Masjid Home Test').waitFor({ state: 'attached' });
  await screenshot(page, 'foundation-home-laptop');

  // Client-side routes get index.html; unknown API paths stay JSON.
  const deep = await fetch(`${server.url}/auth/company/create`);
  expect(deep.headers.get('content-type')).toMatch(/text\/html/);
  expect(deep.headers.get('cache-control')).toBe('no-cache');
  const api = await fetch(`${server.url}/api/nothing-here`);
  expect(api.status).toBe(404);
  expect((await api.json()).successful).toBe(false);
  await page.close();
});
