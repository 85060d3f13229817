/**
 * A client written from the API document alone (docs/public-api.md): openapi-typescript turns the served
 * /api/openapi.json into types, a small openapi-fetch client of every v1 route is type-checked against
 * them (so the document really describes each field), then run against the server listening on a free
 * port of 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { SAVE_OCCASIONS } from '@core/http/contract/occasions.js';
import { V1_NEXT } from '@core/http/contract/public-v1.js';

let t: TestContext;
let server: ServerType;
let baseUrl: string;
let folder: string;

// Inside the repository's node_modules, so the generated client finds openapi-fetch as any project would.
const CACHE = path.resolve('node_modules/.cache');

/** The client a developer would write with the generated types: every v1 route, with the fields it reads. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './v1-schema.js';

export async function readEveryRoute(baseUrl: string, masjid: string) {
  const client = createClient<paths>({ baseUrl });
  const list = await client.GET('/api/v1/masjids');
  const days = await client.GET('/api/v1/masjids/{masjid}/days', {
    params: { path: { masjid }, query: { from: '2026-03-05', days: 2 } },
  });
  const next = await client.GET('/api/v1/masjids/{masjid}/next', { params: { path: { masjid } } });
  const latitude: number | null | undefined = list.data?.masjids[0]?.latitude;
  const friday = days.data?.days[1];
  const khateeb: string | null | undefined = friday?.jumuah?.sessions[0]?.khateeb;
  const fajrIqama: string | undefined = friday?.prayers.fajr.iqama?.at;
  const eid: 'fitr' | 'adha' | null | undefined = friday?.eid;
  const nextIqama: string | undefined = next.data?.nextIqama?.at;
  const prayer: 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha' | undefined = next.data?.next?.prayer;
  const ramadan: boolean | undefined = next.data?.ramadan;
  // @ts-expect-error The document has no such field, so the generated types refuse it.
  const unknown = next.data?.nextIqama?.when;
  return {
    statuses: [list.response.status, days.response.status, next.response.status],
    read: { latitude, khateeb, fajrIqama, eid, nextIqama, prayer, ramadan, unknown },
    bodies: { list: list.data, days: days.data, next: next.data },
  };
}
`;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-03-05T15:00:00Z' });
  const masjid = await t.registerMasjid('Masjid Generated Client', { url: 'clientmasjid', active: true });
  const created = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
    { token: masjid.token },
  );
  expect(created.status, created.text).toBe(200);
  const occasions = await t.call(
    SAVE_OCCASIONS,
    {
      params: { companyId: masjid.companyId },
      body: {
        version: 0,
        jumuahSessions: [{ khutbah: '12:30', salah: '13:00', language: 'English' }],
        eidPrayers: [],
        ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
      },
    },
    { token: masjid.token },
  );
  expect(occasions.status, occasions.text).toBe(200);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  mkdirSync(CACHE, { recursive: true });
  folder = mkdtempSync(path.join(CACHE, 'v1-client-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a client generated from /api/openapi.json', () => {
  it('type-checks against the generated types and reads every v1 route from the running server', async () => {
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
    const types = astToString(await openapiTS(document));
    expect(types).toContain('"/api/v1/masjids/{masjid}/next"');
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(folder, 'v1-schema.ts'), types);
    const clientFile = path.join(folder, 'client.ts');
    writeFileSync(clientFile, CLIENT);
    expect(typeErrors(clientFile)).toEqual([]);

    // A misread field is a type error: the types describe the answers, not just "an object".
    const wrongFile = path.join(folder, 'wrong.ts');
    writeFileSync(wrongFile, CLIENT.replace('const ramadan: boolean | undefined', 'const ramadan: string | undefined'));
    expect(typeErrors(wrongFile).join('\n')).toMatch(/boolean/);

    const runnable = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const runnableFile = path.join(folder, 'client.mjs');
    writeFileSync(runnableFile, runnable);
    const client = (await import(/* @vite-ignore */ pathToFileURL(runnableFile).href)) as {
      readEveryRoute(baseUrl: string, masjid: string): Promise<Record<string, any>>;
    };
    const result = await client.readEveryRoute(baseUrl, 'clientmasjid');
    expect(result.statuses).toEqual([200, 200, 200]);
    // What the client read is what the server answered (checked against the contract by the route tests).
    const direct = await t.call(V1_NEXT, { params: { masjid: 'clientmasjid' } });
    expect(result.bodies.next).toEqual(direct.json);
    expect(result.read).toMatchObject({
      khateeb: null,
      eid: null,
      nextIqama: direct.json.nextIqama!.at,
      prayer: 'dhuhr',
      ramadan: true,
      unknown: undefined,
    });
    expect(result.bodies.days.days.map((day: { date: string }) => day.date)).toEqual(['2026-03-05', '2026-03-06']);
    expect(result.bodies.days.days[1].jumuah.sessions[0].language).toBe('English');
    expect(result.read.fajrIqama).toMatch(/^2026-03-06T\d{2}:\d{2}:00-05:00$/);
    expect(result.bodies.list.masjids.map((masjid: { url: string }) => masjid.url)).toContain('clientmasjid');
  });
});
