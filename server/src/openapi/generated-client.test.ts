/**
 * A client that knows only /api/openapi.json (docs/api.md, "Answers"): openapi-typescript turns the served
 * document into types, and the real answer of every GET route, written as a TypeScript literal, must
 * type-check as that route's 200 answer. A literal is checked field by field (a missing field, a wrong type
 * or a field the document does not name is an error), so the document describes what the server answers.
 * The v1 client that also runs against a listening server is server/src/public-v1/generated-client.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import type { AnyEndpoint } from '@core/http/contract/endpoint.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_COUNCIL, PUBLISH_COUNCIL_TIMETABLE } from '@core/http/contract/councils.js';
import { IMPORT_HADITHS } from '@core/http/contract/hadith.js';
import { INVITE_USER, CREATE_USER } from '@core/http/contract/users.js';
import { START_PAIRING, CLAIM_SCREEN } from '@core/http/contract/screens.js';
import { OPENAPI_DOCUMENT } from '@core/http/contract/server-status.js';

type Masjid = Awaited<ReturnType<TestContext['registerMasjid']>>;

let t: TestContext;
let own: Masjid;
let superToken: string;
let folder: string;
/** The values the GET paths name, by parameter (and by 'route :parameter' where `id` means a masjid or a user). */
let values: Record<string, string>;

/** GET routes this test does not read, and why. */
const NOT_READ: Record<string, string> = {
  'GET /api/companies/:companyId/screens/:screenId/screenshot':
    'an image: its bytes are no JSON literal (core answers.test.ts lists it without an answer schema)',
  'GET /api/sound-files/:file': 'a recording: audio bytes, as the screenshot',
  'GET /api/poster-files/:file': 'a poster: image bytes, as the screenshot',
  'GET /api/video-files/:file': 'a video: its bytes, whole or in ranges, as the screenshot',
  'GET /api/companies/url/:companyUrl/events': 'an event stream that stays open',
};

// Inside the repository's node_modules, as in the v1 client's test.
const CACHE = path.resolve('node_modules/.cache');

const mailLink = (to: string) => new URL([...t.mailer.sent].reverse().find((mail) => mail.to === to)!.link!);

