/**
 * The admin's section "Jumu'ah, Eid and Ramadan" in Chromium (docs/jumuah-eid-ramadan.md): core's rules
 * before sending, the Eid date suggested from the Hijri calendar with the masjid's adjustment, a save read
 * back through the API, and the khateeb's session on the Jummah section.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { suggestEidDate } from '@core/occasions/eid.js';
import { formatIsoDate, localCivilDate } from '@core/time/civil-date.js';
import {
  apiCall,
  apiLogin,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let page: Page;
let token: string;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Al Noor of Dallas',
    url: 'occasionsnoor',
    email: 'admin@occasionsnoor.org',
  });
  token = await apiLogin(server, masjid.email, masjid.password);
  // A masjid that follows the sighting a day after Umm al-Qura.
  const { version } = (await apiCall(server, 'GET', `/api/companies/url/${masjid.url}/central-control`, { token }))
    .json;
  const saved = await apiCall(server, 'PUT', '/api/companies/central-control', {
    token,
    body: { companyId: masjid.companyId, version, customConfigurations: [{ name: 'hijri_adjustment', value: '-1' }] },
  });
  expect(saved.status, saved.text).toBe(200);
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
  await signIn(page, server, masjid.email, masjid.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(name: string) {
  const trigger = page.getByRole('button', { name, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return page.getByRole('region', { name });
}

it('checks sessions before sending, suggests the Eid date with the Hijri adjustment, and saves', async () => {
  const section = await open("Jumu'ah, Eid and Ramadan");
  await section.getByRole('button', { name: 'Add session' }).click();
  const first = section.getByRole('group', { name: 'Session 1' });
  await first.getByLabel('Khutbah').fill('13:00');
  await first.getByLabel('Salah').fill('12:50');
  await first.getByLabel('Language').fill('English');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => first.getByText('The salah must be after the khutbah').count()).toBe(1);
  expect((await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/occasions`, { token })).json.version).toBe(
    0,
  );

  await first.getByLabel('Salah').fill('13:30');
  // The error goes with the edit that answers it.
  expect(await first.getByText('The salah must be after the khutbah').count()).toBe(0);
  await section.getByRole('button', { name: 'Add session' }).click();
  const second = section.getByRole('group', { name: 'Session 2' });
  await second.getByLabel('Khutbah').fill('14:15');
  await second.getByLabel('Language').fill('Urdu');

  await section.getByRole('button', { name: 'Add Eid al-Fitr' }).click();
  const eid = section.getByRole('group', { name: 'Eid al-Fitr' });
  const suggested = suggestEidDate('fitr', formatIsoDate(localCivilDate()), -1);
  expect(await eid.getByLabel('Date').inputValue()).toBe(suggested);
  expect(suggested).not.toBe(suggestEidDate('fitr', formatIsoDate(localCivilDate()), 0));
  await eid.getByLabel('Times').fill('07:30, 09:00');
  await eid.getByLabel('Place').fill('Grant Park');

  await section.getByLabel('Suhoor ends before Fajr (minutes)').fill('15');
  await section.getByLabel('Taraweeh').fill('20:30');
  await screenshotBoth(page, 'admin-occasions');
  await section.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(page, "Jumu'ah, Eid and Ramadan saved")).toBe("Jumu'ah, Eid and Ramadan saved");

  const saved = (await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/occasions`, { token })).json;
  expect(saved).toMatchObject({
    version: 1,
    jumuahSessions: [
      { khutbah: '13:00', salah: '13:30', language: 'English' },
      { khutbah: '14:15', salah: '', language: 'Urdu' },
    ],
    eidPrayers: [{ eid: 'fitr', date: suggested, times: ['07:30', '09:00'], place: 'Grant Park' }],
    ramadan: { enabled: true, suhoorMinutesBeforeFajr: 15, taraweehTime: '20:30' },
  });
  await expect.poll(() => section.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
});

it('gives a khateeb entry its session on the Jummah section', async () => {
  const jummah = await open('Jummah');
  await jummah.getByRole('button', { name: 'Add jummah' }).click();
  const entry = jummah.getByRole('group', { name: 'Jummah 1' });
  await entry.getByLabel('Date').fill('2026-12-04');
  await entry.getByLabel('Khateeb').fill('Sheikh Omar');
  await entry.getByLabel('Session').fill('2');
  await jummah.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(page, 'Jummah saved')).toBe('Jummah saved');
  const content = (await apiCall(server, 'GET', `/api/companies/url/${masjid.url}/central-control`, { token })).json;
  expect(content.jummahs).toMatchObject([{ khateeb: 'Sheikh Omar', date: '2026-12-04', session: 2 }]);
});
