/**
 * The Settings tabs in the admin's language (docs/languages.md "Admin app"): an admin whose saved language
 * is Arabic gets the Configuration sections, their messages and the Widgets tab in Arabic, mirrored.
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
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let page: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al-Noor', url: 'alnoorar', email: 'imam@alnoorar.org' });
  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } });
  expect(saved.status).toBe(200);
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
  await signIn(page, server, masjid.email, masjid.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a Configuration section by its (translated) title. */
async function open(name: string) {
  const trigger = page.getByRole('button', { name, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return page.getByRole('region', { name });
}

describe('the Settings tabs in Arabic', () => {
  it('shows the tabs and the Configuration sections in Arabic, right to left', async () => {
    const tabs = page.getByRole('tablist', { name: 'الإعدادات' });
    await tabs.getByRole('tab', { name: 'التهيئة' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    // Mirrored: the first tab is at the right.
    const first = (await tabs.getByRole('tab', { name: 'التهيئة' }).boundingBox())!;
    const last = (await tabs.getByRole('tab', { name: 'الأدوات المضمّنة' }).boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);

    const customization = await open('التخصيص');
    await customization.getByLabel('نوع الساعة').waitFor();
    await customization
      .getByLabel('مظهر لوحة العرض')
      .locator('option', { hasText: 'تباين عالٍ' })
      .waitFor({ state: 'attached' });
    await customization.getByText('الساعة على لوحة العرض.').waitFor();
    expect(await customization.getByRole('button', { name: 'حفظ' }).isDisabled()).toBe(true);
    await customization.getByLabel('نوع الساعة').selectOption('2');
    await page.getByRole('button', { name: /^التخصيص\s*غير محفوظ/ }).waitFor();
    await customization.getByRole('button', { name: 'حفظ' }).click();
    await expectAlert(page, 'تم حفظ التخصيص');

    const funds = await open('الصناديق');
    await funds.getByText('لا توجد صناديق بعد.').waitFor();
    await funds.getByRole('button', { name: 'أضف صندوقًا' }).click();
    await funds.getByRole('group', { name: 'الصندوق 1' }).waitFor();
    // The shared schema's message, in Arabic: the goal is required.
    await funds.getByLabel('الاسم').fill('صندوق التوسعة');
    await funds.getByRole('button', { name: 'حفظ' }).click();
    await funds.getByText('هذا الحقل مطلوب').waitFor();
    await funds.getByLabel('الهدف').fill('20000');
    await funds.getByLabel('المجموع حاليًا').fill('5000');
    await funds.getByText('25% من الهدف').waitFor();

    const jummah = await open('خطباء الجمعة');
    await jummah.getByRole('button', { name: 'أضف الجُمع الـ4 القادمة' }).waitFor();
    const occasions = await open('الجمعة والعيد ورمضان');
    await occasions.getByRole('heading', { name: 'صلوات العيد' }).waitFor();
    await occasions.getByRole('button', { name: 'أضف عيد الفطر' }).click();
    await occasions.getByText('· المقترح').waitFor();
    const phases = await open('مراحل شاشة المصلى');
    await phases.getByLabel('الفجر: أثناء الصلاة').waitFor();
    await screenshotBoth(page, 'admin-settings-arabic-configuration');
  });

  it('shows the Widgets tab and its embed code in Arabic', async () => {
    await page.getByRole('tab', { name: 'الأدوات المضمّنة' }).click();
    await page.getByLabel('لغة الأدوات').waitFor();
    await page.getByRole('heading', { name: 'أداة أوقات الصلاة' }).waitFor();
    expect(await page.getByRole('button', { name: 'انسخ الشيفرة' }).count()).toBe(6);
    await screenshotBoth(page, 'admin-settings-arabic-widgets');
  });
});