beforeAll(async () => {
  t = await createTestContext({ now: '2026-03-05T15:00:00Z' });
  own = await t.registerMasjid('Masjid Every Read', { url: 'everyread', active: true });
  superToken = await t.superToken();
  await t.createNewYorkTimetable(own);
  const put = async (url: string, body: unknown) => {
    const res = await t.raw('the set-up saves, by address', 'PUT', url, { token: own.token, body });
    expect(res.status, `${url} ${res.text}`).toBe(200);
  };
  await put(`/api/companies/${own.companyId}/occasions`, {
    version: 0,
    jumuahSessions: [{ khutbah: '12:30', salah: '13:00', language: 'English' }],
    eidPrayers: [],
    ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
  });
  await put(`/api/auth/companies/${own.companyId}/urgent-message`, {
    text: 'The car park is closed today.',
    endsAt: '2026-03-05T20:00:00Z',
  });
  await put(`/api/companies/${own.companyId}/month-declarations`, {
    hijriYear: 1447,
    hijriMonth: 10,
    decision: 'not-sighted',
  });
  const council = await t.call(
    CREATE_COUNCIL,
    { body: { name: 'Every Read Council', adminEmails: [own.email] } },
    { token: superToken },
  );
  expect(council.status, council.text).toBe(200);
  // A published timetable, so its read answers 200 (docs/jumuah-eid-ramadan.md, "The council's timetable").
  const timetable = await t.call(
    PUBLISH_COUNCIL_TIMETABLE,
    {
      params: { councilId: council.json.target!.id },
      body: {
        location: 'New York, NY',
        geoCode: { latitude: 40.7128, longitude: -74.006, timezoneId: 'America/New_York' },
        calculationMethod: 3,
        asrJuristicMethod: 0,
      },
    },
    { token: superToken },
  );
  expect(timetable.status, timetable.text).toBe(200);
  await put(`/api/companies/${own.companyId}/council`, { councilId: council.json.target!.id });

  // A hadith collection, so the hadith of the day has one to answer with (docs/hadith-import.md).
  const hadiths = await t.call(
    IMPORT_HADITHS,
    {
      body: {
        format: 'csv',
        fileName: 'sample.csv',
        content: [
          'text,reference,arabic,source,licence',
          ...[1, 2, 3].map((i) => `Sample ${i},Ref ${i},,Test source,CC0-1.0`),
        ].join('\n'),
      },
    },
    { token: superToken },
  );
  expect(hadiths.status, hadiths.text).toBe(200);

  const invited = await t.call(
    INVITE_USER,
    {
      params: { companyId: own.companyId },
      body: { firstName: 'Bilal', lastName: 'Ahmed', email: 'bilal@everyread.org', roles: ['ADMIN'] },
    },
    { token: own.token },
  );
  expect(invited.status, invited.text).toBe(200);
  const member = await t.call(
    CREATE_USER,
    {
      params: { companyId: own.companyId },
      body: { firstName: 'New', lastName: 'Member', email: 'member@everyread.org', password: 'long-enough-1' },
    },
    { token: own.token },
  );
  expect(member.status, member.text).toBe(200);
  const verification = mailLink('member@everyread.org');

  const pairing = (await t.call(START_PAIRING, {})).json as { pairingId: string; code: string };
  const claimed = await t.call(
    CLAIM_SCREEN,
    { params: { companyId: own.companyId }, body: { code: pairing.code, name: 'Hall' } },
    { token: own.token },
  );
  expect(claimed.status, claimed.text).toBe(200);

  values = {
    companyId: own.companyId,
    companyUrl: own.url,
    url: own.url,
    masjid: own.url,
    councilId: council.json.target!.id,
    pairingId: pairing.pairingId,
    screenId: claimed.json.target!.id,
    userId: verification.searchParams.get('userId')!,
    code: verification.searchParams.get('emailVerifyCode')!,
    type: 'gregorian',
    year: '2026',
    month: '3',
    day: '5',
    'GET /api/auth/companies/:id :id': own.companyId,
    'GET /api/auth/companies/:id/activate :id': own.companyId,
    'GET /api/auth/companies/:companyId/users/:id :id': member.json.target!.id,
    'GET /api/auth/users/:id/activate :id': member.json.target!.id,
  };
  mkdirSync(CACHE, { recursive: true });
  folder = mkdtempSync(path.join(CACHE, 'every-get-client-'));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What each read asks beyond its path: the query a real caller sends. */
const QUERIES: Record<string, string> = {
  'GET /api/auth/companies/:id/activate': '?active=true',
  'GET /api/auth/users/:id/activate': '?active=true',
  'GET /api/prayer/location/geocode': '?location=62701',
  'GET /api/prayer/companyId/:companyId/days': '?from=2026-03-05&count=2',
  'GET /api/v1/masjids/:masjid/days': '?from=2026-03-05&days=2',
};

function addressOf(key: string, target: AnyEndpoint): string {
  const filled = target.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[`${key} :${name}`] ?? values[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  if (key === 'GET /api/auth/invitation')
    return `${filled}?token=${mailLink('bilal@everyread.org').searchParams.get('token')}`;
  return filled + (QUERIES[key] ?? '');
}

/** The real answers of every GET route, read as a super admin (who may read them all), keyed by route. */
async function readEveryRoute(): Promise<Array<{ key: string; path: string; answer: unknown }>> {
  const read: Array<{ key: string; path: string; answer: unknown }> = [];
  for (const [key, target] of ALL_ENDPOINTS) {
    if (target.method !== 'GET' || key in NOT_READ) continue;
    const res = await t.raw('walks every GET route of the contract', 'GET', addressOf(key, target), {
      token: superToken,
    });
    expect(res.status, `${key} ${res.text.slice(0, 300)}`).toBe(200);
    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!;
    const json = mediaType === 'application/json' || mediaType.endsWith('+json');
    read.push({ key, path: target.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), answer: json ? res.json : res.text });
  }
  return read;
}

/** One constant per route, typed only by the generated `paths`: its 200 answer in any media type. */
function checkFile(answers: Array<{ path: string; answer: unknown }>): string {
  const lines = [
    "import type { paths } from './schema.js';",
    'type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: infer C } } } }',
    '  ? C[keyof C]',
    '  : never;',
  ];
  answers.forEach(({ path: route, answer }, index) =>
    lines.push(`export const answer${index}: Answer<${JSON.stringify(route)}> = ${JSON.stringify(answer)};`),
  );
  return lines.join('\n');
}

/** The type errors of each file, checked in one program (the generated types are read once). */
function typeErrors(files: readonly string[]): string[][] {
  const program = ts.createProgram([...files], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
    skipLibCheck: true,
  });
  // Each answer is one line of its file: the line's start names the route.
  return files.map((file) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').slice(0, 400);
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${diagnostic.file.text.split('\n')[line]!.slice(0, 90)}: ${message}`;
    }),
  );
}

describe('a client generated from /api/openapi.json', () => {
  it('types the real answer of every GET route', async () => {
    const document = (await t.call(OPENAPI_DOCUMENT, {})).json;
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(folder, 'schema.ts'), astToString(await openapiTS(document as unknown as OpenAPI3)));
    const answers = await readEveryRoute();
    const gets = [...ALL_ENDPOINTS.values()].filter((target) => target.method === 'GET');
    expect(answers.length).toBe(gets.length - Object.keys(NOT_READ).length);

    // A changed shape is a type error: a field the document does not name, and a field of the wrong type.
    const changed = answers.map((entry) =>
      entry.path === '/api/auth/me' ? { ...entry, answer: { ...(entry.answer as object), unexpected: true } } : entry,
    );
    const retyped = answers.map((entry) =>
      entry.path === '/api/companies/{companyId}/first-run'
        ? { ...entry, answer: { ...(entry.answer as object), timetable: 'yes' } }
        : entry,
    );
    const files = { real: answers, changed, retyped };
    for (const [name, content] of Object.entries(files))
      writeFileSync(path.join(folder, `${name}.ts`), checkFile(content));
    const [real, added, wrongType] = typeErrors(Object.keys(files).map((name) => path.join(folder, `${name}.ts`)));
    expect(real).toEqual([]);
    expect(added!.join('\n')).toMatch(/unexpected/);
    expect(wrongType!.join('\n')).toMatch(/boolean/);
  });
});
