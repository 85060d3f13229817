/**
 * The public side in the masjid's language (docs/languages.md): `?lang=ar` is answered with
 * `<html lang="ar" dir="rtl">` already in the HTML and an Arabic prayer table; a masjid that chose Urdu
 * with Arabic as its second language and its own digits gets them on the dashboard and in its widgets
 * without any `?lang=`; the Quran passage keeps its own direction in any language.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { phaseMoments } from '@core/dashboard/phases/phase-moments.js';
import { readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import { clockNotice, offlineNotice } from '@core/dashboard/notice-words.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { SOURCE_CATALOGS } from '@core/i18n/build/source-catalogs.js';
import { loadPublicLocale } from '@core/i18n/public-locale.js';
import { apiCall } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { stubDesktopBridge } from '../support/desktop-bridge.js';
import { dashboardData, richContent, seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let arabicByLink: SeededMasjid;
let urdu: SeededMasjid;
let hall: SeededMasjid;

const ar = { ...SOURCE_CATALOGS.ar.terms, ...SOURCE_CATALOGS.ar.public };
const ur = { ...SOURCE_CATALOGS.ur.terms, ...SOURCE_CATALOGS.ur.public, ...SOURCE_CATALOGS.ur.widgets };
const fr = { ...SOURCE_CATALOGS.fr.terms, ...SOURCE_CATALOGS.fr.public };
/** Two Jumu'ah sessions of the Arabic-by-link masjid, for the calendar's Friday lines. */
const SESSIONS = [
  { khutbah: '12:30', salah: '13:00', language: 'English' },
  { khutbah: '13:45', salah: '', language: '' },
];

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow('America/Chicago', Date.now()).date;
  arabicByLink = await seedMasjid(server, {
    name: 'Masjid Al-Noor of Leicester',
    url: 'languagesnoor',
    email: 'admin@alnoor.example.org',
    content: () => richContent(today),
  });
  const occasions = await apiCall(server, 'PUT', `/api/companies/${arabicByLink.companyId}/occasions`, {
    token: arabicByLink.token,
    body: {
      version: 0,
      jumuahSessions: SESSIONS,
      eidPrayers: [],
      ramadan: { enabled: false, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
    },
  });
  expect(occasions.status, occasions.text).toBe(200);
  hall = await seedMasjid(server, { name: 'Masjid Al-Huda', url: 'languageshuda', email: 'admin@alhuda.example.org' });
  urdu = await seedMasjid(server, {
    name: 'Jamia Masjid Lahore',
    url: 'jamia',
    email: 'admin@jamia.example.org',
    content: () => {
      const content = richContent(today);
      return {
        ...content,
        customConfigurations: [
          ...content.customConfigurations,
          { name: 'language', value: 'ur' },
          { name: 'second_language', value: 'ar' },
          { name: 'native_digits', value: '1' },
        ],
      };
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the page shows its words in `language` (the server set `<html lang>` before any script ran). */
async function shown(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ timeout: 20_000 });
  await settled(page);
}

it('answers /{url}?lang=ar with <html lang="ar" dir="rtl"> in the HTML itself, and shows the prayer table in Arabic', async () => {
  const html = await (await fetch(`${server.url}/${arabicByLink.url}?lang=ar`)).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);

  const page = await browser.newPage({ viewport: VIEWPORTS.tv });
  await page.goto(`${server.url}/${arabicByLink.url}?lang=ar`);
  await shown(page, '[data-testid="prayer-table"]');
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  const table = page.getByTestId('prayer-table');
  expect(await table.locator('thead th').allTextContents()).toEqual([
    ar['table.prayer'],
    ar['term.azan'],
    ar['term.iqama'],
    ar['table.nextChange'],
  ]);
  const names = await table
    .locator('tbody tr[data-prayer] td:first-child')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  expect(names.slice(0, 6)).toEqual(
    ['term.fajr', 'term.sunrise', 'term.dhuhr', 'term.asr', 'term.maghrib', 'term.isha'].map(
      (key) => ar[key as keyof typeof ar],
    ),
  );
  // Times stay readable: Latin digits unless the masjid chose its own, the am/pm word in Arabic, isolated from the text around them.
  expect(await table.locator('tr[data-prayer="fajr"] td[data-column="azan"] bdi').textContent()).toMatch(
    /^\d{1,2}:\d{2} (ص|م)$/,
  );
  // Laid out mirrored: the prayer names are on the right.
  const nameBox = await table.locator('tr[data-prayer="fajr"] td').first().boundingBox();
  const azanBox = await table.locator('tr[data-prayer="fajr"] td[data-column="azan"]').boundingBox();
  expect(nameBox!.x).toBeGreaterThan(azanBox!.x);
  // The Quran passage keeps its own direction: Arabic right to left, the English translation left to right.
  const quran = page.getByTestId('quran-reminder');
  if (await quran.count()) {
    expect(await quran.locator('p[lang="ar"]').first().getAttribute('dir')).toBe('rtl');
    expect(
      await quran
        .locator('p[lang="en"]')
        .first()
        .evaluate((element) => getComputedStyle(element).direction),
    ).toBe('ltr');
  }
  await screenshot(page, 'language-ar-dashboard-1920x1080');
  await page.close();
});

it("follows the masjid's own setting without ?lang=: Urdu, Arabic names under the Urdu ones, Urdu digits, on the dashboard and in a widget", async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.tv });
  await page.goto(`${server.url}/${urdu.url}`);
  await shown(page, '[data-testid="prayer-table"]');
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ur',
    'rtl',
  ]);
  const fajr = page.locator('[data-testid="prayer-table"] tr[data-prayer="fajr"]');
  expect(
    await fajr
      .locator('td')
      .first()
      .evaluate((cell) => cell.firstChild?.textContent),
  ).toBe(ur['term.fajr']);
  expect(await fajr.getByTestId('second-name').textContent()).toBe(ar['term.fajr']);
  expect(await fajr.getByTestId('second-name').getAttribute('lang')).toBe('ar');
  expect(await fajr.locator('td[data-column="azan"] bdi').textContent()).toMatch(/^[۰-۹]{1,2}:[۰-۹]{2}/);
  expect(await page.getByTestId('date-heading').textContent()).not.toMatch(/[0-9]/);
  await screenshot(page, 'language-ur-dashboard-1920x1080');

  // ?lang= overrides the masjid's language on the same page.
  await page.goto(`${server.url}/${urdu.url}?lang=fr`);
  await page.waitForFunction(
    () => document.documentElement.lang === 'fr' && !!document.querySelector('[data-testid="prayer-table"]'),
  );
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  expect(await page.locator('[data-testid="prayer-table"] thead th').nth(1).textContent()).toBe(
    SOURCE_CATALOGS.fr.terms['term.azan'],
  );

  await page.goto(`${server.url}/static/prayer-time-widget/index.html?companyId=${urdu.companyId}`);
  await shown(page, '[data-testid="widget-date"]');
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ur',
    'rtl',
  ]);
  expect(await page.locator('.mw-table thead th').allTextContents()).toEqual([
    ur['widget.prayer'],
    ur['term.azan'],
    ur['term.iqama'],
  ]);
  expect(await page.getByTestId('add-to-calendar').textContent()).toContain(ur['widget.subscribe']);
  await screenshot(page, 'language-ur-prayer-time-widget');
  await page.close();
});

