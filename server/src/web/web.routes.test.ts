import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webRoutes } from './web.routes.js';

let dir: string;
let app: ReturnType<typeof webRoutes>;
const script = `console.log(${JSON.stringify('minaret '.repeat(200))});`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'web/index.html',
    `<!doctype html><title>Minaret</title>${'<!-- padding -->'.repeat(30)}<script src="/assets/app-abc123.js"></script>`,
  );
  write('web/assets/app-abc123.js', script);
  write('web/assets/app-abc123.js.map', '{"version":3}');
  write('widgets/rod-widget/index.html', `<!doctype html><title>Reminder</title>${' '.repeat(400)}`);
  app = webRoutes({ webDistDir: path.join(dir, 'web'), widgetsDistDir: path.join(dir, 'widgets') });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('serves hashed assets from memory, compressed once, immutable for a year, with an ETag and 304', async () => {
  const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBeLessThan(script.length / 4);
  expect(zlib.brotliDecompressSync(bytes).toString()).toBe(script);
  const etag = res.headers.get('etag')!;
  const again = await app.request('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  const plain = await app.request('/assets/app-abc123.js');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(script);
});

it('answers index.html for client-side routes, revalidated on every load, and 404 for a missing asset', async () => {
  const page = await app.request('/calendar/some-masjid', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(zlib.gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>Minaret</title>');
  const revalidated = await app.request('/', { headers: { 'if-none-match': page.headers.get('etag')! } });
  expect(revalidated.status).toBe(304);
  expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  expect((await app.request('/api/nothing-here')).status).toBe(404);
});

it('answers a path that is none of the app pages with its not-found page and a 404, not a soft 200', async () => {
  for (const unknown of ['/.well-known/security.txt', '/auth/nothing-here', '/some-masjid/extra', '/wp-login.php']) {
    const res = await app.request(unknown);
    expect(res.status, unknown).toBe(404);
    expect(res.headers.get('cache-control'), unknown).toBe('no-store');
    // The app shell: its router shows the not-found page in the reader's language.
    expect(await res.text(), unknown).toContain('<title>Minaret</title>');
  }
  for (const page of ['/', '/auth/admin', '/some-masjid', '/some-masjid/', '/v2/some-masjid'])
    expect((await app.request(page)).status, page).toBe(200);
});

it('serves widgets by directory from memory, source maps from disk, and never a file outside the build', async () => {
  const widget = await app.request('/static/rod-widget/');
  expect(widget.status).toBe(200);
  expect(await widget.text()).toContain('<title>Reminder</title>');
  expect(widget.headers.get('etag')).toMatch(/^W\//);
  const map = await app.request('/assets/app-abc123.js.map');
  expect(await map.text()).toBe('{"version":3}');
  // The URL resolves `%2e%2e` itself: what comes back is the web app's page, never the file by another path.
  expect(await (await app.request('/static/%2e%2e/web/assets/app-abc123.js')).text()).not.toBe(script);
  expect((await app.request('/static/rod-widget/%2e%2e%2f..%2fweb/index.html')).status).toBe(404);
});

it('answers ?lang= with <html lang dir> already in the page: right-to-left for Arabic and Urdu, an unknown language ignored', async () => {
  const arabic = await (await app.request('/some-masjid?lang=ar')).text();
  expect(arabic).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><title>Minaret<\/title>/);
  expect(await (await app.request('/calendar/some-masjid?lang=ur-PK')).text()).toContain('<html lang="ur" dir="rtl">');
  expect(await (await app.request('/some-masjid?lang=FR')).text()).toContain('<html lang="fr" dir="ltr">');
  const widget = await (await app.request('/static/rod-widget/?lang=ar')).text();
  expect(widget).toContain('<html lang="ar" dir="rtl">');
  for (const lang of ['xx', '', '<script>']) {
    expect(await (await app.request(`/some-masjid?lang=${encodeURIComponent(lang)}`)).text()).not.toContain('<html');
  }
  const first = await app.request('/some-masjid?lang=ar');
  const again = await app.request('/some-masjid?lang=ar', { headers: { 'if-none-match': first.headers.get('etag')! } });
  expect(again.status).toBe(304);
  expect(first.headers.get('etag')).not.toBe((await app.request('/some-masjid')).headers.get('etag'));
});

it("answers a page naming an address no masjid has with the not-found page and a 404, and the others' pages with 200", async () => {
  const known = new Set(['some-masjid', 'masjid al-noor']);
  const withMasjids = webRoutes(
    { webDistDir: path.join(dir, 'web'), widgetsDistDir: path.join(dir, 'widgets') },
    undefined,
    async (url) => known.has(url),
  );
  for (const unknown of ['/nope', '/nope/', '/calendar/nope', '/expense/nope', '/v2/nope', '/following/nope/home']) {
    const res = await withMasjids.request(unknown);
    expect(res.status, unknown).toBe(404);
    expect(res.headers.get('cache-control'), unknown).toBe('no-store');
    expect(await res.text(), unknown).toContain('<title>Minaret</title>');
  }
  for (const page of [
    '/some-masjid',
    '/calendar/some-masjid',
    '/masjid%20al-noor',
    '/near-me',
    '/following',
    '/screen',
    '/',
  ])
    expect((await withMasjids.request(page)).status, page).toBe(200);
  // The database away: the page loads, and says itself what it cannot show.
  const failing = webRoutes(
    { webDistDir: path.join(dir, 'web'), widgetsDistDir: path.join(dir, 'widgets') },
    undefined,
    () => Promise.reject(new Error('database away')),
  );
  expect((await failing.request('/some-masjid')).status).toBe(200);
});
