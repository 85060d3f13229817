/**
 * The after-prayer adhkar in Chromium, through the built app (docs/adhkar.md): the card a few minutes after
 * Asr's iqama through the dashboard's `?at=` preview, step by step, in English, Arabic, Urdu and Turkish,
 * with nothing clipped and nothing under 18 px at 1920x1080 (and nothing clipped at 1366x768 and
 * 1080x1920); the masjid's own item; turning the adhkar off; and the admin's section that does it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { phaseMoments } from '@core/dashboard/phases/phase-moments.js';
import { readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import { apiCall, expectAlert, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const URL_NAME = 'adhkarhall';
/** Asr's prayer minutes by default (docs/phases.md): the after-prayer card starts this long after iqama. */
const PRAYER_MS = 10 * 60_000;

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
/** Asr's iqama on a weekday (epoch ms). */
let iqamaAt: number;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Adhkar', url: URL_NAME, email: 'admin@adhkar.org' });
  // A Wednesday a few days ahead: Asr there is an ordinary prayer (not Jumu'ah).
  const today = zonedNow(ZONE, Date.now()).date;
  let day = addDays(today, 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  const ahead = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  const data = await dashboardData(server, URL_NAME, ahead + 2);
  const settings = readPhaseSettings('');
  const after = phaseMoments(
    phaseSlots(data.days, ZONE, zonedInstant(ZONE, day, '12:00'), []),
    settings,
    ZONE,
    day,
  ).find((moment) => moment.slot.prayer === 'asr' && moment.kind === 'after-prayer')!;
  iqamaAt = after.slot.iqamaAt;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pad = (value: number) => String(value).padStart(2, '0');

/** `?at=` for `secondsAfter` seconds into the after-prayer card, as the masjid's clock reads it. */
function atCard(secondsAfter: number): string {
  const time = zonedNow(ZONE, iqamaAt + PRAYER_MS + secondsAfter * 1000);
  return `${time.date}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

/** The default sequence over 5 minutes: istighfar 0-50 s, salam 50-100 s, tasbih 100-175 s, Ayat al-Kursi 175-300 s. */
const MOMENTS = { istighfar: 20, salam: 70, tasbih: 140, ayatAlKursi: 240 } as const;

async function openCard(at: string, options: { lang?: string; viewport?: { width: number; height: number } } = {}) {
  const page = await browser.newPage({ viewport: options.viewport ?? VIEWPORTS.tv });
  await page.goto(`${server.url}/${URL_NAME}?at=${at}${options.lang ? `&lang=${options.lang}` : ''}`);
  await expect
    .poll(() => page.getByTestId('phase').getAttribute('data-phase'), { timeout: 30_000 })
    .toBe('after-prayer');
  await settled(page);
  return page;
}

const stepOf = (page: Page) => page.getByTestId('adhkar-card').getAttribute('data-step');

/**
 * What a worshipper cannot read on the card: text under `minimumPx`, text outside the screen, and a fitted
 * box whose content overflows it (scrollHeight over clientHeight: the last lines would be cut off).
 */
function cardProblems(minimumPx: number): string[] {
  const problems: string[] = [];
  const card = document.querySelector<HTMLElement>('[data-testid="phase"]:not([hidden])');
  if (!card) return ['no card'];
  const fit = card.querySelector<HTMLElement>('[data-testid="adhkar-card"]');
  if (fit && fit.scrollHeight > fit.clientHeight + 1)
    problems.push(`overflows: ${fit.scrollHeight} > ${fit.clientHeight}`);
  if (fit && fit.scrollWidth > fit.clientWidth + 1)
    problems.push(`overflows sideways: ${fit.scrollWidth} > ${fit.clientWidth}`);
  if (card.scrollHeight > card.clientHeight + 1)
    problems.push(`card overflows: ${card.scrollHeight} > ${card.clientHeight}`);
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (!text) continue;
    const element = node.parentElement!;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size < minimumPx - 0.05) problems.push(`${text.slice(0, 30)}: ${size.toFixed(1)} px`);
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const middle = (rect.top + rect.bottom) / 2;
      // The letters stand within about 0.6 em of the line's middle (Arabic fonts have tall line boxes).
      if (rect.left < -1 || rect.right > width + 1 || middle - 0.6 * size < -1 || middle + 0.6 * size > height + 1)
        problems.push(`${text.slice(0, 30)}: outside the screen`);
    }
  }
  return problems;
}

async function expectReadable(page: Page, label: string) {
  const viewport = page.viewportSize()!;
  // 18 px on a 1080 px screen, in proportion on others (docs/hall-screen.md).
  const minimum = (18 * Math.min(viewport.width, viewport.height)) / 1080;
  expect(await page.evaluate(cardProblems, minimum), label).toEqual([]);
}

describe('the card after Asr, through ?at=', () => {
  it('English: each step in turn, with its count and translation, readable at 1920x1080', async () => {
    const page = await openCard(atCard(MOMENTS.istighfar));
    expect(await stepOf(page)).toBe('istighfar');
    expect(await page.getByTestId('adhkar-progress').textContent()).toBe('1 of 4');
    expect(await page.getByTestId('adhkar-count').textContent()).toBe('×3');
    expect(await page.getByTestId('adhkar-translation').textContent()).toBe('I seek the forgiveness of Allah');
    expect(await page.locator('[data-testid="adhkar-card"] [lang="ar"]').first().textContent()).toBe('أَسْتَغْفِرُ اللَّهَ');
    await expectReadable(page, 'istighfar');
    await screenshot(page, 'adhkar-en-istighfar-1920x1080');
    await page.close();

    const tasbih = await openCard(atCard(MOMENTS.tasbih));
    expect(await stepOf(tasbih)).toBe('tasbih');
    expect(await tasbih.getByTestId('adhkar-count').allTextContents()).toEqual(['×33', '×33', '×33']);
    expect(await tasbih.getByTestId('adhkar-translation').allTextContents()).toEqual([
      'Glory be to Allah',
      'All praise is due to Allah',
      'Allah is the Greatest',
      expect.stringMatching(/^None has the right to be worshipped but Allah alone/),
    ]);
    await expectReadable(tasbih, 'tasbih');
    await screenshot(tasbih, 'adhkar-en-tasbih-1920x1080');
    await tasbih.close();
  });

  it('English: Ayat al-Kursi with Saheeh International, readable at 1920x1080, 1366x768 and 1080x1920', async () => {
    for (const [name, viewport] of [
      ['1920x1080', VIEWPORTS.tv],
      ['1366x768', VIEWPORTS.laptop],
      ['1080x1920', VIEWPORTS.portrait],
    ] as const) {
      const page = await openCard(atCard(MOMENTS.ayatAlKursi), { viewport });
      expect(await stepOf(page)).toBe('ayatAlKursi');
      const verse = page.getByTestId('ayat-al-kursi');
      expect(await verse.getAttribute('lang')).toBe('ar');
      expect(await verse.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
      expect(await verse.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Amiri/);
      expect(await page.getByTestId('adhkar-translation').textContent()).toMatch(
        /^Allah - there is no deity except Him/,
      );
      expect(await page.getByTestId('adhkar-card').textContent()).toContain('Saheeh International');
      await expectReadable(page, name);
      await screenshot(page, `adhkar-en-ayat-al-kursi-${name}`);
      await page.close();
    }
  });

  it('Arabic: the verse alone, right to left, nothing under 18 px; the tasbih without translations', async () => {
    const page = await openCard(atCard(MOMENTS.ayatAlKursi), { lang: 'ar' });
    expect(await stepOf(page)).toBe('ayatAlKursi');
    expect(await page.getByTestId('adhkar-translation').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('adhkar-progress').textContent()).toBe('4 من 4');
    await expectReadable(page, 'ar ayat');
    await screenshot(page, 'adhkar-ar-ayat-al-kursi-1920x1080');
    await page.close();
    const tasbih = await openCard(atCard(MOMENTS.tasbih), { lang: 'ar', viewport: VIEWPORTS.portrait });
    expect(await tasbih.getByTestId('adhkar-translation').count()).toBe(0);
    expect(await tasbih.getByTestId('adhkar-count').count()).toBe(3);
    await expectReadable(tasbih, 'ar tasbih portrait');
    await screenshot(tasbih, 'adhkar-ar-tasbih-1080x1920');
    await tasbih.close();
  });

  it("Urdu and Turkish: the verse with quran-json's translation in the screen's language", async () => {
    for (const [lang, start, translator] of [
      ['ur', 'اللہ، وہ زندہ جاوید ہستی', 'Maududi'],
      ['tr', "Allah, O'ndan başka tanrı olmayan", 'Diyanet'],
    ] as const) {
      const page = await openCard(atCard(MOMENTS.ayatAlKursi), { lang });
      expect(await page.getByTestId('adhkar-translation').textContent()).toMatch(new RegExp(`^${start}`));
      expect(await page.getByTestId('adhkar-card').textContent()).toContain(translator);
      // Urdu's letters (ہ, ے) need the script font screens often lack (docs/languages.md#fonts): the card's
      // own font stack must name it, as the dashboard's does, or they show as empty boxes.
      if (lang === 'ur')
        for (const testId of ['adhkar-translation', 'adhkar-progress', 'preview-mark'])
          expect(await page.getByTestId(testId).evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
            /^"?Noto Sans Arabic/,
          );
      await expectReadable(page, `${lang} ayat`);
      await screenshot(page, `adhkar-${lang}-ayat-al-kursi-1920x1080`);
      await page.close();
    }
    const salam = await openCard(atCard(MOMENTS.salam), { lang: 'ur', viewport: VIEWPORTS.laptop });
    expect(await stepOf(salam)).toBe('salam');
    expect(await salam.getByTestId('adhkar-translation').textContent()).toMatch(/^اے اللہ!/);
    await expectReadable(salam, 'ur salam 1366x768');
    await screenshot(salam, 'adhkar-ur-salam-1366x768');
    await salam.close();
  });
});

describe("the masjid's setting", () => {
  const save = async (body: Record<string, unknown>) => {
    const current = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/adhkar`, { token: masjid.token });
    const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/adhkar`, {
      token: masjid.token,
      body: { version: current.json.version, ...body },
    });
    expect(saved.status, saved.text).toBe(200);
  };

  it('its own item shows after the standard ones; an item turned off leaves the sequence', async () => {
    await save({
      items: { istighfar: true, salam: true, tasbih: false, ayatAlKursi: false },
      own: [
        {
          text: 'سُبْحَانَ اللَّهِ وَبِحَمْدِهِ، سُبْحَانَ اللَّهِ الْعَظِيمِ',
          translation: 'Glory be to Allah and His is the praise; glory be to Allah the Almighty.',
        },
      ],
    });
    // Three steps of 100 s each now: istighfar, salam, the own item.
    const page = await openCard(atCard(240));
    expect(await stepOf(page)).toBe('own-1');
    expect(await page.getByTestId('adhkar-progress').textContent()).toBe('3 of 3');
    expect(await page.getByTestId('adhkar-own').getAttribute('lang')).toBe('ar');
    expect(await page.getByTestId('adhkar-translation').textContent()).toContain(
      'Glory be to Allah and His is the praise',
    );
    await expectReadable(page, 'own item');
    await screenshot(page, 'adhkar-en-own-item-1920x1080');
    await page.close();
  });

  it('turned off in the admin app, the card is gone and the dashboard stays; turned on, it is back', async () => {
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    const trigger = admin.getByRole('button', { name: 'After-prayer adhkar', exact: true });
    await trigger.click();
    const section = admin.getByRole('region', { name: 'After-prayer adhkar' });
    // The plan of the card, from the same rule the screen runs.
    await expect
      .poll(() => section.getByTestId('adhkar-plan').textContent())
      .toContain(
        'With 5 after-prayer minutes, the screen shows: Istighfar 100 s · Allahumma anta as-salam… 100 s · Item 1 100 s.',
      );
    await section.getByLabel('Ayat al-Kursi (2:255), with its translation in the screen’s language').check();
    await expect.poll(() => section.getByTestId('adhkar-plan').textContent()).toContain('Ayat al-Kursi 136 s');
    await screenshotBoth(admin, 'adhkar-admin-section');
    // Core's check before sending: an empty item is refused on its field and nothing is saved.
    await section.getByRole('button', { name: 'Add an item' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    const second = section.getByRole('group', { name: 'Item 2' });
    await expect.poll(() => second.getByText('Write a text or remove it').count()).toBe(1);
    expect(
      (await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/adhkar`, { token: masjid.token })).json.own,
    ).toHaveLength(1);
    await section.getByRole('button', { name: 'Remove item 2' }).click();
    await section.getByLabel('Show adhkar after each prayer').uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /After-prayer adhkar/);
    const stored = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/adhkar`, { token: masjid.token });
    expect(stored.json).toMatchObject({ enabled: false, items: { ayatAlKursi: true } });

    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    await page.goto(`${server.url}/${URL_NAME}?at=${atCard(MOMENTS.ayatAlKursi)}`);
    await page.getByTestId('prayer-table').waitFor();
    await expect.poll(() => page.getByTestId('phase').getAttribute('data-adhkar')).toBe('none');
    expect(await page.getByTestId('adhkar-card').count()).toBe(0);
    expect(await page.getByTestId('prayer-table').isVisible()).toBe(true);
    await screenshot(page, 'adhkar-off-1920x1080');
    await page.close();

    await section.getByLabel('Show adhkar after each prayer').check();
    await section.getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /After-prayer adhkar/);
    const back = await openCard(atCard(MOMENTS.ayatAlKursi));
    expect(await stepOf(back)).toBe('ayatAlKursi');
    await back.close();
    await admin.close();
  });
});