it('refuses a bad language from the admin API and keeps the saved one', async () => {
  const saved = await apiCall(server, 'GET', `/api/companies/url/${urdu.url}/central-control`, { token: urdu.token });
  const content = saved.json.target ?? saved.json;
  const res = await apiCall(server, 'PUT', '/api/companies/central-control', {
    token: urdu.token,
    body: { ...content, companyId: urdu.companyId, customConfigurations: [{ name: 'language', value: 'xx' }] },
  });
  expect(res.status).toBe(400);
  const page = await browser.newPage({ viewport: VIEWPORTS.phone });
  await page.goto(`${server.url}/${urdu.url}`);
  await shown(page, '[data-testid="prayer-table"]');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
  await screenshot(page, 'language-ur-dashboard-390x844');
  await page.close();
});

it("shows the prayer hall's phase cards in Arabic: the countdown to iqama and the card after the prayer", async () => {
  const zone = 'America/Chicago';
  const today = zonedNow(zone, Date.now()).date;
  const data = await dashboardData(server, hall.url, 2);
  const moments = phaseMoments(
    phaseSlots(data.days, zone, zonedInstant(zone, today, '12:00'), []),
    readPhaseSettings(''),
    zone,
    today,
  ).filter((moment) => moment.slot.prayer === 'asr');
  const page = await browser.newPage({ viewport: VIEWPORTS.tv });
  for (const kind of ['until-iqama', 'after-prayer'] as const) {
    const moment = moments.find((candidate) => candidate.kind === kind)!;
    await page.goto(`${server.url}/${hall.url}?lang=ar&at=${moment.value}`);
    await page.locator(`[data-testid="phase"][data-phase="${kind}"]`).waitFor({ timeout: 20_000 });
    await settled(page);
    const card = page.getByTestId('phase');
    if (kind === 'until-iqama') {
      expect(await card.locator('p').first().textContent()).toBe(`${ar['term.iqama']} ${ar['term.asr']} بعد`);
      expect(await page.getByTestId('time-of-day').textContent()).toContain(ar['phase.now']);
    } else {
      expect(await card.locator('p').first().textContent()).toBe(`بعد ${ar['term.asr']}`);
    }
    await screenshot(page, `language-ar-phase-${kind}-1920x1080`);
  }
  await page.close();
});

