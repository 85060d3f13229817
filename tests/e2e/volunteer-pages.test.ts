/**
 * The admin pages as volunteers in different countries meet them (issue 28 items 10-16, docs/volunteer.md
 * "Jumu'ah times", "Dates typed", "Country and currency", "Script fonts", "Settings", "Phones", "Live
 * updates"): each in English and another language where words are involved.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import {
  apiCall,
  apiLogin,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  superToken,
  type RegisteredMasjid,
} from '../support/admin.js';
import { keepPicture, launchBrowser, PICTURES_TAKEN, settled, VIEWPORTS } from '../support/browser.js';
import { verificationLinkFromOutbox, type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { ADMIN_PASSWORD, firstAdmin, SAMPLE_ADDRESS, sampleMasjid } from '@core/testing/sample-masjid.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let token: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al Noor', url: 'alnoor', email: 'admin@alnoor.org' });
  token = await apiLogin(server, masjid.email, masjid.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(locale: string, viewport: { width: number; height: number } = VIEWPORTS.laptop) {
  const context = await browser.newContext({ viewport, locale });
  contexts.push(context);
  return context.newPage();
}

/** Screenshots of what is on screen around `target`, at the laptop and phone sizes (a settings page is too long for one picture). */
async function shootAround(page: Page, target: Locator, name: string) {
  if (!PICTURES_TAKEN) return;
  const original = page.viewportSize() ?? VIEWPORTS.laptop;
  for (const [size, viewport] of [
    ['1280x800', { width: 1280, height: 800 }],
    ['390x844', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await target.scrollIntoViewIfNeeded();
    await settled(page);
    await keepPicture(page, `${name}-${size}`);
  }
  await page.setViewportSize(original);
}

async function setLanguage(language: string) {
  const answer = await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language } });
  expect(answer.status, answer.text).toBe(200);
}

