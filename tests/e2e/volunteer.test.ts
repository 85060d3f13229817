/**
 * A volunteer outside the US registers alone (docs/volunteer.md): one entry per country, long text never
 * cut, Back from the first-admin step keeps the masjid, and the masjid's own address finds its place.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAlert, screenshotBoth } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { readOutbox } from '../support/outbox.js';
import { verificationLinkFromOutbox, type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
const EMAIL = 'muhammad.abdul.rahman42@gmail.com';
const PASSWORD = 'birmingham-pass-1';
const LONG_NAME = 'Birmingham Central Mosque and Islamic Community Education Centre';

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('lists each country once and never cuts a long name: it counts and says how much is too long', async () => {
  await page.goto(`${server.url}/auth/company/create`);
  await page
    .getByLabel('Country')
    .locator('option', { hasText: 'United Kingdom' })
    .first()
    .waitFor({ state: 'attached' });
  const countries = await page.getByLabel('Country').locator('option').allTextContents();
  expect(countries.filter((name, index) => countries.indexOf(name) !== index)).toEqual([]);
  expect(countries.filter((name) => name === 'United Kingdom')).toHaveLength(1);

  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Name').fill(LONG_NAME);
  expect(await page.getByLabel('Name').inputValue()).toBe(LONG_NAME);
  await page.getByText(`Too long: ${LONG_NAME.length} characters, at most 50. Please shorten it.`).waitFor();
  await page.getByText(`${LONG_NAME.length} / 50`).waitFor();
  await screenshotBoth(page, 'volunteer-name-too-long');
  await page.getByLabel('Name').fill('Birmingham Central Mosque');
  expect(await page.getByText(/Too long:/).count()).toBe(0);
});

it('goes Back from the first admin to the filled masjid form and continues the same registration', async () => {
  await page.getByLabel('Dashboard URL').fill('bcm');
  await page.getByLabel('Website').fill('https://centralmosque.org.uk');
  await page.getByLabel('Street').fill('180 Belgrave Middleway');
  await page.getByLabel('City').fill('Birmingham');
  await page.getByLabel('State / region').fill('West Midlands');
  await page.getByLabel('Postal code').fill('B12 0XS');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Register User' }).waitFor();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('heading', { name: 'Register Masjid' }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('Birmingham Central Mosque');
  expect(await page.getByLabel('Dashboard URL').inputValue()).toBe('bcm');
  expect(await page.getByLabel('Country').inputValue()).toBe('GB');
  await screenshotBoth(page, 'volunteer-register-back');
  await page.getByLabel('Name').fill('Birmingham Central Masjid');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Register User' }).waitFor();

  await page.getByLabel('First name').fill('Muhammad');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Email').fill(EMAIL);
  expect(await page.getByLabel('Email').inputValue()).toBe(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await page.getByRole('heading', { name: 'Registration complete.' }).waitFor();
});

it("finds the masjid's own address in Reset Prayers and suggests the country's method", async () => {
  await page.goto(verificationLinkFromOutbox(server.dataDir, EMAIL).replace(/^https?:\/\/[^/]+/, server.url));
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/auth/admin**');
  // The UK has no single authority: the checklist says the admin chooses (docs/calculation-methods.md).
  await page
    .getByTestId('first-run-method')
    .getByText(
      'Masjids in United Kingdom follow different methods: you choose yours in Reset Prayers, with what each gives at your place, or import your printed timetable.',
    )
    .waitFor();
  await page.getByRole('tab', { name: 'Salah' }).click();
  await page.getByRole('button', { name: /Reset Prayer/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Prayers' });
  expect(await dialog.getByLabel('Location').inputValue()).toBe(
    '180 Belgrave Middleway, Birmingham, West Midlands B12 0XS, GB',
  );

  await dialog.getByLabel('Location').fill('Nowhere at all');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText(/'Birmingham, UK'/).waitFor();
  await screenshotBoth(page, 'volunteer-location-examples');

  await dialog.getByLabel('Location').fill('180 Belgrave Middleway, Birmingham, West Midlands B12 0XS, GB');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Birmingham, United Kingdom').waitFor();
  await dialog.getByText('Europe/London').waitFor();
  expect(await dialog.getByLabel('Calculation method').inputValue()).toBe('3');
  // No method is picked silently: what each common one gives here, on the longest and the shortest day.
  const comparison = dialog.getByTestId('method-comparison');
  await comparison
    .getByText(/^Masjids in United Kingdom follow different methods: here they differ by up to \d+ minutes/)
    .waitFor();
  expect(
    await comparison.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-method'))),
  ).toEqual(['15', '3', '1', '2']);
  await dialog.getByText('Choose the method your masjid follows before generating the timetable.').waitFor();
  // Each method with its authority and where it is used; the UK's own choices first.
  const groups = await dialog
    .getByLabel('Calculation method')
    .locator('optgroup')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptGroupElement).label));
  expect(groups).toEqual(['Used in United Kingdom', 'Other methods']);
  expect(
    await dialog.getByLabel('Calculation method').locator('optgroup').first().locator('option').allTextContents(),
  ).toEqual([
    'Muslim World League · United Kingdom, France',
    'Moonsighting Committee — Moonsighting Committee Worldwide · United Kingdom, United States, Canada',
  ]);
  expect(await dialog.getByLabel('Calculation method').locator('option', { hasText: 'JAKIM' }).textContent()).toBe(
    'JAKIM (Malaysia) — Jabatan Kemajuan Islam Malaysia (JAKIM) · Malaysia',
  );
  // The Asr is asked, not given: Finish waits for it.
  expect(await dialog.getByLabel('Asr method').inputValue()).toBe('');
  await dialog.getByText('Masjids in United Kingdom pray either Asr').waitFor();
  expect(await dialog.getByRole('button', { name: 'Finish' }).isDisabled()).toBe(true);
  await screenshotBoth(page, 'volunteer-reset-found');
  await dialog.getByLabel('Asr method').selectOption('1');
  expect(await dialog.getByRole('button', { name: 'Finish' }).isDisabled()).toBe(true);
  await comparison.locator('tr[data-method="3"]').getByRole('button', { name: 'We follow this' }).click();
  await comparison.locator('tr[data-method="3"]').getByText('Chosen').waitFor();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expectAlert(page, 'New prayer times were generated.');
  await page.getByTestId('first-run-method').getByText('Your timetable: Muslim World League, Asr Hanafi.').waitFor();
});

it("says new Jumu'ah entries start disabled, adds the next Fridays and refuses a date that is not a Friday", async () => {
  await page.getByRole('tab', { name: 'Configuration' }).click();
  const trigger = page.getByRole('button', { name: 'Jummah', exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const jummah = page.getByRole('region', { name: 'Jummah' });
  await jummah.getByText('New entries start disabled').waitFor();
  await jummah.getByRole('button', { name: 'Add the next 4 Fridays' }).click();
  const dates = await Promise.all(
    [1, 2, 3, 4].map((n) =>
      jummah
        .getByRole('group', { name: `Jummah ${n}` })
        .getByLabel('Date (a Friday)')
        .inputValue(),
    ),
  );
  for (const date of dates) expect(new Date(`${date}T00:00:00Z`).getUTCDay(), date).toBe(5);
  const first = jummah.getByRole('group', { name: 'Jummah 1' });
  await first.getByLabel('Khateeb').fill('Imam Ali');
  await first.getByText('Not shown on the dashboard until Enabled is ticked.').waitFor();
  const thursday = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await first.getByLabel('Date (a Friday)').fill(thursday);
  await first.getByText(`Jumu'ah is on a Friday; ${thursday} is a Thursday.`).waitFor();
  await screenshotBoth(page, 'volunteer-jummah');
  await jummah.getByRole('button', { name: 'Save' }).click();
  await jummah.getByText(`Jumu'ah is on a Friday; ${thursday} is a Thursday`).first().waitFor();
});

it('makes a large photo smaller in the browser instead of refusing it, and saves it', async () => {
  // A photo-like 2400x1600 PNG (gradients with grain), well over the 300 KB limit, made by the browser itself.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < pixels.data.length; index += 4) {
      const x = (index / 4) % canvas.width;
      const y = Math.floor(index / 4 / canvas.width);
      const grain = (index * 7919) % 13;
      pixels.data[index] = (x / 10 + grain) % 256;
      pixels.data[index + 1] = (y / 7 + grain) % 256;
      pixels.data[index + 2] = ((x + y) / 16) % 256;
      pixels.data[index + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const buffer = Buffer.from(png, 'base64');
  expect(buffer.length).toBeGreaterThan(300 * 1024);

  const trigger = page.getByRole('button', { name: 'Announcements', exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await announcements.getByRole('button', { name: 'Add announcement' }).click();
  const entry = announcements.getByRole('group', { name: 'Announcement 1' });
  await entry.getByLabel('Title').fill('Roof appeal');
  await entry.getByLabel('Picture (optional)').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer });
  const thumbnail = entry.getByRole('img', { name: 'Picture of announcement 1' });
  await Promise.race([
    thumbnail.waitFor(),
    entry
      .getByRole('alert')
      .waitFor()
      .then(async () => {
        throw new Error((await entry.getByRole('alert').textContent()) ?? 'alert');
      }),
  ]);
  const src = (await thumbnail.getAttribute('src')) ?? '';
  expect(src.startsWith('data:image/webp;base64,')).toBe(true);
  expect(Buffer.from(src.split(',')[1]!, 'base64').length).toBeLessThanOrEqual(300 * 1024);
  await announcements.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Announcements saved');
});

it('chooses a new password from an emailed link after "Forgot password?"', async () => {
  const other = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
  await other.goto(`${server.url}/`);
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  // The page is loaded on demand: until it shows, the sign-in form's own Email field is still there.
  await other.getByRole('heading', { name: 'Forgot password' }).waitFor();
  await other.getByLabel('Email').fill(EMAIL);
  await other.getByRole('button', { name: 'Send the link' }).click();
  await other.getByText('If an account uses this address, we have sent it a link to choose a new password.').waitFor();
  await screenshotBoth(other, 'volunteer-forgot-password');

  // Read from the .eml as written: a plain-text reader sees the link whole, with no quoted-printable breaks.
  const mail = readOutbox(server.dataDir).find(
    (each) => each.to === EMAIL && each.subject === 'Choose a new Minaret password',
  )!;
  expect(mail.raw).not.toMatch(/=\r?\n/);
  const link = mail.raw.match(/https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9._-]+/)![0];
  expect(mail.raw.split(/\r?\n/)).toContain(link);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await other.getByLabel('New password').fill('a-brand-new-pass-1');
  await other.getByRole('button', { name: 'Set the new password' }).click();
  await other.getByText('Your new password is set. Sign in with it.').waitFor();
  await other.getByRole('link', { name: 'Sign in' }).click();
  await other.getByRole('button', { name: 'Submit' }).waitFor();
  await other.getByLabel('Email').fill(EMAIL);
  await other.getByLabel('Password').fill('a-brand-new-pass-1');
  await other.getByRole('button', { name: 'Submit' }).click();
  await other.waitForURL('**/auth/admin**');
  await other.close();
});
