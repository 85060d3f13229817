/**
 * The Salah tab in Arabic (docs/languages.md "Admin app"): a user whose saved language is Arabic gets the
 * timetable, Reset Prayers, the editing and the settings in Arabic with the glossary's prayer words, month
 * names through Intl, and the whole tab mirrored (right to left), with nothing cut off at 1366x768.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let masjid: RegisteredMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al-Salah', url: 'alsalah', email: 'imam@alsalah.org' });
  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } });
  expect(saved.status).toBe(200);
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the 1366x768 window shows where the page is scrolled now (screenshotBoth goes back to the top). */
async function shootHere(name: string) {
  await settled(page);
  await keepPicture(page, `${name}-1366x768`);
}

/** Nothing wider than the window: a cut-off text or table would make the page scroll sideways. */
async function expectNoSidewaysScroll() {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

it('shows the empty tab and Reset Prayers in Arabic, right to left', async () => {
  await signIn(page, server, masjid.email, masjid.password);
  await page.goto(`${server.url}/auth/admin?tab=salah`);
  await page.getByText('لم تُعدّ مواقيت الصلاة بعد.', { exact: false }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  const toolbar = page.getByRole('toolbar', { name: 'مواقيت الصلاة' });
  await toolbar.getByRole('button', { name: 'رفع' }).waitFor();
  // Mirrored: Reset Prayers, first in the toolbar, sits at its right end, Upload at its left.
  const reset = (await toolbar.getByRole('button', { name: 'إعادة تعيين المواقيت' }).boundingBox())!;
  const upload = (await toolbar.getByRole('button', { name: 'رفع' }).boundingBox())!;
  expect(reset.x).toBeGreaterThan(upload.x);
  await expectNoSidewaysScroll();
  await screenshotBoth(page, 'admin-salah-arabic-empty');

  await toolbar.getByRole('button', { name: 'إعادة تعيين المواقيت' }).click();
  const dialog = page.getByRole('dialog', { name: 'إعادة تعيين المواقيت' });
  await dialog.getByText('ستُعاد تعيين جميع أوقات الأذان، حتى التي أُدخلت يدويًا.').waitFor();
  await dialog.getByLabel('الموقع').fill('Chicago, IL');
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await dialog.getByText('America/Chicago').waitFor();
  await dialog.getByText('خط العرض', { exact: true }).waitFor();
  expect(await dialog.getByLabel('إنشاء أوقات الإقامة تلقائيًا').isChecked()).toBe(true);
  // In the US the Asr is asked: no choice is made for the admin.
  expect(await dialog.getByLabel('طريقة حساب العصر').locator('option').allTextContents()).toEqual([
    'اختر…',
    'الشافعي (الجمهور)',
    'الحنفي',
  ]);
  // The offsets are named with the glossary's words.
  await dialog.getByLabel('الفجر', { exact: true }).waitFor();
  // No single authority in the US: the methods are compared and the admin picks one (ISNA here).
  await dialog.getByTestId('method-comparison').locator('tr[data-method="2"]').getByRole('button').click();
  await screenshotBoth(page, 'admin-salah-arabic-reset');
  await dialog.getByLabel('طريقة حساب العصر').selectOption('0');
  await dialog.getByRole('button', { name: 'إنهاء' }).click();
  await expectAlert(page, 'أُنشئت مواقيت صلاة جديدة.');
});

it('shows the year in Arabic: month names, prayer words, and the edit mode with its messages', async () => {
  const january = page.locator('#month-1 table');
  await january.waitFor();
  const year = new Date().getFullYear();
  const caption = await page.evaluate(
    (shown) =>
      new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(shown, 0, 1)),
      ),
    year,
  );
  expect((await january.locator('caption').textContent())?.trim()).toBe(caption);
  expect(caption).toMatch(/يناير|كانون/);
  const headings = await january.locator('thead tr').first().locator('th').allTextContents();
  expect(headings).toEqual(['التاريخ', 'الفجر', 'الشروق', 'الظهر', 'العصر', 'المغرب', 'العشاء']);
  expect(await january.locator('thead tr').nth(1).locator('th').first().textContent()).toBe('أذان');
  expect(await january.locator('thead tr').nth(1).locator('th').nth(1).textContent()).toBe('إقامة');
  // Mirrored: the Date column is the rightmost.
  const date = (await january.locator('thead th').first().boundingBox())!;
  const fajr = (await january.locator('thead th').nth(1).boundingBox())!;
  expect(date.x).toBeGreaterThan(fajr.x);
  await page.getByRole('navigation', { name: 'الأشهر' }).waitFor();
  await expectNoSidewaysScroll();
  await screenshotBoth(page, 'admin-salah-arabic-view', { viewport: true });
  await january.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -150));
  await shootHere('admin-salah-arabic-january');

  await page.getByRole('toolbar').getByRole('button', { name: 'تعديل', exact: true }).click();
  const firstDay = await page.evaluate(() =>
    new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, 0, 3)),
    ),
  );
  const cell = page.getByLabel(`${firstDay} إقامة العشاء`, { exact: true });
  await cell.click();
  await page.keyboard.type('9:7x');
  expect(await cell.getAttribute('aria-invalid')).toBe('true');
  expect(await cell.getAttribute('title')).toBe('ليس وقتًا: اكتب 5:45 pm أو 545p أو 17:45');
  await page.getByText('خانة واحدة تحتاج إلى مراجعة').waitFor();
  await page.getByRole('toolbar').getByRole('button', { name: 'حفظ', exact: true }).click();
  await expectAlert(page, 'تعذّر الحفظ: خانة واحدة تحتاج إلى مراجعة، وهي مذكورة تحت شريط الأدوات.');
  expect(await page.getByTestId('cell-problems').textContent()).toBe(
    `${firstDay}، إقامة العشاء: ليس وقتًا: اكتب 5:45 pm أو 545p أو 17:45`,
  );
  await expectNoSidewaysScroll();
  await screenshotBoth(page, 'admin-salah-arabic-edit', { viewport: true });
  await cell.scrollIntoViewIfNeeded();
  await shootHere('admin-salah-arabic-edit-cell');
  await page.getByRole('toolbar').getByRole('button', { name: 'إلغاء', exact: true }).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'تعديل', exact: true }).waitFor();
});