async function openSection(page: Page, name: string) {
  const trigger = page.getByRole('button', { name, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return page.getByRole('region', { name });
}

async function occasions() {
  return (await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/occasions`, { token })).json;
}

const OCCASIONS = {
  en: {
    section: "Jumu'ah, Eid and Ramadan",
    add: 'Add session',
    session: 'Session 1',
    khutbah: 'Khutbah',
    salah: 'Salah',
    save: 'Save',
  },
  fr: {
    section: 'Joumoua, Aïd et Ramadan',
    add: 'Ajouter une séance',
    session: 'Séance 1',
    khutbah: 'Khotba',
    salah: 'Prière',
    save: 'Enregistrer',
  },
};

it.each([
  ['en', '12.45', '1.15', '12:45', '13:15'],
  ['fr', '12.30', '13h15', '12:30', '13:15'],
] as const)(
  "takes Jumu'ah times typed as people write them (%s)",
  async (language, khutbah, salah, expectedKhutbah, expectedSalah) => {
    await setLanguage(language);
    const words = OCCASIONS[language];
    const page = await newPage('en-GB');
    await signIn(page, server, masjid.email, masjid.password);
    const section = await openSection(page, words.section);
    // The section's fields come with the masjid's saved occasions: counting the sessions before they are
    // drawn would add a second one to a masjid that has one (the first language's run saved it).
    const add = section.getByRole('button', { name: words.add });
    await add.waitFor();
    if ((await section.getByRole('group', { name: words.session }).count()) === 0) await add.click();
    const session = section.getByRole('group', { name: words.session });
    // A native time input cannot take "12.45"; the forgiving field takes it and shows what it read once
    // React has drawn the field again after the blur.
    await session.getByLabel(words.khutbah, { exact: true }).fill(khutbah);
    await session.getByLabel(words.salah, { exact: true }).fill(salah);
    await session.getByLabel(words.salah, { exact: true }).blur();
    await expect.poll(() => session.getByLabel(words.khutbah, { exact: true }).inputValue()).toBe(expectedKhutbah);
    await expect.poll(() => session.getByLabel(words.salah, { exact: true }).inputValue()).toBe(expectedSalah);
    await shootAround(page, session, `pages-jumuah-times-${language}`);
    await section.getByRole('button', { name: words.save, exact: true }).click();
    await expect
      .poll(async () => (await occasions()).jumuahSessions)
      .toEqual([expect.objectContaining({ khutbah: expectedKhutbah, salah: expectedSalah })]);
    await page.close();
  },
);

const FUNDS = {
  en: {
    section: 'Funds',
    add: 'Add fund',
    fund: 'Fund 1',
    end: 'End date',
    missing: '29 February 2026 does not exist',
  },
  fr: {
    section: 'Collectes',
    add: 'Ajouter une collecte',
    fund: 'Collecte 1',
    end: 'Date de fin',
    missing: 'Le 29 février 2026 n’existe pas',
  },
};

it.each(['en', 'fr'] as const)(
  'says why a fund end date of 29/02/2026 is not taken, keeping it (%s)',
  async (language) => {
    await setLanguage(language);
    const words = FUNDS[language];
    const page = await newPage('en-GB');
    await signIn(page, server, masjid.email, masjid.password);
    const section = await openSection(page, words.section);
    await section.getByRole('button', { name: words.add }).click();
    const fund = section.getByRole('group', { name: words.fund });
    const end = fund.getByLabel(words.end, { exact: true });
    await end.click();
    await page.keyboard.type('29/02/2026');
    await end.blur();
    await fund.getByText(words.missing).waitFor();
    expect(await end.inputValue()).toBe('29/02/2026');
    await shootAround(page, fund, `pages-fund-date-${language}`);
    // A real date typed the same way is read.
    await end.fill('28/02/2026');
    await end.blur();
    expect(await fund.getByText(words.missing).count()).toBe(0);
    expect(await end.inputValue()).toBe('2026-02-28');
    await page.close();
  },
);

it.each([
  ['en-GB', 'en', 'GB', 'GBP', 'British Pound (GBP)'],
  ['fr-FR', 'fr', 'FR', 'EUR', 'euro (EUR)'],
  ['tr-TR', 'tr', 'TR', 'TRY', 'Türk lirası (TRY)'],
] as const)(
  'starts the country list on the browser country and names currencies, most used first (%s)',
  async (locale, _language, country, currency, currencyName) => {
    const page = await newPage(locale);
    await page.goto(`${server.url}/auth/company/create`);
    const countrySelect = page.locator('select[name="address.country"]');
    await countrySelect.waitFor();
    expect(await countrySelect.inputValue()).toBe(country);
    const options = await page
      .locator('select[name="currency"] option')
      .evaluateAll((list) =>
        list.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? '' })),
      );
    // The country's default, then its currency, then the commonest.
    expect(options[1]).toEqual({ value: currency, text: currencyName });
    expect(options.slice(2, 5).map((option) => option.value)).toEqual(
      expect.arrayContaining(currency === 'EUR' ? ['USD', 'GBP'] : ['USD', 'EUR']),
    );
    const values = options.map((option) => option.value);
    for (const fundCode of ['BOV', 'CHE', 'CHW', 'CLF', 'USN', 'UYI', 'XXX', 'XTS'])
      expect(values).not.toContain(fundCode);
    // Every currency is named, not a bare code.
    for (const option of options.slice(1)) expect(option.text).toMatch(/\p{L}.* \([A-Z]{3}\)$/u);
    await screenshotBoth(page, `pages-register-country-${locale}`);
    await page.close();
  },
);

it.each([
  ['ur', 'Noto Sans Arabic'],
  ['bn', 'Noto Sans Bengali'],
] as const)('loads the script font of an admin page in %s', async (language, family) => {
  await setLanguage(language);
  const page = await newPage('en-GB');
  await signIn(page, server, masjid.email, masjid.password);
  await expect
    .poll(() =>
      page.evaluate(
        (name) =>
          [...document.fonts].some((font) => font.family.replaceAll('"', '') === name && font.status === 'loaded'),
        family,
      ),
    )
    .toBe(true);
  await screenshotBoth(page, `pages-script-font-${language}`);
  await page.close();
});

it.each([
  ['en', 'Customization', 'Clock type', 'Digital clock (12-hour, am/pm)'],
  ['fr', 'Personnalisation', 'Type d’horloge', 'Horloge numérique (12 heures, am/pm)'],
] as const)(
  'opens the Settings tab with Customization closed, and each hint describes the chosen option (%s)',
  async (language, customization, clock, digital) => {
    await setLanguage(language);
    const page = await newPage('en-GB');
    await signIn(page, server, masjid.email, masjid.password);
    const trigger = page.getByRole('button', { name: customization, exact: true });
    await trigger.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    const section = await openSection(page, customization);
    const select = section.getByLabel(clock, { exact: true });
    // The default is the analog clock: its hint does not describe the digital one.
    expect(await select.inputValue()).toBe('1');
    expect(await section.getByText(digital).count()).toBe(0);
    await select.selectOption('2');
    await section.getByText(digital).waitFor();
    await shootAround(page, select, `pages-settings-${language}`);
    await page.close();
  },
);

const MONEY = {
  en: {
    section: 'Funds',
    add: 'Add fund',
    fund: 'Fund 1',
    name: 'Name',
    goal: /^Goal/,
    current: /^Current/,
    save: 'Save',
  },
  tr: {
    section: 'Bağış kampanyaları',
    add: 'Kampanya ekle',
    fund: 'Kampanya 1',
    name: 'Ad',
    goal: /^Hedef/,
    current: /^Toplanan/,
    save: 'Kaydet',
  },
};

it.each([
  // The masjid is in the US: amounts are written its way whatever the admin’s language (docs/volunteer.md).
  ['tr', 'Çatı', '12,500', '1,234.56', 12500, 1234.56],
  ['en', 'Roof', '12,500', '1.5', 12500, 1.5],
] as const)(
  'reads amounts the masjid’s way, whatever the admin’s language (%s)',
  async (language, name, goal, current, expectedGoal, expectedCurrent) => {
    await setLanguage(language);
    const words = MONEY[language];
    const page = await newPage('en-GB');
    await signIn(page, server, masjid.email, masjid.password);
    const section = await openSection(page, words.section);
    await section.getByRole('button', { name: words.add }).click();
    const fund = section.getByRole('group', { name: words.fund });
    await fund.getByLabel(words.name, { exact: true }).fill(name);
    await fund.getByLabel(words.goal).fill(goal);
    await fund.getByLabel(words.current).fill(current);
    await section.getByRole('button', { name: words.save, exact: true }).click();
    await expect
      .poll(
        async () =>
          (await apiCall(server, 'GET', `/api/companies/url/${masjid.url}/central-control`, { token })).json.funds,
      )
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ name, goal: expectedGoal, current: expectedCurrent })]),
      );
    await page.close();
    // The next language starts from no fund.
    const { version } = (await apiCall(server, 'GET', `/api/companies/url/${masjid.url}/central-control`, { token }))
      .json;
    const cleared = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token,
      body: { companyId: masjid.companyId, version, funds: [] },
    });
    expect(cleared.status, cleared.text).toBe(200);
  },
);

const RESUME = {
  en: {
    locale: 'en-GB',
    labels: { name: 'Name', url: 'Dashboard URL', street: 'Street', city: 'City', postalCode: 'Postal code' },
    next: 'Next',
    refused: 'This dashboard URL belongs to a registration whose first admin has not confirmed their email yet',
    title: 'Registered this masjid before?',
    email: 'Email',
    send: 'Send the confirmation again',
    sent: 'the confirmation email is on its way',
  },
  fr: {
    locale: 'fr-FR',
    labels: {
      name: 'Nom',
      url: 'Adresse du tableau d’affichage',
      street: 'Rue',
      city: 'Ville',
      postalCode: 'Code postal',
    },
    next: 'Suivant',
    refused: 'Cette adresse de tableau appartient à une inscription dont le premier administrateur',
    title: 'Vous avez déjà inscrit cette mosquée ?',
    email: 'E-mail',
    send: 'Renvoyer la confirmation',
    sent: 'l’e-mail de confirmation est en route',
  },
};

it.each(['en', 'fr'] as const)(
  'resumes a registration whose first admin never confirmed, from the same email (%s)',
  async (language) => {
    const words = RESUME[language];
    const url = `sabr${language}`;
    const email = `imam@${url}.org`;
    // The first attempt: the masjid and its first admin, whose confirmation mail is lost.
    const masjidAnswer = await apiCall(server, 'POST', '/api/auth/companies', {
      body: sampleMasjid('Masjid Sabr', url, SAMPLE_ADDRESS),
    });
    expect(masjidAnswer.status, masjidAnswer.text).toBe(200);
    const cookie = masjidAnswer.setCookie.map((line) => line.split(';')[0]).join('; ');
    const admin = await apiCall(server, 'POST', `/api/auth/companies/${masjidAnswer.json.target.id}/users`, {
      body: firstAdmin(email),
      cookie,
    });
    expect(admin.status, admin.text).toBe(200);

    // Another browser, days later: the same URL.
    const page = await newPage(words.locale);
    await page.goto(`${server.url}/auth/company/create`);
    await page.locator('select[name="address.country"]').selectOption('US');
    await page.getByLabel(words.labels.name, { exact: true }).fill('Masjid Sabr');
    await page.getByLabel(words.labels.url, { exact: true }).fill(url);
    await page.getByLabel(words.labels.street, { exact: true }).fill('1 Main St');
    await page.getByLabel(words.labels.city, { exact: true }).fill('Chicago');
    await page.locator('select[name="address.state"]').selectOption('IL');
    await page.locator('input[name="address.zip"]').fill('60601');
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await page.getByText(words.refused).first().waitFor();
    const resume = page.getByRole('region', { name: words.title });
    await resume.getByLabel(words.email, { exact: true }).fill(email);
    await resume.getByRole('button', { name: words.send }).click();
    await resume.getByRole('status').getByText(words.sent, { exact: false }).waitFor();
    await shootAround(page, resume, `pages-resume-${language}`);
    // The link in the new mail finishes that registration.
    const link = new URL(verificationLinkFromOutbox(server.dataDir, email));
    await page.goto(link.toString());
    await expect
      .poll(() =>
        apiLogin(server, email, ADMIN_PASSWORD).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    await page.close();
  },
);

/** Selects in `scope` whose chosen text is wider than the room inside them (a select cuts it: "Weekl"). */
async function cutSelects(scope: Locator) {
  return scope.locator('select').evaluateAll((selects) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return selects
      .map((element) => {
        const select = element as HTMLSelectElement;
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.textContent ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return {
          label: select.getAttribute('aria-label') ?? select.name,
          text,
          needed: canvas.measureText(text).width,
          room,
        };
      })
      .filter((entry) => entry.needed > entry.room)
      .map(({ label, text }) => `${label}: ${text}`);
  });
}

/** Elements that scroll sideways inside the page, and whether the page itself does. */
async function sidewaysScrolling(page: Page) {
  return page.evaluate(() => {
    const inside = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}#${element.id} ${element.scrollWidth}>${element.clientWidth}`);
    // Name what sticks out, so a failure says where to look.
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.children.length === 0,
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    const page = document.documentElement.scrollWidth > window.innerWidth ? [`the page (${outside.join(', ')})`] : [];
    return [...page, ...inside];
  });
}

