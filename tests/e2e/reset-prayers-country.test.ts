/**
 * Issue 25, "Wrong today" 1, as an admin meets it: a masjid registered in Indonesia with postcode 10710
 * opens Reset Prayers, accepts its prefilled address and finds Jakarta (it found Yonkers, NY). A place in
 * another country is said plainly, in the admin's language, and Finish waits for the admin to confirm it
 * (docs/volunteer.md "Locations").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAVE_MY_LANGUAGE } from '@core/http/contract/account.js';
import { PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { apiCall, apiLogin, expectAlert, registerMasjidViaApi, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
const JAKARTA = { street: 'Jl. Taman Wijaya Kusuma', city: 'Jakarta', state: '', zip: '10710', country: 'ID' };
const BANDUNG = { street: 'Jl. Dalem Kaum 14', city: 'Bandung', state: '', zip: '40115', country: 'ID' };

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openResetPrayers(page: Page, buttonName: RegExp) {
  await page.getByRole('tab', { name: 'Salah' }).click();
  await page.getByRole('button', { name: buttonName }).click();
}

it("finds a Jakarta masjid's own address in Jakarta, and asks before using a place in another country", async () => {
  const masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Istiqlal',
    url: 'istiqlal',
    email: 'takmir@istiqlal.test',
    address: JAKARTA,
  });
  const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
  await signIn(page, server, masjid.email, masjid.password);
  await openResetPrayers(page, /Reset Prayer/i);
  const dialog = page.getByRole('dialog', { name: 'Reset Prayers' });
  expect(await dialog.getByLabel('Location').inputValue()).toBe('Jl. Taman Wijaya Kusuma, Jakarta, 10710, ID');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Jakarta, Indonesia').waitFor();
  await dialog.getByText('Asia/Jakarta').waitFor();
  expect(await dialog.getByTestId('other-country').count()).toBe(0);
  expect(await dialog.getByText(/Yonkers|New_York/).count()).toBe(0);
  expect(await dialog.getByRole('button', { name: 'Finish' }).isEnabled()).toBe(true);
  await screenshotBoth(page, 'reset-prayers-jakarta-found');

  // A place in another country: said plainly, and Finish waits for the admin's confirmation.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByLabel('Location').fill('Kuala Lumpur, Malaysia');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const warning = dialog.getByTestId('other-country');
  await warning.getByText('This is in another country: Malaysia, not Indonesia where your masjid is.').waitFor();
  const finish = dialog.getByRole('button', { name: 'Finish' });
  expect(await finish.isDisabled()).toBe(true);
  await screenshotBoth(page, 'reset-prayers-other-country');
  await page.setViewportSize(VIEWPORTS.tv);
  await settled(page);
  await screenshot(page, 'reset-prayers-other-country-1920x1080');
  await page.setViewportSize(VIEWPORTS.laptop);

  await warning.getByLabel('Use this place anyway (Malaysia)').check();
  expect(await finish.isEnabled()).toBe(true);
  await finish.click();
  await expectAlert(page, 'New prayer times were generated.');
  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'GET', pathOf(PRAYER_CONFIG, { companyId: masjid.companyId }), { token });
  expect(saved.json.geoCode.timezoneId).toBe('Asia/Kuala_Lumpur');
  await page.context().close();
});

it("says it in the admin's language: an Indonesian admin in Bandung", async () => {
  const masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Raya Bandung',
    url: 'bandung',
    email: 'takmir@bandung.test',
    address: BANDUNG,
  });
  // The admin's saved language (the profile's picker), which the admin app speaks once signed in.
  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'PUT', pathOf(SAVE_MY_LANGUAGE, {}), { token, body: { language: 'id' } });
  expect(saved.status).toBe(200);
  const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
  await signIn(page, server, masjid.email, masjid.password);
  await page.getByRole('tab', { name: 'Salat' }).click();
  await page.getByRole('button', { name: /Atur ulang/i }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('textbox').first().inputValue()).toBe('Jl. Dalem Kaum 14, Bandung, 40115, ID');
  await dialog.locator('button[type="submit"]').click();
  await dialog.getByText('Bandung, Indonesia').waitFor();
  await dialog.getByText('Asia/Jakarta').waitFor();
  expect(await dialog.getByTestId('other-country').count()).toBe(0);

  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await dialog.getByRole('textbox').first().fill('Singapore, Singapore');
  await dialog.locator('button[type="submit"]').click();
  await dialog
    .getByTestId('other-country')
    .getByText('Tempat ini berada di negara lain: Singapura, bukan Indonesia tempat masjid Anda berada.')
    .waitFor();
  await screenshotBoth(page, 'reset-prayers-other-country-id');
  await page.context().close();
});

it('shows a London masjid what each common method gives, asks which it follows, or imports its printed timetable', async () => {
  const masjid = await registerMasjidViaApi(server, {
    name: 'East London Masjid',
    url: 'east-london',
    email: 'admin@east-london.test',
    address: { street: '82-92 Whitechapel Rd', city: 'London', state: '', zip: 'E1 1JQ', country: 'GB' },
  });
  const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-GB' })).newPage();
  await signIn(page, server, masjid.email, masjid.password);
  await openResetPrayers(page, /Reset Prayer/i);
  const dialog = page.getByRole('dialog', { name: 'Reset Prayers' });
  await dialog.getByLabel('Location').fill('London, UK');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const comparison = dialog.getByTestId('method-comparison');
  // Up to 57 minutes apart at Fajr on the longest day (docs/calculation-methods.md).
  await comparison
    .getByText(/^Masjids in United Kingdom follow different methods: here they differ by up to 57 minutes/)
    .waitFor();
  const committee = comparison.locator('tr[data-method="15"]');
  const league = comparison.locator('tr[data-method="3"]');
  expect(await committee.locator('th').textContent()).toBe('Moonsighting Committee');
  const fajr = async (row: typeof committee) => (await row.locator('td').first().textContent())!;
  expect(await fajr(committee)).not.toBe(await fajr(league));
  expect(await dialog.getByRole('button', { name: 'Finish' }).isDisabled()).toBe(true);
  await screenshotBoth(page, 'reset-prayers-london-methods');
  await page.setViewportSize(VIEWPORTS.tv);
  await settled(page);
  await screenshot(page, 'reset-prayers-london-methods-1920x1080');
  await page.setViewportSize(VIEWPORTS.phone);
  await settled(page);
  await screenshot(page, 'reset-prayers-london-methods-390x844');
  await page.setViewportSize(VIEWPORTS.laptop);

  // A masjid that follows its printed timetable: the table is made, then its file is asked for.
  const chooser = page.waitForEvent('filechooser');
  await comparison.getByRole('button', { name: 'We follow a printed timetable: import it' }).click();
  await chooser;
  await expectAlert(page, 'New prayer times were generated.');
  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'GET', pathOf(PRAYER_CONFIG, { companyId: masjid.companyId }), { token });
  expect(saved.json.geoCode.timezoneId).toBe('Europe/London');
  await page.context().close();
});
