/**
 * The hadith import page in Chromium (docs/hadith-import.md): a super admin picks a file; a bad file is
 * refused with every problem listed by line and nothing changes; a good one replaces the collection and
 * GET /api/hod then answers from it. A masjid admin has no such page. Texts are placeholders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, settled, VIEWPORTS } from '../support/browser.js';
import { startServer, SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-hadith-'));

function file(name: string, content: string) {
  const full = path.join(dir, name);
  fs.writeFileSync(full, content);
  return full;
}

beforeAll(async () => {
  // A server of its own: the hadith collection is one for the whole server.
  server = await startServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Hadith Page',
    url: 'hadithpage',
    email: 'admin@hadithpage.org',
    active: true,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('hadith import page', () => {
  it('refuses a bad file with its problems by line, imports a good one, and /api/hod follows', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, SUPER_EMAIL, SUPER_PASSWORD, masjid.name);
    await page.getByRole('link', { name: 'Hadith' }).first().click();
    await page.waitForURL('**/auth/hadith');
    await page.getByText('No collection is imported').waitFor();

    await page
      .getByTestId('hadith-file')
      .setInputFiles(
        file(
          'bad.csv',
          'text,reference,source,licence\nSample one,Ref 1,Test source,CC0-1.0\nSample two,,Test source,CC0-1.0\nSample three,Ref 3,Test source,\n',
        ),
      );
    const problems = page.getByTestId('hadith-problems');
    await problems.waitFor();
    expect(await problems.locator('li').allTextContents()).toEqual([
      'Line 3, reference: reference is required',
      'Line 4, licence: licence is required',
    ]);
    expect(await problems.textContent()).toContain('2 problems to fix');
    await screenshotBoth(page, 'admin-hadith-import-problems');
    expect((await apiCall(server, 'GET', '/api/hod')).status).toBe(404);

    const rows = Array.from({ length: 5 }, (_, i) => `"Sample text ${i}",Sample ref ${i},Test source,CC0-1.0`);
    await page
      .getByTestId('hadith-file')
      .setInputFiles(file('good.csv', ['text,reference,source,licence', ...rows].join('\n')));
    await expectAlert(page, 'Imported 5 hadith from good.csv.');
    await expect.poll(() => page.getByTestId('hadith-summary').textContent()).toContain('good.csv');
    expect(await page.getByTestId('hadith-summary').textContent()).toContain('Test source (CC0-1.0): 5');
    await expect.poll(() => page.getByTestId('hadith-problems').count()).toBe(0);
    await settled(page);
    await screenshotBoth(page, 'admin-hadith-import-done');
    const hod = await apiCall(server, 'GET', '/api/hod');
    expect(hod.status).toBe(200);
    expect(hod.json).toMatchObject({ source: 'Test source', licence: 'CC0-1.0' });
    await page.close();
  });

  it("is not offered to a masjid's admin, and the page refuses them", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    expect(await page.getByRole('link', { name: 'Hadith' }).count()).toBe(0);
    await page.goto(`${server.url}/auth/hadith`);
    await expect.poll(() => page.url()).not.toContain('/auth/hadith');
    await page.close();
  });
});