it('shows the iqama rules whole at 1280 px, and the month and user tables as cards on a phone (English, Arabic)', async () => {
  await setLanguage('en');
  const timetable = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token,
    body: newYorkTimetable(masjid.companyId),
  });
  expect(timetable.status, timetable.text).toBe(200);
  for (const language of ['en', 'ar'] as const) {
    await setLanguage(language);
    const page = await newPage('en-GB', { width: 1280, height: 800 });
    await signIn(page, server, masjid.email, masjid.password);
    await page.goto(`${server.url}/auth/admin?tab=salah`);
    const rulesName = language === 'en' ? 'Calculation and iqama rules' : 'الحساب وقواعد الإقامة';
    await page.getByRole('button', { name: rulesName }).click();
    const rules = page.getByRole('region', { name: rulesName });
    await rules.locator('select').first().waitFor();
    // Isha's own Ramadan rule: its table has one column more.
    await rules.getByTestId('ramadan-rules').locator('input[type=checkbox]').last().check();
    for (const select of await rules.locator('table select').all()) {
      const weekly = await select.locator('option[value="weekly"]').count();
      if (weekly) await select.selectOption('weekly');
    }
    await shootAround(page, rules.locator('table').first(), `pages-iqama-rules-${language}`);
    expect(await cutSelects(rules.locator('table'))).toEqual([]);
    expect(await cutSelects(rules)).toEqual([]);

    await page.setViewportSize(VIEWPORTS.phone);
    await page.locator('[id=month-1] tbody tr').first().waitFor();
    await page.locator('[id=month-1]').scrollIntoViewIfNeeded();
    await settled(page);
    expect(await sidewaysScrolling(page)).toEqual([]);
    // Each day is a card as wide as the page, not a row wider than it.
    const card = await page.locator('[id=month-1] tbody tr').first().boundingBox();
    expect(card!.width).toBeLessThanOrEqual(390);
    await shootAround(page, page.locator('[id=month-1] tbody tr').first(), `pages-month-phone-${language}`);

    await page.goto(`${server.url}/auth/company/user/list/current`);
    await page.locator('main table tbody tr').first().waitFor();
    await settled(page);
    expect(await sidewaysScrolling(page)).toEqual([]);
    await shootAround(page, page.locator('main table').first(), `pages-users-phone-${language}`);
    await page.close();
  }
});