/** A catalog's text, failing the test when the key is missing. */
function word(words: Readonly<Record<string, string>>, key: string): string {
  const text = words[key];
  if (text === undefined) throw new Error(`no text for ${key}`);
  return text;
}

/** The desktop bridge's answer, so the page shows a saved copy from `fetchedAt` and a screen clock 5 minutes fast. */
async function offlineCopy(page: Page, data: DashboardData, fetchedAt: string) {
  await stubDesktopBridge(page, { data, offline: true, fetchedAt, serverTimeOffsetMs: -5 * 60_000 });
}

it("words the dashboard's notices in Arabic and Urdu: the wrong clock and the saved copy's age", async () => {
  const data = await dashboardData(server, arabicByLink.url);
  for (const [language, size] of [
    ['ar', 'tv'],
    ['ur', 'phone'],
  ] as const) {
    const fetchedAt = new Date(Date.now() - 3.5 * 3_600_000).toISOString();
    const locale = await loadPublicLocale([], language, ['terms', 'public']);
    const page = await browser.newPage({ viewport: VIEWPORTS[size] });
    await offlineCopy(page, data, fetchedAt);
    await page.goto(`${server.url}/${arabicByLink.url}?lang=${language}`);
    await shown(page, '[data-testid="prayer-table"]');
    const mark = page.getByTestId('offline-mark');
    // The page counts on the server's clock, which the stub puts 5 minutes behind the screen's.
    expect(await mark.textContent()).toBe(offlineNotice(locale, fetchedAt, Date.now() - 5 * 60_000));
    expect(await mark.textContent()).not.toMatch(/Offline|saved|ago/);
    expect(await mark.getAttribute('title')).toBe(SOURCE_CATALOGS[language].public['notice.savedCopy']);
    expect(await page.getByTestId('clock-corrected').textContent()).toBe(clockNotice(locale, -5 * 60_000));
    await screenshot(page, `language-${language}-notices-${size === 'tv' ? '1920x1080' : '390x844'}`);
    await page.close();
  }
});

it('says "Loading..." in the language of ?lang= before the masjid\'s data arrives', async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.phone });
  await page.route('**/api/dashboard/**', () => undefined);
  await page.goto(`${server.url}/${arabicByLink.url}?lang=ur`);
  const status = page.getByRole('status');
  await expect.poll(() => status.textContent()).toBe(ur['page.loading']);
  expect(await status.getAttribute('dir')).toBe('rtl');
  await page.close();
});

it('offers the choices of "Add to my calendar" and "Prayer alerts" in Arabic, French and Urdu', async () => {
  const today = zonedNow('America/Chicago', Date.now()).date;
  for (const [language, words, size] of [
    ['ar', ar, 'laptop'],
    ['fr', fr, 'laptop'],
    ['ur', ur, 'tv'],
  ] as const) {
    const page = await browser.newPage({ viewport: VIEWPORTS[size] });
    // Mid-morning, outside every prayer's phase (docs/phases.md), so nothing covers the boxes.
    await page.goto(`${server.url}/${arabicByLink.url}?lang=${language}&at=${today}T10:00`);
    await shown(page, '[data-testid="prayer-table"]');
    const feed = page.getByTestId('add-to-calendar');
    await feed.getByText(word(words, 'dashboard.addToCalendar')).click();
    // The options are drawn once the box opens: wait for them before reading them all.
    await feed.locator('legend').first().waitFor();
    expect(await feed.locator('legend').allTextContents()).toEqual([
      word(words, 'feed.prayers'),
      word(words, 'feed.times'),
    ]);
    const labels = (await feed.locator('fieldset label').allTextContents()).map((text) => text.trim());
    expect(labels).toEqual([
      word(words, 'term.fajr'),
      word(words, 'term.sunrise'),
      `${word(words, 'term.dhuhr')} / ${word(words, 'term.jumuah')}`,
      word(words, 'term.asr'),
      word(words, 'term.maghrib'),
      word(words, 'term.isha'),
      word(words, 'term.azan'),
      word(words, 'term.iqama'),
    ]);
    await feed.getByLabel(word(words, 'feed.reminder')).selectOption('10');
    expect(await feed.getByTestId('feed-subscribe').textContent()).toBe(word(words, 'feed.subscribe'));
    expect(await feed.getByTestId('feed-download').textContent()).toBe(word(words, 'feed.download'));
    for (const label of labels.slice(0, 6)) await feed.getByLabel(label, { exact: true }).uncheck();
    expect(await feed.getByRole('alert').textContent()).toBe(word(words, 'feed.chooseOne'));
    await screenshot(page, `language-${language}-add-to-calendar-${size === 'tv' ? '1920x1080' : '1366x768'}`);

    const alerts = page.getByTestId('prayer-alerts');
    await alerts.getByText(word(words, 'dashboard.prayerAlerts')).click();
    await alerts.locator('thead th').first().waitFor();
    expect(await alerts.locator('thead th').allTextContents()).toEqual([
      word(words, 'table.prayer'),
      word(words, 'term.azan'),
      word(words, 'term.iqama'),
      word(words, 'alerts.beforeIqama'),
    ]);
    const fajrAzan = word(words, 'countdown.target')
      .replace('{prayer}', word(words, 'term.fajr'))
      .replace('{word}', word(words, 'term.azan'));
    await alerts.getByLabel(fajrAzan).check();
    await alerts
      .getByLabel(word(words, 'alerts.beforeIqamaOf').replace('{prayer}', word(words, 'term.isha')))
      .selectOption('10');
    expect(await alerts.getByRole('button', { name: word(words, 'alerts.turnOn') }).isEnabled()).toBe(true);
    expect(await alerts.textContent()).toContain(word(words, 'alerts.noAccount'));
    expect(await alerts.textContent()).not.toMatch(/Turn on|Before iqama|No account/);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, `language-${language}-prayer-alerts-390x844`);
    await page.close();
  }
});

