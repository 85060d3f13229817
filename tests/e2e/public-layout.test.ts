/**
 * Phones: no public page may scroll sideways at 360 and 390 px (the narrowest common phones), with a
 * masjid whose content has long names, long words and many rows, nor cut anything off: no element may
 * reach past the screen's edge, even inside a box that hides its overflow (a clipped column of times is
 * as bad as a scrollbar). A failure names the elements that stick out, so it says where to look.
 * The same holds in every language (docs/languages.md) on a TV and a phone, on either edge for the
 * right-to-left ones.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { SOURCE_CATALOGS } from '@core/i18n/build/source-catalogs.js';
import { LANGUAGES } from '@core/i18n/languages.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { richContent, seedMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
const year = new Date().getFullYear();

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow('America/Chicago', Date.now()).date;
  await seedMasjid(server, {
    name: 'Masjid Al-Mustaqeem Islamic Centre of Springfield',
    url: 'layouttest',
    email: 'admin@layouttest.org',
    content: () => richContent(today),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Elements past the viewport's right edge (or its left one, for a right-to-left page), as `tag.class` (at most five). */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls sideways on purpose (a wide table in a scroller), sticking out is fine.
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Past the left edge but partly on screen: cut off (a skip link parked far off screen is hidden on purpose).
        return (box.right > width + 1 || (box.left < -1 && box.right > 0)) && !inScroller(element);
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (${Math.round(element.getBoundingClientRect().right)}px)`,
      );
  });
}

const PAGES: Array<{ name: string; path: string; ready: string; prepare?: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/', ready: 'main' },
  { name: 'dashboard', path: '/layouttest', ready: '[data-testid="prayer-table"]' },
  {
    name: 'calendar',
    path: '/calendar/layouttest',
    ready: '[data-testid="calendar-month"]',
    prepare: (page) => page.getByRole('button', { name: 'Search' }).click(),
  },
  {
    name: 'calendar-print',
    path: `/calendar/layouttest?view=print&type=gregorian&year=${year}&month=1`,
    ready: '[data-testid="calendar-month"]',
  },
  { name: 'expense-frame', path: '/expense/layouttest', ready: '[data-testid="expense-sheet"]' },
];

describe('public pages on phones', () => {
  for (const width of [360, 390]) {
    for (const target of PAGES) {
      it(`${target.name} does not scroll sideways at ${width} px`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        try {
          await page.goto(`${server.url}${target.path}`);
          await target.prepare?.(page);
          await page.locator(target.ready).first().waitFor({ timeout: 20_000 });
          await settled(page);
          const sizes = await page.evaluate(() => ({
            scroll: document.scrollingElement!.scrollWidth,
            inner: window.innerWidth,
          }));
          const culprits = await overflowingElements(page);
          if (width === 360) await screenshot(page, `public-${target.name}-360`);
          expect({ page: target.name, width, overflow: Math.max(0, sizes.scroll - sizes.inner), culprits }).toEqual({
            page: target.name,
            width,
            overflow: 0,
            culprits: [],
          });
        } finally {
          await page.close();
        }
      });
    }
  }
});

/** The public pages and a widget, each with `?lang=`, ready when the page's own words show. */
const LANGUAGE_PAGES: Array<{ name: string; path: string; ready: (language: (typeof LANGUAGES)[number]) => string }> = [
  { name: 'dashboard', path: '/layouttest', ready: () => '[data-testid="prayer-table"]' },
  { name: 'calendar', path: '/calendar/layouttest', ready: () => '[data-testid="calendar-month"]' },
  {
    name: 'calendar-print',
    path: `/calendar/layouttest?view=print&type=gregorian&year=${year}&month=1`,
    ready: () => '[data-testid="calendar-month"]',
  },
  { name: 'expense-frame', path: '/expense/layouttest', ready: () => '[data-testid="expense-sheet"]' },
  {
    name: 'dashboard-widget',
    path: '/static/dashboard-widget/index.html?companyUrl=layouttest',
    ready: () => '[data-testid="widget-date"]',
  },
];

/** A heading only the page's language writes: the page has switched to it. */
const HEADING: Record<string, (language: (typeof LANGUAGES)[number]) => string> = {
  calendar: (language) => SOURCE_CATALOGS[language].public['calendar.title']!,
  'calendar-print': (language) => SOURCE_CATALOGS[language].public['calendar.title']!,
};

describe('public pages in every language', () => {
  for (const [size, viewport] of [
    ['1920x1080', VIEWPORTS.tv],
    ['390x844', VIEWPORTS.phone],
  ] as const) {
    it(`fit the screen at ${size} in ${LANGUAGES.join(', ')}`, async () => {
      // One browser page for all of them: this test is about layout, not about loading.
      const page = await browser.newPage({ viewport });
      const problems: unknown[] = [];
      try {
        for (const language of LANGUAGES) {
          for (const target of LANGUAGE_PAGES) {
            await page.goto(`${server.url}${target.path}${target.path.includes('?') ? '&' : '?'}lang=${language}`);
            await page.locator(target.ready(language)).first().waitFor({ timeout: 20_000 });
            const heading = HEADING[target.name]?.(language);
            if (heading) await page.locator('h1', { hasText: heading }).waitFor({ timeout: 20_000 });
            await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
            await settled(page);
            const sizes = await page.evaluate(() => ({
              scroll: document.scrollingElement!.scrollWidth,
              inner: window.innerWidth,
            }));
            const culprits = await overflowingElements(page);
            if (sizes.scroll > sizes.inner || culprits.length)
              problems.push({ page: target.name, language, overflow: sizes.scroll - sizes.inner, culprits });
            if (language === 'ar' || language === 'ur' || (language === 'bn' && target.name === 'dashboard'))
              await screenshot(page, `language-${language}-${target.name}-${size}`);
          }
        }
      } finally {
        await page.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
