/**
 * The admin app in the user's language (docs/languages.md "Admin app"): a user picks Arabic on their
 * profile and the navigation turns Arabic, right to left; a browser set to French gets the sign-in page
 * in French before anyone signs in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  superToken,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al-Lugha', url: 'lugha', email: 'imam@lugha.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the admin app's language", () => {
  it('turns Arabic and right to left once the user picks Arabic on their profile, and stays so after signing in again', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
    await signIn(page, server, masjid.email, masjid.password);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);

    await page.goto(`${server.url}/auth/company/user/profile`);
    await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    const picker = page.getByLabel('Language');
    expect(await picker.inputValue()).toBe('');
    await picker.selectOption('ar');

    await expectAlert(page, 'تم حفظ اللغة');
    const arabicNav = page.getByRole('navigation', { name: 'الرئيسية' });
    await arabicNav.getByRole('link', { name: 'الإعدادات', exact: true }).waitFor();
    await arabicNav.getByRole('link', { name: 'المسجد', exact: true }).waitFor();
    await arabicNav.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    // Mirrored: the logo sits at the right edge and the navigation to its left.
    const logo = (await page.getByRole('link', { name: 'Minaret' }).first().boundingBox())!;
    const nav = (await arabicNav.boundingBox())!;
    expect(logo.x).toBeGreaterThan(nav.x);
    expect(await page.getByLabel('اللغة').inputValue()).toBe('ar');
    await screenshotBoth(page, 'admin-language-arabic-profile');

    // The choice is the user's, not the browser's: a new sign-in in an English browser is Arabic again.
    await arabicNav.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    // Signing in again from here returns to the profile page, which the English browser shows in Arabic.
    await page.getByLabel('Email').fill(masjid.email);
    await page.getByLabel('Password').fill(masjid.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('navigation', { name: 'الرئيسية' })
      .getByRole('link', { name: 'الإعدادات', exact: true })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'الرئيسية' })
      .getByRole('link', { name: 'الإعدادات', exact: true })
      .click();
    await page.waitForURL('**/auth/admin**');
    await screenshotBoth(page, 'admin-language-arabic-settings');
  });

  it('shows the sign-in page in French to a browser whose language is French', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'fr-FR' })).newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    await page.getByLabel('Mot de passe').waitFor();
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'fr',
      'ltr',
    ]);
    await screenshotBoth(page, 'admin-language-french-sign-in');

    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
    await page.getByLabel('E-mail').fill('nobody@lugha.org');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Si un compte utilise cette adresse').waitFor();
    await screenshotBoth(page, 'admin-language-french-forgot');
  });

  it("says a page could not be loaded in the page's language, and in English on a public page", async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'fr-FR' })).newPage();
    // The chunk a new release replaced, or a dropped connection: the page's code cannot be fetched.
    await page.route('**/assets/forgot-password-page-*.js', (route) => route.abort());
    await page.route('**/assets/calendar-page-*.js', (route) => route.abort());
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { name: 'Un problème est survenu' }).waitFor();
    await page.getByRole('button', { name: 'Recharger la page' }).waitFor();
    await screenshotBoth(page, 'admin-language-french-route-error');

    const english = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-US' })).newPage();
    await english.route('**/assets/calendar-page-*.js', (route) => route.abort());
    await english.goto(`${server.url}/calendar/lugha`);
    await english.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await english.getByRole('button', { name: 'Reload the page' }).waitFor();
  });

  it('shows the server\'s refusal of a deactivated account in the browser\'s language, Arabic, right to left (docs/languages.md "Server messages")', async () => {
    const closed = await registerMasjidViaApi(server, {
      name: 'Masjid Al-Waqf',
      url: 'waqflugha',
      email: 'imam@waqflugha.org',
    });
    const off = await apiCall(server, 'GET', `/api/auth/users/${closed.userId}/activate?active=false`, {
      token: await superToken(server),
    });
    expect(off.status).toBe(200);
    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'ar' })).newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    await page.getByLabel('البريد الإلكتروني').fill(closed.email);
    await page.getByLabel('كلمة المرور').fill(closed.password);
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.getByText('هذا الحساب معطَّل. اطلب من مشرف مسجدك تفعيله.').waitFor();
    expect(await page.getByText('This account is deactivated').count()).toBe(0);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await screenshotBoth(page, 'admin-language-arabic-server-refusal');
  });
});