it('opens no live-update stream that answers 404 for an inactive masjid', async () => {
  await setLanguage('en');
  const page = await newPage('en-GB');
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/events') && response.status() !== 200)
      failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await signIn(page, server, masjid.email, masjid.password);
  const preview = await openSection(page, 'Preview the screen');
  const frame = preview.getByTestId('preview-frame');
  await frame.waitFor();
  await expect
    .poll(async () =>
      (await frame.elementHandle())?.contentFrame().then((inner) => inner?.locator('main, #root').count()),
    )
    .toBeGreaterThan(0);
  for (const path of ['/auth/company/view', '/auth/company/user/list/current', '/auth/admin?tab=salah']) {
    await page.goto(`${server.url}${path}`);
    await page.locator('h1').first().waitFor();
  }
  // The masjid's own dashboard, previewed by its signed-in admin before it is public.
  const dashboard = page.waitForResponse((response) => response.url().includes(`/api/dashboard/${masjid.url}`));
  await page.goto(`${server.url}/${masjid.url}`);
  expect((await dashboard).status()).toBe(200);
  await page.getByText(masjid.name).first().waitFor();
  expect(failures).toEqual([]);

  // Once active, its dashboard follows saves live again.
  const activated = await apiCall(server, 'GET', `/api/auth/companies/${masjid.companyId}/activate?active=true`, {
    token: await superToken(server),
  });
  expect(activated.status, activated.text).toBe(200);
  const stream = page.waitForResponse((response) => response.url().endsWith(`/api/companies/url/${masjid.url}/events`));
  await page.reload();
  expect((await stream).status()).toBe(200);
  await page.close();
});
