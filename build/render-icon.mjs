#!/usr/bin/env node
// Renders build/icon.svg to build/icon.png (1024x1024) with Debian's Chromium. electron-builder makes the
// Windows .ico, macOS .icns and Linux sizes from that one PNG. Run after changing the SVG:
//   node build/render-icon.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const svg = fs.readFileSync(path.join(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: path.join(here, 'icon.png'), omitBackground: true });
} finally {
  await browser.close();
}
