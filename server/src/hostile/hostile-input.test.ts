/**
 * Hostile input (docs/hostile-input.md): random and malformed payloads, sent by fast-check to every route
 * that writes, as a signed-in admin of the masjid. No answer may be a 5xx, the server must keep
 * answering, and a refused request (4xx) must leave every stored row exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { sampleMasjid } from '@core/testing/sample-masjid.js';
import { sql, type RawBuilder } from 'kysely';
import { tablesInRestoreOrder } from '../backup/schema-info.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { ME } from '@core/http/contract/account.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';

/** Requests per write route; the total is printed at the end. */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 40);
/** Rows that change on every request by design and say nothing about stored data. */
const VOLATILE_TABLES = new Set(['login_attempt', 'change_history']);

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let memberId: string;
let memberEmail: string;
let timetableEntryId: string;
let validBodies: Record<string, unknown>;
let tried = 0;
let refused = 0;

/** Each stored table's rows as one fingerprint (md5 of its rows as text, in order), read in one statement. */
let fingerprintQuery: RawBuilder<{ name: string; rows: string }> | undefined;

async function storedRows(): Promise<Record<string, string>> {
  if (!fingerprintQuery) {
    const tables = (await tablesInRestoreOrder(t.db)).filter((table) => !VOLATILE_TABLES.has(table.name));
    const perTable = tables.map(
      ({ name }) =>
        sql`select ${name}::text as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as rows from ${sql.id(name)} x`,
    );
    fingerprintQuery = sql<{ name: string; rows: string }>`${sql.join(perTable, sql` union all `)}`;
  }
  const { rows } = await fingerprintQuery.execute(t.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  own = await t.registerMasjid('Masjid Hostile', { url: 'hostile', active: true });
  await t.registerMasjid('Masjid Bystander', { url: 'bystander', active: true });
  const created = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(own.companyId) },
    { token: own.token },
  );
  expect(created.status).toBe(200);
  memberEmail = 'member@hostile.org';
  const member = await t.call(
    CREATE_USER,
    {
      params: { companyId: own.companyId },
      body: { firstName: 'Member', lastName: 'One', email: memberEmail, password: 'long-enough-1' },
    },
    { token: own.token },
  );
  memberId = member.json.target!.id;
  timetableEntryId = (
    await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'timetable' } },
      { token: own.token },
    )
  ).json.entries[0]!.id;
  const content = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'hostile' } }, { token: own.token });
  validBodies = {
    'POST /api/prayer/config/create': newYorkTimetable(own.companyId),
    'POST /api/prayer/config': created.json.target,
    'POST /api/prayer/config/:companyId/dst': {
      enable: true,
      automaticCalculate: true,
      beginMonthDate: '',
      endMonthDate: '',
    },
    'PUT /api/prayer/config/:companyId/settings': { prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0], calculationMethod: 2 },
    'PUT /api/companies/central-control': {
      companyId: own.companyId,
      version: content.json.version,
      funds: [{ name: 'Roof', goal: 100 }],
      announcements: [{ title: 'Eid', text: 'At 8', image: null, startDate: null, endDate: null, enabled: true }],
    },
    'PUT /api/auth/companies/:companyId/configurations': { configurations: [{ name: 'clock_type', value: '2' }] },
    'PUT /api/auth/companies/:id': sampleMasjid('Masjid Hostile', 'hostile'),
    'POST /api/auth/companies': sampleMasjid('Masjid Fuzz', 'fuzz'),
    'POST /api/auth/companies/:companyId/users': {
      firstName: 'A',
      lastName: 'B',
      email: 'a@hostile.org',
      password: 'long-enough-1',
    },
    'PUT /api/auth/companies/:companyId/users/:id': { firstName: 'Member', lastName: 'One', email: memberEmail },
    'PUT /api/auth/credential/reset/user/:email': { newCredential: 'a-new-password-1' },
    'PUT /api/auth/credential/update/user/:email': {
      newCredential: 'a-new-password-1',
      existingCredential: 'wrong-password-1',
    },
    'POST /auth/login': { email: own.email, password: 'wrong-password-1' },
  };
});
afterAll(() => t.close());

