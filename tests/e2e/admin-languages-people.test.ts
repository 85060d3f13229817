/**
 * The people screens in the user's language (docs/languages.md "Admin app"): an admin whose saved language
 * is Arabic gets the Users page, the masjid's page and the add-user form in Arabic, right to left, with the
 * shared schemas' validation messages translated; an Arabic browser registers a masjid in Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  superToken,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { startServer, SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;

beforeAll(async () => {
  // A server of its own: a test reads the super admin's list of every masjid.
  server = await startServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al-Nas', url: 'alnas', email: 'imam@alnas.org' });
  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectRtl(page: Page) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
}

/** Mirrored: the page's heading ends at the right, not the left. */
async function expectHeadingOnTheRight(page: Page, name: string) {
  const heading = page.getByRole('heading', { name, level: 1 });
  await heading.waitFor();
  const box = (await heading.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width).toBeGreaterThan(width / 2);
  const text = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect();
  });
  expect(text.left).toBeGreaterThan(width / 2);
}

/** Nothing runs off the page sideways. */
async function expectNoSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('the people screens in Arabic', () => {
  it('shows the Users page, the masjid page and the add-user form in Arabic, right to left', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
    await signIn(page, server, masjid.email, masjid.password);

    await page.goto(`${server.url}/auth/company/user/list/current`);
    await expectHeadingOnTheRight(page, 'المستخدمون');
    await expectRtl(page);
    await page.getByRole('columnheader', { name: 'البريد الإلكتروني' }).waitFor();
    await page.getByRole('columnheader', { name: 'الأدوار' }).waitFor();
    await page.getByRole('cell', { name: 'مسؤول', exact: true }).waitFor();
    await page.getByRole('link', { name: 'إضافة مستخدم' }).waitFor();
    await page.getByRole('link', { name: `عرض ${masjid.email}` }).waitFor();
    expect(await page.getByText('Users', { exact: true }).count()).toBe(0);
    await expectNoSidewaysOverflow(page);
    await screenshotBoth(page, 'admin-people-arabic-users');

    await page.goto(`${server.url}/auth/company/view`);
    await expectHeadingOnTheRight(page, 'ملف المسجد');
    await page.getByText('رابط لوحة العرض').waitFor();
    await page.getByText('استخدم هذا الرابط لفتح لوحة العرض.').waitFor();
    await page.getByRole('link', { name: 'تعديل المسجد' }).waitFor();
    await page.getByText('لا (لا يظهر للجمهور حتى يفعّله مسؤول أعلى)').waitFor();
    await expectNoSidewaysOverflow(page);
    await screenshotBoth(page, 'admin-people-arabic-masjid');

    await page.goto(`${server.url}/auth/company/user/create`);
    await expectHeadingOnTheRight(page, 'تسجيل مستخدم');
    await page.getByText('إضافة مستخدم إلى').waitFor();
    await page.getByRole('button', { name: 'أرسل الدعوة' }).click();
    // core's schema says 'First name is required'; the form says it in Arabic.
    await expect.poll(() => page.getByText('يجب إدخال الاسم الأول').count()).toBe(1);
    expect(await page.getByText('يجب إدخال البريد الإلكتروني').count()).toBe(1);
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address');
    await page.getByRole('button', { name: 'أرسل الدعوة' }).click();
    await expect.poll(() => page.getByText('بريد إلكتروني غير صالح').count()).toBe(1);
    await expectNoSidewaysOverflow(page);
    await screenshotBoth(page, 'admin-people-arabic-add-user');

    // The profile's own labels, and the registration day as an Arabic date.
    await page.goto(`${server.url}/auth/company/user/profile`);
    await expectHeadingOnTheRight(page, 'ملف المستخدم');
    await page.getByText('تاريخ التسجيل').waitFor();
    await page.getByRole('link', { name: 'تغيير كلمة المرور' }).waitFor();
  });

  it('lists All Masjids and switches masjid in Arabic for a super admin whose language is Arabic', async () => {
    const token = await superToken(server);
    expect((await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } })).status).toBe(
      200,
    );
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
    await signIn(page, server, SUPER_EMAIL, SUPER_PASSWORD);
    await page.goto(`${server.url}/auth/company/list`);
    await expectHeadingOnTheRight(page, 'كل المساجد');
    await expectRtl(page);
    await page.getByLabel('بحث', { exact: true }).waitFor();
    await page.getByLabel('بانتظار التفعيل (1)').waitFor();
    await page.getByRole('cell', { name: masjid.name, exact: true }).waitFor();
    await page.getByRole('button', { name: `حذف ${masjid.name}` }).click();
    await page.getByRole('alertdialog', { name: 'تأكيد الحذف' }).getByRole('button', { name: 'لا' }).click();
    await expectNoSidewaysOverflow(page);
    await screenshotBoth(page, 'admin-people-arabic-all-masjids');

    await page.getByRole('button', { name: 'تبديل المسجد' }).click();
    const dialog = page.getByRole('dialog', { name: 'تبديل المسجد' });
    await dialog.getByLabel('ابحث في المساجد').fill('nas');
    await dialog
      .getByRole('list', { name: 'المساجد' })
      .getByRole('button', { name: /Masjid Al-Nas/ })
      .click();
    await expectAlert(page, `تعمل الآن باسم ${masjid.name}`);
    await expectHeadingOnTheRight(page, 'الإعدادات');
    await page.getByRole('tab', { name: 'الصلاة' }).waitFor();
  });

  it('registers a masjid in Arabic for an Arabic browser, with the form mirrored', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'ar-SA' })).newPage();
    await page.goto(`${server.url}/auth/company/create`);
    await expectHeadingOnTheRight(page, 'تسجيل مسجد');
    await expectRtl(page);
    await page.getByText('الخطوة 1 من 2: مسجدك. بعدها تضيف أول مسؤول عنه.').waitFor();
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => page.getByText('يجب إدخال الاسم', { exact: true }).count()).toBe(1);
    expect(await page.getByText('يجب إدخال رابط لوحة العرض').count()).toBe(1);
    // The country starts on the browser's (Saudi Arabia for ar-SA, docs/volunteer.md), whose addresses have
    // no state to require, unlike the United States the form used to start on.
    expect(await page.getByLabel('البلد').inputValue()).toBe('SA');
    expect(await page.getByText('يجب إدخال الولاية').count()).toBe(0);
    // Countries named in Arabic.
    expect(await page.getByLabel('البلد').locator('option[value="FR"]').textContent()).toBe('فرنسا');
    await expectNoSidewaysOverflow(page);
    await screenshotBoth(page, 'admin-people-arabic-register');
  });
});
