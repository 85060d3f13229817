/**
 * Writes the installable page's icons (docs/outside-the-hall.md) from the app's own mark,
 * admin-web/public/favicon.svg, drawn by Debian's Chromium: 192 and 512 px, and a 512 px "maskable" one
 * whose mark sits inside the safe circle launchers crop to. Run after changing the mark:
 * `npx tsx scripts/generate-pwa-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'admin-web/public/favicon.svg'), 'utf8');
const out = path.join(root, 'admin-web/public/pwa');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { name, size, maskable } of [
    { name: 'icon-192.png', size: 192, maskable: false },
    { name: 'icon-512.png', size: 512, maskable: false },
    { name: 'icon-maskable-512.png', size: 512, maskable: true },
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // Maskable: a full-bleed background with the mark at 70% (inside the 80% safe zone).
    const mark = maskable ? 0.7 * size : size;
    const html = `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#0f5132' : 'transparent'}">
      <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${mark}" height="${mark}"></body></html>`;
    await page.setContent(html);
    await page.screenshot({ path: path.join(out, name), omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
