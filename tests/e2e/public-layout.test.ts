/**
 * Phones: no public page may scroll sideways at 360 and 390 px (the narrowest common phones), with a
 * masjid whose content has long names, long words and many rows, nor cut anything off: no element may
 * reach past the screen's edge, even inside a box that hides its overflow (a clipped column of times is
 * as bad as a scrollbar). A failure names the elements that stick out, so it says where to look.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedNow } from '../../core/src/dashboard/zoned-clock.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';
import { richContent, seedMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
const year = new Date().getFullYear();

beforeAll(async () => {
  server = await startServer();
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

/** Elements whose right edge is past the viewport, as `tag.class` (at most five). */
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
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !inScroller(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (${Math.round(element.getBoundingClientRect().right)}px)`);
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
  { name: 'calendar-print', path: `/calendar/layouttest?view=print&type=gregorian&year=${year}&month=1`, ready: '[data-testid="calendar-month"]' },
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
          await page.waitForTimeout(300);
          const sizes = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
          const culprits = await overflowingElements(page);
          if (width === 360) await screenshot(page, `public-${target.name}-360`);
          expect({ page: target.name, width, overflow: Math.max(0, sizes.scroll - sizes.inner), culprits }).toEqual({ page: target.name, width, overflow: 0, culprits: [] });
        } finally {
          await page.close();
        }
      });
    }
  }
});