/** Every route the app registers that is not a plain read. */
function writeRoutes(): Array<{ method: string; pattern: string }> {
  const seen = new Set<string>();
  const routes: Array<{ method: string; pattern: string }> = [];
  for (const route of t.app.routes) {
    const write =
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ||
      (route.method === 'GET' && /\/activate$/.test(route.path));
    if (!write || seen.has(`${route.method} ${route.path}`)) continue;
    seen.add(`${route.method} ${route.path}`);
    routes.push({ method: route.method, pattern: route.path });
  }
  return routes;
}

function fillPath(pattern: string, random: string, useRandom: boolean): string {
  const values: Record<string, string> = {
    companyId: own.companyId,
    id: pattern.includes('/users/') ? memberId : own.companyId,
    email: memberEmail,
    entryId: timetableEntryId,
    userId: memberId,
  };
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(useRandom ? random : (values[name] ?? random)),
  );
}

/** A valid body with one field (at any depth) replaced by something hostile. */
function mutate(body: unknown, path: number[], replacement: unknown): unknown {
  if (body === null || typeof body !== 'object' || path.length === 0) return replacement;
  const keys = Object.keys(body);
  if (keys.length === 0) return replacement;
  const key = keys[path[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(body)
    ? ([...body] as unknown as Record<string, unknown>)
    : { ...body };
  copy[key] = mutate((body as Record<string, unknown>)[key], path.slice(1), replacement);
  return copy;
}

const hostileValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'abc\u202Egnp.exe',
    "'; drop table company; --",
    '9'.repeat(400),
    -1,
    1e308,
    -0,
    NaN,
    null,
    [],
    {},
    true,
  ),
  fc.string({ maxLength: 2000 }),
  fc.integer(),
  fc.double(),
);

const rawBody = fc.oneof(
  fc.string({ maxLength: 300 }), // malformed JSON, mostly
  fc.json({ maxDepth: 3 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[]',
    'null',
    '"text"',
    '{"__proto__":{"admin":true}}',
    '\uFEFF{}',
    '{"companyId":{"$ne":null}}',
  ),
);

describe('hostile input to every write route', () => {
  it('never answers 5xx, keeps answering, and changes nothing on a refused request', { timeout: 900_000 }, async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(12);
    let baseline = await storedRows();
    for (const route of routes) {
      const key = `${route.method} ${route.pattern}`;
      const valid = validBodies[key];
      const request = fc.record({
        kind: fc.constantFrom('mutated', 'mutated', 'raw', 'value'),
        path: fc.array(fc.nat(40), { minLength: 1, maxLength: 4 }),
        replacement: hostileValue,
        raw: rawBody,
        value: fc.anything(),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          '',
        ),
        randomParam: fc.string({ maxLength: 60 }),
        useRandomParam: fc.boolean(),
        query: fc.constantFrom('', '?active=true', '?active=maybe', '?generateIqamah=%00', '?active=false'),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const body =
            input.kind === 'raw'
              ? input.raw
              : JSON.stringify(
                  input.kind === 'value' || valid === undefined
                    ? input.value
                    : mutate(valid, input.path, input.replacement),
                );
          const headers: Record<string, string> = { authorization: `Bearer ${own.token}` };
          if (input.contentType) headers['content-type'] = input.contentType;
          const path = fillPath(route.pattern, input.randomParam, input.useRandomParam) + input.query;
          const res = await t.app.request(path, {
            method: route.method,
            headers,
            body: route.method === 'GET' ? undefined : (body ?? ''),
          });
          const text = await res.text();
          tried++;
          expect(res.status, `${route.method} ${path} ${text.slice(0, 300)}`).toBeLessThan(500);
          const now = await storedRows();
          if (res.status >= 400) {
            refused++;
            expect(now, `${route.method} ${path} was refused (${res.status}) but changed stored data`).toEqual(
              baseline,
            );
          }
          baseline = now;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.HOSTILE_SEED ?? 20261124) },
      );
      const health = await t.app.request('/api/health');
      expect(health.status, `after ${key}`).toBe(200);
    }
    // The admin still works normally afterwards.
    const me = await t.call(ME, {}, { token: own.token });
    expect(me.status).toBe(200);
    console.log(
      `hostile input: ${tried} requests to ${routes.length} write routes, ${refused} refused, 0 answered 5xx`,
    );
    expect(tried).toBe(routes.length * RUNS_PER_ROUTE);
  });
});