it('shows the calculation, iqama and DST settings in Arabic', async () => {
  await page.getByRole('button', { name: 'الحساب وقواعد الإقامة' }).click();
  await page.getByRole('heading', { name: 'قواعد الإقامة', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'قواعد الإقامة في رمضان' }).waitFor();
  expect(await page.getByLabel('يبدأ أسبوع الإقامة يوم').locator('option').first().textContent()).toBe('الأحد');
  await page.getByRole('button', { name: 'إضافة إقامة موسمية' }).click();
  await page.getByLabel('إقامة موسمية 1: الوقت').fill('25:00');
  await page.getByText('اكتب وقتًا مثل 20:00 أو 8:00 pm').first().waitFor();
  await page.getByLabel('العشاء: دقائق بعد الأذان').scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll();
  await screenshotBoth(page, 'admin-salah-arabic-settings', { viewport: true });
  await page
    .getByRole('heading', { name: 'قواعد الإقامة', exact: true })
    .evaluate((heading) => heading.scrollIntoView());
  await shootHere('admin-salah-arabic-iqama-rules');
  await page.getByTestId('ramadan-rules').evaluate((table) => table.scrollIntoView());
  await shootHere('admin-salah-arabic-ramadan-seasonal');

  await page.getByRole('button', { name: 'إعدادات التوقيت الصيفي' }).click();
  await page.getByLabel('حساب تلقائي').uncheck();
  await page.getByLabel('يبدأ (MM/DD)').fill('13/01');
  await page.getByText('اكتب بصيغة MM/DD، مثل 03/10 (الشهر 1-12، اليوم 1-31)').waitFor();
  await page.getByTestId('manual-dst-warning').scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'admin-salah-arabic-dst', { viewport: true });
  await page.getByLabel('يبدأ (MM/DD)').evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await shootHere('admin-salah-arabic-dst-form');
});
