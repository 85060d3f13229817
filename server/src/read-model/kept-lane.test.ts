import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveChicagoTimetable, saveOneFund } from '../testing/chicago-masjid.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { withKeptLane } from './kept-lane.js';

/**
 * The kept lane (docs/read-model.md): a repeated anonymous GET is written from Node's request without the
 * app, and gets what the app would have sent. The server here counts what reaches the app.
 */
const NOW = '2026-05-15T04:30:00Z';
let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
let server: ServerType;
let base: string;
let appCalls = 0;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-lane-'));

/** Headers that differ between any two answers (the moment, the request's own id). */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  byApp: boolean;
  /** Each header line's name as sent, in lower case (a name sent twice shows twice). */
  sentNames: string[];
}

function withoutPerRequest(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));
}

/** The app's own answer for the same request, in process (no lane). */
async function fromApp(urlPath: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(urlPath, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  return {
    status: res.status,
    headers: withoutPerRequest(Object.fromEntries(res.headers)),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** A request over HTTP as a browser sends it, read without decoding (fetch would decompress the body). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const before = appCalls;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${urlPath}`,
      { method, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string>,
            bytes: Buffer.concat(chunks),
            byApp: appCalls > before,
            sentNames: res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'web'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'widgets/rod-widget'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'web/index.html'), `<!doctype html><html><title>Minaret</title>${' '.repeat(400)}`);
  fs.writeFileSync(
    path.join(dist, 'widgets/rod-widget/index.html'),
    `<!doctype html><title>Reminder</title>${' '.repeat(400)}`,
  );
  t = await createTestContext({
    now: NOW,
    // A v1 limit this file's one address uses up (docs/public-api.md, "Rate limit").
    config: {
      webDistDir: path.join(dist, 'web'),
      widgetsDistDir: path.join(dist, 'widgets'),
      publicApiReadsPerMinute: 30,
    },
  });
  masjid = await t.registerMasjid('Masjid Lane', { url: 'lane', active: true });
  await giveChicagoTimetable(t, masjid.companyId);
  await saveOneFund(t, masjid, 'Roof');
  server = serve({
    fetch: (request, env) => {
      appCalls += 1;
      return t.app.fetch(request, env);
    },
    port: 0,
    hostname: '127.0.0.1',
    createServer: withKeptLane(t.keptLane),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the kept lane', () => {
  it('answers a public read the app has kept without the app, with the app’s own status, headers and body', async () => {
    const urlPath = `/api/companies/url/${masjid.url}/central-control`;
    expect((await get(urlPath)).byApp).toBe(true);
    const byApp = await fromApp(urlPath);
    const lane = await get(urlPath);
    expect(lane.byApp).toBe(false);
    expect(lane.status).toBe(200);
    expect(lane.headers['content-encoding']).toBe('br');
    expect(withoutPerRequest(lane.headers)).toEqual(byApp.headers);
    expect(lane.bytes.equals(byApp.bytes)).toBe(true);
    expect(lane.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    // A proxy's request id is kept, as the app keeps it.
    expect((await get(urlPath, { 'x-request-id': 'edge-42' })).headers['x-request-id']).toBe('edge-42');

    const etag = lane.headers.etag!;
    const notModified = await get(urlPath, { 'if-none-match': etag });
    expect(notModified.byApp).toBe(false);
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    expect(withoutPerRequest(notModified.headers)).toEqual((await fromApp(urlPath, { 'if-none-match': etag })).headers);
  });

  it('leaves signed-in reads, HEAD and unknown parameters to the app', async () => {
    const urlPath = `/api/companies/url/${masjid.url}/central-control`;
    await get(urlPath);
    const signedIn = await get(urlPath, { authorization: `Bearer ${masjid.token}` });
    expect(signedIn.byApp).toBe(true);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const head = await get(urlPath, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.byApp).toBe(true);
    expect((await get(`${urlPath}?x=1`)).byApp).toBe(true);
    expect((await get(`${urlPath}?x=1`)).byApp).toBe(true);
  });

  it('sends a save on the very next read, and goes back to the app when the minute turns', async () => {
    const urlPath = `/api/dashboard/${masjid.url}?days=2`;
    await get(urlPath);
    const kept = await get(urlPath);
    expect(kept.byApp).toBe(false);
    await saveOneFund(t, masjid, 'Windows');
    const after = await get(urlPath, { 'accept-encoding': 'identity' });
    expect(after.byApp).toBe(true);
    expect(JSON.parse(after.bytes.toString()).centralControl.funds[0].name).toBe('Windows');
    expect((await get(urlPath)).byApp).toBe(false);

    // 04:31 UTC: the key (the masjid's date, the UTC hour) is the same, but the lane asks the app again.
    t.clock.set('2026-05-15T04:31:05Z');
    expect((await get(urlPath)).byApp).toBe(true);
    const stamped = await get(urlPath, { 'accept-encoding': 'identity' });
    expect(stamped.byApp).toBe(false);
    expect(JSON.parse(stamped.bytes.toString()).serverTime).toBe('2026-05-15T04:31:05.000Z');
    t.clock.set(NOW);
  });

  it("sends the v1 API's kept answers with its CORS headers, and counts them in the app's rate limit", async () => {
    // The rate limit differs by address: the lane's reads come from 127.0.0.1, the in-process app's from none.
    const counted = (headers: Record<string, string>) => {
      const rest = { ...headers };
      for (const name of ['ratelimit-remaining', 'ratelimit-reset']) delete rest[name];
      return rest;
    };
    let remaining: number | null = null;
    for (const urlPath of [
      `/api/v1/masjids/${masjid.url}/days?days=3`,
      `/api/v1/masjids/${masjid.url}/next`,
      '/api/v1/masjids',
    ]) {
      const first = await get(urlPath, { origin: 'https://home.example' });
      expect(first.byApp).toBe(true);
      const lane = await get(urlPath, { origin: 'https://home.example' });
      expect(lane.byApp).toBe(false);
      expect(lane.status).toBe(200);
      expect(lane.headers['access-control-allow-origin']).toBe('*');
      const app = await fromApp(urlPath, { origin: 'https://home.example' });
      expect(lane.bytes.equals(app.bytes)).toBe(true);
      expect(counted(withoutPerRequest(lane.headers))).toEqual(counted(app.headers));
      // Every header once, as the app sends it.
      expect(lane.sentNames.toSorted()).toEqual(Object.keys(lane.headers).toSorted());
      // One count per answer, whichever of the app and the lane sent it.
      const [byApp, byLane] = [first, lane].map((res) => Number(res.headers['ratelimit-remaining']));
      if (remaining !== null) expect(byApp).toBe(remaining - 1);
      expect(byLane).toBe(byApp! - 1);
      remaining = byLane!;
      expect(Number(lane.headers['ratelimit-reset'])).toBeGreaterThan(0);
      const notModified = await get(urlPath, { 'if-none-match': lane.headers.etag! });
      expect(notModified.byApp).toBe(false);
      expect(notModified.status).toBe(304);
      expect(notModified.headers['access-control-allow-origin']).toBe('*');
      expect(notModified.sentNames.toSorted()).toEqual(Object.keys(notModified.headers).toSorted());
      expect(withoutPerRequest(notModified.headers)).toMatchObject(
        counted(withoutPerRequest((await fromApp(urlPath, { 'if-none-match': lane.headers.etag! })).headers)),
      );
      expect(Number(notModified.headers['ratelimit-remaining'])).toBe(remaining - 1);
      remaining -= 1;
    }
    // Once the address has used its minute, the lane leaves it to the app, which refuses it.
    const urlPath = `/api/v1/masjids/${masjid.url}/next`;
    for (let left = remaining!; left > 0; left--) expect((await get(urlPath)).byApp).toBe(false);
    const refused = await get(urlPath);
    expect(refused.byApp).toBe(true);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the built pages the web routes answered from memory, each language its own line', async () => {
    for (const urlPath of [
      '/static/rod-widget/index.html',
      '/static/rod-widget/index.html?lang=ar',
      `/${masjid.url}`,
    ]) {
      expect((await get(urlPath)).byApp, urlPath).toBe(true);
      const byApp = await fromApp(urlPath);
      const lane = await get(urlPath);
      expect(lane.byApp, urlPath).toBe(false);
      expect(withoutPerRequest(lane.headers), urlPath).toEqual(byApp.headers);
      expect(lane.bytes.equals(byApp.bytes), urlPath).toBe(true);
    }
    const arabic = await get('/static/rod-widget/index.html?lang=ar', { 'accept-encoding': 'identity' });
    expect(arabic.bytes.toString()).toContain('<html lang="ar" dir="rtl">');
    // An admin page refuses to be framed; the masjid's dashboard page may be embedded.
    const admin = await get('/auth/admin');
    expect((await get('/auth/admin')).byApp).toBe(false);
    expect(admin.headers['x-frame-options']).toBe('DENY');
    expect((await get(`/${masjid.url}`)).headers['x-frame-options']).toBeUndefined();
  });

  it('sends a request to the app when the lane fails, and the process lives on', async () => {
    const failing = serve({
      fetch: (request, env) => t.app.fetch(request, env),
      port: 0,
      hostname: '127.0.0.1',
      createServer: withKeptLane(() => {
        throw new Error('a fault in the lane');
      }),
    });
    await new Promise<void>((resolve) => failing.once('listening', () => resolve()));
    try {
      const port = (failing.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/companies/url/${masjid.url}/central-control`);
      expect(res.status).toBe(200);
      expect((await res.json()).funds[0].name).toBeDefined();
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
