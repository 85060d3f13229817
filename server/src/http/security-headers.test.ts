import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { isEmbeddable } from './security-headers.js';
import { HEALTH } from '@core/http/contract/server-status.js';

let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-headers-'));
  fs.mkdirSync(path.join(dist, 'web'));
  fs.writeFileSync(path.join(dist, 'web', 'index.html'), '<!doctype html><title>Minaret</title>');
  fs.writeFileSync(path.join(dist, 'web', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(dist, 'widgets', 'prayer-time-widget'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'widgets', 'prayer-time-widget', 'index.html'),
    '<!doctype html><title>widget</title>',
  );
  t = await createTestContext({
    config: {
      webDistDir: path.join(dist, 'web'),
      widgetsDistDir: path.join(dist, 'widgets'),
      publicUrl: 'https://minaret.example.org',
      hstsMaxAge: 15552000,
    },
  });
  // Masjid pages answer 404 for an address no masjid holds, so the pages below need a real one.
  await t.registerMasjid('Masjid Noor', { url: 'masjidnoor', active: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The same headers over pages of the web app and API addresses in turn: pages no endpoint declares. */
const PAGES = 'pages of the web app and API addresses, walked in turn';

describe('security headers', () => {
  it('tells the browser what no page may use, on pages, widgets and API answers alike', async () => {
    for (const target of ['/', '/auth/admin', '/prayer-time-widget/', '/api/health']) {
      const policy = (await t.raw(PAGES, 'GET', target)).headers.get('permissions-policy') ?? '';
      expect(policy, target).toContain('camera=()');
      expect(policy, target).toContain('microphone=()');
      expect(policy, target).toContain('geolocation=(self)');
    }
  });

  it('gives admin pages a Content-Security-Policy without inline script, and refuses framing', async () => {
    for (const page of ['/', '/auth/admin', '/auth/company/user/password/update', '/privacy-policy', '/examples']) {
      const res = await t.raw(PAGES, 'GET', page);
      expect(res.status, page).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, page).toContain("script-src 'self'");
      expect(csp, page).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, page).toContain("frame-ancestors 'none'");
      expect(csp, page).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options'), page).toBe('DENY');
    }
  });

  it('keeps the page policy on a 304, which browsers merge into the page they kept', async () => {
    for (const page of ['/', '/masjidnoor', '/static/prayer-time-widget/']) {
      const first = await t.raw(PAGES, 'GET', page);
      const etag = first.headers.get('etag');
      expect(etag, page).toBeTruthy();
      const again = await t.raw(PAGES, 'GET', page, { headers: { 'if-none-match': etag! } });
      expect(again.status, page).toBe(304);
      expect(again.headers.get('content-security-policy'), page).toBe(first.headers.get('content-security-policy'));
    }
  });

  it('lets any site frame the dashboard, calendar, expenses frame and widgets, still without inline script', async () => {
    for (const page of [
      '/masjidnoor',
      '/calendar/masjidnoor',
      '/expense/masjidnoor',
      '/v2/masjidnoor',
      '/static/prayer-time-widget/',
    ]) {
      const res = await t.raw(PAGES, 'GET', page);
      expect(res.status, page).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, page).toContain('frame-ancestors *');
      expect(csp, page).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), page).toBeNull();
    }
  });

  it('sends nosniff, a referrer policy and, with an https public address, HSTS on every answer', async () => {
    for (const page of ['/', '/api/health', '/api/nothing-here', '/masjidnoor']) {
      const res = await t.raw(PAGES, 'GET', page);
      expect(res.headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), page).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), page).toBe('max-age=15552000; includeSubDomains');
    }
    const api = await t.call(HEALTH, {});
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("lets the installable page's service worker fetch from this origin only", async () => {
    // A worker's requests follow its script's policy: 'none' would stop it keeping the page's files.
    const worker = await t.raw('the service worker script, a file no endpoint declares', 'GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives a revalidated page (304) the page policy again, which browsers merge into the page they kept', async () => {
    const first = await t.raw('a page of the web app, which no endpoint declares', 'GET', '/masjidnoor');
    const again = await t.app.request('/masjidnoor', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends no HSTS when the public address is plain http', async () => {
    const plain = await createTestContext();
    try {
      expect((await plain.call(HEALTH, {})).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('tells embeddable pages from admin pages by path', () => {
    expect(isEmbeddable('/masjidnoor')).toBe(true);
    expect(isEmbeddable('/masjidnoor/')).toBe(true);
    expect(isEmbeddable('/static/embed.js')).toBe(true);
    expect(isEmbeddable('/')).toBe(false);
    expect(isEmbeddable('/auth')).toBe(false);
    expect(isEmbeddable('/auth/admin')).toBe(false);
    expect(isEmbeddable('/forbidden')).toBe(false);
    expect(isEmbeddable('/api/health')).toBe(false);
  });
});
