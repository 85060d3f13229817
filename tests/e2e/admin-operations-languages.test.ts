/**
 * The Screens, History, Hadith, first-run and API reference screens in the user's saved language
 * (docs/languages.md "Admin app"): in Arabic every text of theirs is Arabic, the page is right to left,
 * and nothing is cut off at 1366x768.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  signInWithNewYorkTimetable,
  superToken,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { startServer, SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let token: string;

beforeAll(async () => {
  // A server of its own: a test reads the super admin's history of every masjid and the server's one
  // hadith collection (none imported), which other files change on a shared server.
  server = await startServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Al-Shasha',
    url: 'shasha',
    email: 'imam@shasha.org',
    active: true,
  });
  token = await signInWithNewYorkTimetable(server, masjid);
  // One typed iqama (Jan 5, before that day's sunrise), so the History has a change to put in words.
  const config = (await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json;
  config.prayers[4].fajrIqama = '06:35';
  const saved = await apiCall(server, 'POST', '/api/prayer/config', { token, body: config });
  expect(saved.status, saved.text).toBe(200);
  expect((await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } })).status).toBe(200);
  expect(
    (
      await apiCall(server, 'PUT', '/api/auth/me/language', {
        token: await superToken(server),
        body: { language: 'ar' },
      })
    ).status,
  ).toBe(200);

  // A screen paired and beating, so its card has figures.
  const pairing = (await apiCall(server, 'POST', '/api/screens/pairings')).json as { pairingId: string; code: string };
  const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
    token,
    body: { code: pairing.code, name: 'القاعة الرئيسية' },
  });
  expect(claimed.status, claimed.text).toBe(200);
  const paired = (await apiCall(server, 'GET', `/api/screens/pairings/${pairing.pairingId}`)).json as {
    screenToken: string;
  };
  const beat = await apiCall(server, 'POST', '/api/screens/heartbeat', {
    token: paired.screenToken,
    body: {
      appVersion: '1.3.0',
      timetableUntil: '2027-05-01',
      clockDriftMs: -1200,
      display: { width: 1920, height: 1080 },
      orientation: 'landscape',
    },
  });
  expect(beat.status, beat.text).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectArabicAndUncut(page: Page) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  // Nothing wider than the window: no text pushed off either edge.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

describe('the fleet screens in Arabic', () => {
  it('shows the first-run list and the Screens page in Arabic, right to left', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
    await signIn(page, server, masjid.email, masjid.password);
    const checklist = page.getByRole('region', { name: 'البداية' });
    await checklist.waitFor();
    expect(await checklist.textContent()).toContain('أُنجز 3 من 4');
    await checklist.getByRole('link', { name: 'الشاشات' }).waitFor();

    await page.goto(`${server.url}/auth/screens`);
    await page.getByRole('heading', { name: 'الشاشات', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'اربط شاشة', level: 2 }).waitFor();
    const card = page.getByRole('article', { name: 'القاعة الرئيسية' });
    await card.getByText('متصلة', { exact: true }).waitFor();
    const text = (await card.textContent()) ?? '';
    for (const words of [
      'آخر ظهور',
      'الآن',
      'الجدول المحفوظ',
      'حتى',
      'متأخرة 1.2 ث',
      '1920 × 1080، أفقي',
      'الاسم والإعدادات',
      'إلغاء الربط',
    ])
      expect(text).toContain(words);

    // The shared schema's message, in Arabic, under the field.
    await page.getByRole('button', { name: 'اربط الشاشة' }).click();
    await expect.poll(() => page.getByText('رمز الربط مطلوب').count()).toBe(1);
    await expect.poll(() => page.getByText('اسم الشاشة مطلوب').count()).toBe(1);
    await expectArabicAndUncut(page);
    // Mirrored: the card's status badge sits at its left edge, the name at its right.
    const name = (await card.getByRole('heading', { level: 2 }).boundingBox())!;
    const badge = (await card.getByText('متصلة', { exact: true }).boundingBox())!;
    expect(name.x).toBeGreaterThan(badge.x);
    await screenshotBoth(page, 'admin-operations-arabic-screens');

    await card.getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'حذف «القاعة الرئيسية»؟' });
    await confirm.getByRole('button', { name: 'لا' }).waitFor();
    await screenshot(page, 'admin-operations-arabic-screens-delete-1366x768');
    await confirm.getByRole('button', { name: 'لا' }).click();

    await card.getByRole('button', { name: 'الاسم والإعدادات' }).click();
    const dialog = page.getByRole('dialog', { name: 'الشاشة «القاعة الرئيسية»' });
    await dialog.getByLabel('خط كبير (لشاشة صغيرة أو قاعة طويلة)').waitFor();
    expect(await dialog.getByLabel('الاتجاه').locator('option:checked').textContent()).toBe('حسب تركيب الشاشة');
    // The screen's language menu: the masjid's language, then each language in itself and in Arabic.
    const languages = dialog.getByLabel('اللغة', { exact: true });
    expect(await languages.locator('option:checked').textContent()).toBe('لغة المسجد');
    expect(await languages.locator('option[value="fr"]').textContent()).toBe('Français (الفرنسية)');
    expect(await languages.locator('option[value="ar"]').textContent()).toBe('العربية');
    await screenshot(page, 'admin-operations-arabic-screen-settings-1366x768');
  });

  it('shows a super admin the History, Hadith and API reference pages in Arabic', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
    await signIn(page, server, SUPER_EMAIL, SUPER_PASSWORD, masjid.name);
    await page.goto(`${server.url}/auth/history`);
    await page.getByRole('heading', { name: 'السجل', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'تنزيل نسخة احتياطية' }).waitFor();
    await page.getByLabel('التغييرات على').selectOption('timetable');
    const entries = page.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    // The server's English summary and the table's words, in Arabic.
    await expect
      .poll(() => entries.nth(0).textContent())
      .toContain('حفظ جدول المواقيت (تغيير واحد: وقت مكتوب يدويًا 5 يناير إقامة الفجر)');
    expect(await entries.last().textContent()).toContain('أعدّ مواقيت الصلاة');
    await entries.nth(0).getByText('عرض التغييرات').click();
    await entries.nth(0).getByRole('columnheader', { name: 'قبل' }).waitFor();
    const row = entries.nth(0).getByRole('row', { name: /وقت مكتوب يدويًا · 5 يناير · إقامة الفجر/ });
    expect((await row.textContent())?.replace(/\s+/g, ' ')).toBe(
      'وقت مكتوب يدويًا · 5 يناير · إقامة الفجر(لا شيء)06:35',
    );
    await expectArabicAndUncut(page);
    await screenshotBoth(page, 'admin-operations-arabic-history');

    await page.goto(`${server.url}/auth/hadith`);
    await page.getByRole('heading', { name: 'حديث اليوم', level: 1 }).waitFor();
    await page.getByText('لم تُستورد أي مجموعة').waitFor();
    await page.getByRole('heading', { name: 'استيراد مجموعة' }).waitFor();
    await expectArabicAndUncut(page);
    await screenshot(page, 'admin-operations-arabic-hadith-1366x768');

    await page.goto(`${server.url}/docs/api`);
    await page.getByRole('heading', { name: 'مرجع واجهة API', level: 1 }).waitFor();
    await page.getByTestId('api-operation').first().waitFor();
    expect(await page.title()).toBe('مرجع واجهة API · Minaret');
    await expectArabicAndUncut(page);
  });
});