it("writes the calendar's Friday lines with the glossary's khutbah and salah: page, print view and widget", async () => {
  const khutbahAndSalah = (words: Record<string, string>) =>
    new RegExp(
      `^1\\. ${word(words, 'term.khutbah')} \\S+( \\S+)? · ${word(words, 'term.salah')} \\S+( \\S+)? · English`,
    );
  for (const [language, words] of [
    ['ar', ar],
    ['fr', fr],
  ] as const) {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/calendar/${arabicByLink.url}?lang=${language}`);
    await page.locator('tbody tr[data-jumuah]').first().waitFor({ timeout: 20_000 });
    await settled(page);
    const row = (await page.locator('tbody tr[data-jumuah]').first().textContent()) ?? '';
    expect(row).toContain(`${word(words, 'term.khutbah')} `);
    expect(row).toContain(`${word(words, 'term.salah')} `);
    expect(row).toContain(`2. ${word(words, 'term.khutbah')} `);
    expect(row).not.toMatch(/Khutbah|Salah/);
    expect(await page.locator('tbody tr[data-jumuah]').first().locator('bdi').first().textContent()).toMatch(
      khutbahAndSalah(words),
    );
    if (language === 'ar') {
      await page
        .locator('tbody tr[data-jumuah]')
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'language-ar-calendar-friday-1366x768');
      await page.setViewportSize(VIEWPORTS.phone);
      await page
        .locator('tbody tr[data-jumuah]')
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'language-ar-calendar-friday-390x844');
    }

    const now = new Date();
    await page.goto(
      `${server.url}/calendar/${arabicByLink.url}?view=print&type=gregorian&year=${now.getFullYear()}&month=${now.getMonth() + 1}&lang=${language}`,
    );
    await page.locator('tbody tr[data-jumuah]').first().waitFor({ timeout: 20_000 });
    expect((await page.locator('tbody tr[data-jumuah]').first().textContent()) ?? '').not.toMatch(/Khutbah|Salah/);
    expect((await page.locator('tbody tr[data-jumuah]').first().textContent()) ?? '').toContain(
      `${word(words, 'term.khutbah')} `,
    );
    // The print header keeps the masjid's English address in its own order on a right-to-left page.
    const address = page.getByTestId('print-address').first();
    expect(await address.locator('bdi').textContent()).toBe('100 Main Street, Chicago, IL 60601');
    expect(
      await address.evaluate((element) => {
        const bdi = element.querySelector('bdi')!;
        return getComputedStyle(bdi).unicodeBidi;
      }),
    ).toBe('isolate');

    await page.goto(`${server.url}/static/calendar-widget/index.html?companyUrl=${arabicByLink.url}&lang=${language}`);
    const note = page.getByTestId('friday-note');
    await note.waitFor({ timeout: 20_000 });
    expect(await note.locator('bdi').textContent()).toMatch(khutbahAndSalah(words));
    await page.close();
  }
});
