/**
 * Small things a volunteer saw (issue 16): the Now/Next tags on a phone, the surah name on a TV, the theme
 * select's text and the announcement date fields. Each is measured, not only looked at.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { signIn } from '../support/admin.js';
import { keepPicture, launchBrowser, PICTURES_TAKEN, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { richContent, seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow('America/Chicago', Date.now()).date;
  masjid = await seedMasjid(server, {
    name: 'Masjid Small Things',
    url: 'smallthings',
    email: 'admin@smallthings.org',
    content: () => richContent(today),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** At 14:00 in Chicago Zuhr is the current prayer and Asr the next: both tags show. */
async function dashboardAt(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const today = zonedNow('America/Chicago', Date.now()).date;
  await page.goto(`${server.url}/smallthings?at=${today}T14:00`);
  await page.locator('[data-prayer] [class]', { hasText: /^Next$/ }).waitFor();
  await settled(page);
  return page;
}

/** How far each Now/Next tag sticks out of its cell or the screen (0 when it is whole). */
function tagOverflow(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-prayer] td:first-child span')]
      .filter((tag) => /^(Now|Next)$/.test(tag.textContent ?? ''))
      .map((tag) => {
        const box = tag.getBoundingClientRect();
        const cell = tag.closest('td')!.getBoundingClientRect();
        const out = Math.max(
          0,
          box.right - cell.right,
          box.bottom - cell.bottom,
          cell.left - box.left,
          box.right - window.innerWidth,
        );
        return { tag: tag.textContent, out: Math.round(out), fits: tag.scrollWidth <= tag.clientWidth + 1 };
      }),
  );
}

it('shows the Now and Next tags whole on phones', async () => {
  for (const width of [360, 390]) {
    const page = await dashboardAt({ width, height: 844 });
    expect(await tagOverflow(page)).toEqual([
      { tag: 'Now', out: 0, fits: true },
      { tag: 'Next', out: 0, fits: true },
    ]);
    if (width === 390) await screenshot(page, 'small-dashboard-tags-390x844');
    await page.close();
  }
});

it('writes the surah name on a TV at least as large as the translation under it', async () => {
  const page = await dashboardAt(VIEWPORTS.tv);
  const sizes = await page.evaluate(() => {
    const block = document.querySelector('[data-testid="quran-reminder"]')!;
    const size = (element: Element | null) => (element ? parseFloat(getComputedStyle(element).fontSize) : 0);
    const paragraphs = [...block.querySelectorAll('p')];
    return {
      sura: size(paragraphs[0] ?? null),
      translation: size(paragraphs.find((p) => !p.lang && p !== paragraphs[0] && p.textContent!.length > 20) ?? null),
    };
  });
  await screenshot(page, 'small-dashboard-tv-1920x1080');
  expect(sizes.sura).toBeGreaterThanOrEqual(sizes.translation);
  expect(sizes.sura).toBeGreaterThanOrEqual(22);
  await page.close();
});

/** Screenshots at the laptop and phone sizes with `target` on screen. */
async function shootAt(page: Page, target: Locator, name: string) {
  if (!PICTURES_TAKEN) return;
  for (const [size, viewport] of [
    ['1366x768', VIEWPORTS.laptop],
    ['390x844', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await settled(page);
    await keepPicture(page, `${name}-${size}`);
  }
}

async function open(page: Page, section: string) {
  const header = page.getByRole('button', { name: section, exact: true });
  await header.waitFor();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

/** Controls whose shown text (the chosen option, a date) is wider than the room inside them: the text is cut. */
function cutControls(page: Page, selector: string) {
  return page.evaluate((query) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLSelectElement | HTMLInputElement>(query)]
      .filter((control) => control.clientWidth > 0)
      .map((control) => {
        const style = getComputedStyle(control);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // A date field shows the longest of its placeholder and its value; a select its chosen option.
        const texts =
          control instanceof HTMLSelectElement
            ? [control.selectedOptions[0]?.text ?? '']
            : [control.value || 'mm/dd/yyyy', '00/00/0000'];
        const needed = Math.max(...texts.map((text) => canvas.measureText(text).width));
        // Room inside the padding, less the arrow of a select or the calendar button of a date field.
        const room =
          control.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          (control instanceof HTMLSelectElement ? 24 : 28);
        return {
          label: control.labels?.[0]?.textContent ?? control.name,
          needed: Math.ceil(needed),
          room: Math.floor(room),
        };
      })
      .filter((entry) => entry.needed > entry.room);
  }, selector);
}

it('shows the whole text of the theme select and of the announcement date fields', async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
  await signIn(page, server, masjid.email, masjid.password);
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await open(page, 'Customization');
  const theme = page.getByLabel('Dashboard theme');
  await theme.waitFor();
  await open(page, 'Announcements');
  await page.getByLabel('Start date').first().waitFor();
  for (const viewport of [VIEWPORTS.laptop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await settled(page);
    expect({ viewport, cut: await cutControls(page, 'select') }).toEqual({ viewport, cut: [] });
    expect({ viewport, cut: await cutControls(page, 'input[type="date"]') }).toEqual({ viewport, cut: [] });
    // A date and its calendar button with room to spare (they were 150 px, full to the edge).
    const dateWidths = await page
      .locator('input[type="date"]:visible')
      .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().width)));
    expect(dateWidths.length).toBeGreaterThan(0);
    expect({ viewport, narrow: dateWidths.filter((width) => width < 176) }).toEqual({ viewport, narrow: [] });
  }
  await shootAt(page, theme, 'small-theme-select');
  await shootAt(page, page.getByLabel('Start date').first(), 'small-announcement-dates');
  await page.close();
});
