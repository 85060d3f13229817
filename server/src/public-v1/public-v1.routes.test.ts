/**
 * The keyless read API, version 1 (docs/public-api.md): its answers against their contract schemas and
 * the published API document, the times against the timetable every screen reads, Jumu'ah, Ramadan and
 * Eid, ETags and 304, CORS, the published rate limit, and the refusals.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1_DAYS, V1_MASJIDS, V1_NEXT } from '@core/http/contract/public-v1.js';
import { VAPID_PUBLIC_KEY } from '@core/http/contract/push.js';
import { NEW_YORK_GEOCODE, newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { SAMPLE_ADDRESS, SAMPLE_COORDINATES } from '@core/testing/sample-masjid.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { PUBLIC_CONTENT, DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { SAVE_OCCASIONS, OCCASIONS } from '@core/http/contract/occasions.js';
import { CREATE_PRAYER_CONFIG, PRAYER_CONFIG, PRAYER_DAYS, SAVE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { OPENAPI_DOCUMENT } from '@core/http/contract/server-status.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let hidden: Awaited<ReturnType<TestContext['registerMasjid']>>;

// 1 March 2026, 10:00 in New York: Ramadan 1447; New York moves to daylight time on 8 March.
const NOW = '2026-03-01T15:00:00Z';
const DAYS = '/api/v1/masjids/v1masjid/days';
const NEXT = '/api/v1/masjids/v1masjid/next';
const LIST = '/api/v1/masjids';

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  own = await t.registerMasjid('Masjid V1, Queens', { url: 'v1masjid', active: true });
  hidden = await t.registerMasjid('Masjid V1 Hidden', { url: 'v1hidden' });
  for (const masjid of [own, hidden]) await t.createNewYorkTimetable(masjid);
  const version = (await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'v1masjid' } }, { token: own.token })).json
    .version;
  const content = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: own.companyId,
        version: version!,
        jummahs: [
          { khateeb: 'Imam Ali', date: '2026-03-06', enabled: true, session: 1 },
          { khateeb: 'Imam Yusuf', date: '2026-03-06', enabled: true, session: 2 },
        ],
      },
    },
    { token: own.token },
  );
  expect(content.status, content.text).toBe(200);
  const occasions = await t.call(
    SAVE_OCCASIONS,
    {
      params: { companyId: own.companyId },
      body: {
        version: 0,
        jumuahSessions: [
          { khutbah: '12:30', salah: '13:00', language: 'English' },
          { khutbah: '13:45', salah: '', language: 'Urdu' },
        ],
        eidPrayers: [{ eid: 'fitr', date: '2026-03-20', times: ['07:30', '09:00'], place: 'Flushing Meadows park' }],
        ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
      },
    },
    { token: own.token },
  );
  expect(occasions.status, occasions.text).toBe(200);
});
afterAll(() => t.close());

/** What the API document says of an operation's answers, as far as these tests read it. */
type PublishedResponses = Record<
  string,
  {
    headers: Record<string, unknown>;
    content: Record<string, { schema: { type: string; properties: Record<string, unknown> } }>;
  }
>;

/** The published document's schema of a path's 200 answer, compiled with ajv as any client would. */
async function publishedValidator(path: string) {
  const document = (await t.call(OPENAPI_DOCUMENT, {})).json;
  const responses = document.paths[path]!['get']!['responses'] as PublishedResponses;
  const schema = responses['200']!.content['application/json']!.schema;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return { schema, responses, validate: ajv.compile(schema) };
}

/** The UTC instant of a wall-clock time at a fixed offset, as ISO with that offset. */
const at = (date: string, time: string, offset: string) => `${date}T${time}:00${offset}`;

describe('the published schemas', () => {
  it.each([
    [LIST, '/api/v1/masjids', V1_MASJIDS.answer],
    [DAYS, '/api/v1/masjids/{masjid}/days', V1_DAYS.answer],
    [NEXT, '/api/v1/masjids/{masjid}/next', V1_NEXT.answer],
  ])(
    '%s matches its contract schema and the API document, which describes it field by field',
    async (address, path, answer) => {
      const res = await t.raw('the table walks the three v1 addresses', 'GET', address);
      expect(res.status, res.text).toBe(200);
      expect(answer!.safeParse(res.json).success).toBe(true);
      const { schema, responses, validate } = await publishedValidator(path);
      // The document also says what the headers promise: a 304 for a current ETag, and the rate limit.
      expect(responses['304']).toBeDefined();
      expect(Object.keys(responses['200']!.headers)).toEqual(
        expect.arrayContaining(['ETag', 'Cache-Control', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
      );
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['version']));
      expect(validate(res.json), JSON.stringify(validate.errors)).toBe(true);
      // The published schema refuses what is not the answer: it is not a bare {type: object}.
      expect(validate({ ...res.json, version: 2 })).toBe(false);
    },
  );
});

describe('GET /api/v1/masjids', () => {
  it('lists public masjids with rounded coordinates, country and time zone, and not a masjid that is not public', async () => {
    const res = await t.call(V1_MASJIDS, {});
    const urls = res.json.masjids.map((masjid: { url: string }) => masjid.url);
    expect(urls).toContain('v1masjid');
    expect(urls).not.toContain('v1hidden');
    const entry = res.json.masjids.find((masjid: { url: string }) => masjid.url === 'v1masjid')!;
    expect(entry).toMatchObject({ name: 'Masjid V1, Queens', country: 'US', timeZone: 'America/New_York' });
    // The profile's coordinates to 2 decimals (about 1 km).
    expect(entry.latitude).toBeCloseTo(SAMPLE_COORDINATES.latitude, 2);
    expect(entry.longitude).toBeCloseTo(SAMPLE_COORDINATES.longitude, 2);
    for (const value of [entry.latitude!, entry.longitude!]) expect(Math.round(value * 100) / 100).toBe(value);
    // Even its own admin does not get a masjid that is not public: v1 answers everyone alike.
    const asAdmin = await t.call(V1_MASJIDS, {}, { token: hidden.token });
    expect(asAdmin.json.masjids.map((masjid: { url: string }) => masjid.url)).not.toContain('v1hidden');
  });

  it('gives the place its times are computed for when its profile has no coordinates', async () => {
    const masjid = await t.registerMasjid('Masjid V1 Address Only', {
      url: 'v1addressonly',
      active: true,
      address: { ...SAMPLE_ADDRESS },
    });
    const created = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
      { token: masjid.token },
    );
    expect(created.status, created.text).toBe(200);
    const entry = (await t.call(V1_MASJIDS, {})).json.masjids.find(
      (candidate: { url: string }) => candidate.url === 'v1addressonly',
    )!;
    expect(entry.latitude).toBeCloseTo(NEW_YORK_GEOCODE.latitude, 2);
    expect(entry.longitude).toBeCloseTo(NEW_YORK_GEOCODE.longitude, 2);
  });

  it('drops a masjid once it is deactivated', async () => {
    const masjid = await t.registerMasjid('Masjid V1 Leaving', { url: 'v1leaving', active: true });
    const listed = async () =>
      (await t.call(V1_MASJIDS, {})).json.masjids.some((entry: { url: string }) => entry.url === masjid.url);
    expect(await listed()).toBe(true);
    const superToken = await t.superToken();
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'false' } },
      { token: superToken },
    );
    expect(await listed()).toBe(false);
    expect((await t.call(V1_NEXT, { params: { masjid: masjid.url } })).status).toBe(404);
  });
});

describe('GET /api/v1/masjids/{masjid}/days', () => {
  it("gives each day's azan and iqama as the timetable has them, as instants with the day's own offset", async () => {
    const res = await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { from: '2026-03-06', days: '4' } });
    expect(res.status, res.text).toBe(200);
    const legacy = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: '2026-03-06', count: '4' },
    });
    const table = (legacy.json.target ?? legacy.json) as unknown as Array<Record<string, string>>;
    expect(res.json.masjid).toEqual({ name: 'Masjid V1, Queens', url: 'v1masjid', timeZone: 'America/New_York' });
    expect(res.json.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    res.json.days.forEach((day: { date: string; prayers: Record<string, any>; sunrise: any }, index: number) => {
      const row = table[index]!;
      // Before 8 March New York is at -05:00, from it at -04:00 (the azans after 02:00).
      const offset = day.date < '2026-03-08' ? '-05:00' : '-04:00';
      for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']) {
        expect(day.prayers[prayer].azan).toEqual({ at: at(day.date, row[prayer]!, offset), time: row[prayer] });
        expect(day.prayers[prayer].iqama).toEqual({
          at: at(day.date, row[`${prayer}Iqama`]!, offset),
          time: row[`${prayer}Iqama`],
        });
      }
      expect(day.sunrise.time).toBe(row.sunrise);
    });
  });

  it("gives Friday's Jumu'ah sessions with their language and khateeb, and none on other days", async () => {
    const res = await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { from: '2026-03-05', days: '2' } });
    const [thursday, friday] = res.json.days;
    expect(thursday!.jumuah).toBeNull();
    expect(friday!.jumuah).toEqual({
      sessions: [
        {
          session: 1,
          khutbah: { at: '2026-03-06T12:30:00-05:00', time: '12:30' },
          salah: { at: '2026-03-06T13:00:00-05:00', time: '13:00' },
          salahGiven: true,
          language: 'English',
          khateeb: 'Imam Ali',
        },
        {
          session: 2,
          khutbah: { at: '2026-03-06T13:45:00-05:00', time: '13:45' },
          salah: { at: '2026-03-06T14:15:00-05:00', time: '14:15' },
          salahGiven: false,
          language: 'Urdu',
          khateeb: 'Imam Yusuf',
        },
      ],
      khateeb: 'Imam Ali',
      note: '',
    });
  });

  it("marks Ramadan by the masjid's Hijri calendar, and its own Eid al-Fitr ends it", async () => {
    const res = await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { from: '2026-03-18', days: '4' } });
    const byDate = Object.fromEntries(res.json.days.map((day) => [day.date, day]));
    expect(byDate['2026-03-18']).toMatchObject({ ramadan: true, hijri: { month: 9, monthName: 'Ramadan' }, eid: null });
    expect(byDate['2026-03-19']!.ramadanDay).toBe(byDate['2026-03-18']!.ramadanDay! + 1);
    expect(byDate['2026-03-20']).toMatchObject({
      ramadan: false,
      ramadanDay: null,
      eid: 'fitr',
      eidPrayers: [
        {
          eid: 'fitr',
          times: [
            { at: '2026-03-20T07:30:00-04:00', time: '07:30' },
            { at: '2026-03-20T09:00:00-04:00', time: '09:00' },
          ],
          place: 'Flushing Meadows park',
        },
      ],
    });
    expect(byDate['2026-03-21']).toMatchObject({ ramadan: false, eid: null, eidPrayers: [] });
    // The Hijri date is the one the masjid's calendar page shows for that day.
    const calendar = await t.call(CALENDAR, {
      params: { url: 'v1masjid', type: 'gregorian', year: '2026' },
      query: { month: '3' },
    });
    const march = calendar.json.target!.monthPrayers[0]!.prayers as Array<{ date: string; hijriString: string }>;
    for (const day of res.json.days) {
      const shown = march.find((entry) => entry.date.startsWith(day.date))!.hijriString;
      expect(`${day.hijri.year}/${day.hijri.month}/${day.hijri.day}`).toBe(shown);
    }
  });

  it("starts at the masjid's today and answers 7 days without a query", async () => {
    const res = await t.call(V1_DAYS, { params: { masjid: 'v1masjid' } });
    expect(res.json.days).toHaveLength(7);
    expect(res.json.days[0]!.date).toBe('2026-03-01');
  });

  it.each([
    ['days=0', 'Query parameter days must be a whole number from 1 to 31.'],
    ['days=32', 'Query parameter days must be a whole number from 1 to 31.'],
    ['days=many', 'Query parameter days must be a whole number from 1 to 31.'],
    ['days=', 'Query parameter days must be a whole number from 1 to 31.'],
    ['from=2026-02-30', 'from must be a date YYYY-MM-DD between 1900 and 2200.'],
    ['from=tomorrow', 'from must be a date YYYY-MM-DD between 1900 and 2200.'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await t.raw('queries the schema refuses, as written', 'GET', `${DAYS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ successful: false, message });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for an unknown masjid and one that is not public, to everyone and before a wrong query', async () => {
    for (const path of ['/api/v1/masjids/nosuchmasjid/days?days=0', '/api/v1/masjids/v1hidden/days']) {
      const res = await t.raw('a masjid no one may read, one with a query the schema refuses', 'GET', path);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ successful: false, code: 'NOT_FOUND' });
    }
    expect((await t.call(V1_NEXT, { params: { masjid: 'v1hidden' } }, { token: hidden.token })).status).toBe(404);
  });
});

describe('GET /api/v1/masjids/{masjid}/next', () => {
  it('gives the next prayer with its azan and iqama, the next iqama, and whether today is in Ramadan', async () => {
    const res = await t.call(V1_NEXT, { params: { masjid: 'v1masjid' } });
    expect(res.status, res.text).toBe(200);
    const today = (await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { days: '1' } })).json.days[0]!;
    // 10:00 in New York: Dhuhr is next.
    expect(res.json).toMatchObject({
      version: 1,
      date: '2026-03-01',
      ramadan: true,
      next: { prayer: 'dhuhr', date: '2026-03-01', azan: today.prayers.dhuhr.azan, iqama: today.prayers.dhuhr.iqama },
      nextIqama: { prayer: 'dhuhr', date: '2026-03-01', ...today.prayers.dhuhr.iqama },
    });
    // Kept no longer than until its next azan (and never more than a minute).
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
  });

  it("between a prayer's azan and iqama, the next iqama is that prayer's and the next prayer is the one after", async () => {
    const today = (await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { days: '1' } })).json.days[0]!;
    const between = Date.parse(today.prayers.asr.azan.at) + 60_000;
    const { clock } = t;
    const saved = clock.now().toISOString();
    clock.set(new Date(between).toISOString());
    try {
      const res = await t.call(V1_NEXT, { params: { masjid: 'v1masjid' } });
      expect(res.json.next!.prayer).toBe('maghrib');
      expect(res.json.nextIqama).toMatchObject({ prayer: 'asr', at: today.prayers.asr.iqama!.at });
    } finally {
      clock.set(saved);
    }
  });
});

describe('HTTP caching and CORS', () => {
  it('sends an ETag and Cache-Control on every answer, and a 304 with the same headers for If-None-Match', async () => {
    for (const path of [LIST, DAYS, NEXT]) {
      const first = await t.raw('the same checks over the three v1 addresses', 'GET', path);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/"[^"]+"$/);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const again = await t.raw('the same conditional request over the three v1 addresses', 'GET', path, {
        headers: { 'if-none-match': tag! },
      });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('sends the near-me list gzipped at the best level, the same bytes to every reader until the list changes', async () => {
    const plain = await t.call(V1_MASJIDS, {});
    const raw = await t.app.request(LIST, { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(raw.headers.get('vary')).toContain('Accept-Encoding');
    const zipped = Buffer.from(await raw.arrayBuffer());
    expect(JSON.parse(gunzipSync(zipped).toString())).toEqual(plain.json);
    expect(zipped.length).toBe(gzipSync(plain.text, { level: 9 }).length);
    expect(raw.headers.get('etag')).toBe(plain.headers.get('etag'));
    await t.registerMasjid('Masjid V1 Later', { url: 'v1later', active: true });
    const changed = await t.call(V1_MASJIDS, {}, { headers: { 'if-none-match': plain.headers.get('etag')! } });
    expect(changed.status).toBe(200);
    expect(changed.json.masjids.map((masjid: { url: string }) => masjid.url)).toContain('v1later');
  });

  it("changes the days' ETag as soon as the masjid's admin changes its Jumu'ah", async () => {
    const before = await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { from: '2026-03-06', days: '1' } });
    const record = await t.call(OCCASIONS, { params: { companyId: own.companyId } }, { token: own.token });
    const saved = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: own.companyId },
        body: {
          ...record.json,
          jumuahSessions: [...record.json.jumuahSessions, { khutbah: '14:30', salah: '', language: 'Arabic' }],
        },
      },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    const after = await t.call(
      V1_DAYS,
      { params: { masjid: 'v1masjid' }, query: { from: '2026-03-06', days: '1' } },
      {
        headers: { 'if-none-match': before.headers.get('etag')! },
      },
    );
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.json.days[0]!.jumuah!.sessions).toHaveLength(3);
  });

  it("shows an admin's saved iqama in the next v1 answers at once, with new ETags, though they are kept", async () => {
    const read = (headers: Record<string, string> = {}) =>
      Promise.all([
        t.call(V1_NEXT, { params: { masjid: 'v1masjid' } }, { headers }),
        t.call(V1_DAYS, { params: { masjid: 'v1masjid' } }, { headers }),
      ]);
    // The second read is answered from the read model (docs/read-model.md): the save must drop it.
    await read();
    const [next, days] = await read();
    expect(next.json.nextIqama!.prayer).toBe('dhuhr');
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json!;
    // The table's rows are by day of the year, whatever year their dates carry.
    const march1 = config.prayers.findIndex((day) => day.date.slice(5, 10) === '03-01');
    const saved = config.prayers[march1]!.dhuhrIqama;
    const save = async (time: string) => {
      config.prayers[march1]!.dhuhrIqama = time;
      const res = await t.call(SAVE_PRAYER_CONFIG, { body: config }, { token: own.token });
      expect(res.status, res.text).toBe(200);
    };
    await save('13:47');
    try {
      const [nextAfter, daysAfter] = await read({
        'if-none-match': `${next.headers.get('etag')}, ${days.headers.get('etag')}`,
      });
      expect(nextAfter.status).toBe(200);
      expect(daysAfter.status).toBe(200);
      expect(nextAfter.headers.get('etag')).not.toBe(next.headers.get('etag'));
      expect(daysAfter.headers.get('etag')).not.toBe(days.headers.get('etag'));
      expect(nextAfter.json.nextIqama!.at).toContain('T13:47:00');
      expect(daysAfter.json.days[0]!.prayers.dhuhr.iqama!.time).toBe('13:47');
    } finally {
      await save(saved);
    }
  });

  it('turns the kept next-prayer answer at its azan, within the same minute', async () => {
    const today = (await t.call(V1_DAYS, { params: { masjid: 'v1masjid' }, query: { days: '1' } })).json.days[0]!;
    const azan = Date.parse(today.prayers.dhuhr.azan.at);
    const saved = t.clock.now().toISOString();
    try {
      t.clock.set(new Date(azan - 2000).toISOString());
      await t.call(V1_NEXT, { params: { masjid: 'v1masjid' } });
      const before = await t.call(V1_NEXT, { params: { masjid: 'v1masjid' } });
      expect(before.json.next!.prayer).toBe('dhuhr');
      expect(before.headers.get('cache-control')).toBe('public, max-age=2');
      t.clock.set(new Date(azan + 1000).toISOString());
      const after = await t.call(V1_NEXT, { params: { masjid: 'v1masjid' } });
      expect(after.json.next!.prayer).toBe('asr');
      expect(after.json.nextIqama!.prayer).toBe('dhuhr');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      t.clock.set(saved);
    }
  });

  it('opens CORS to any origin on v1 only, and answers a preflight', async () => {
    const res = await t.call(
      V1_NEXT,
      { params: { masjid: 'v1masjid' } },
      { headers: { origin: 'https://home.example' } },
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/ETag/);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Remaining/);
    const preflight = await t.app.request(NEXT, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://home.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
    const dashboard = await t.call(
      DASHBOARD_BY_URL,
      { params: { companyUrl: 'v1masjid' } },
      { headers: { origin: 'https://home.example' } },
    );
    expect(dashboard.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the published rate limit', () => {
  const PER_MINUTE = 5;
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({
      now: NOW,
      config: { publicApiReadsPerMinute: PER_MINUTE, publicReadsPerMinute: 1000, trustProxy: { hops: 1 } },
    });
  });
  afterAll(() => limited.close());
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('counts each address, says what is left in RateLimit headers, and refuses with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) answers.push(await limited.call(V1_MASJIDS, {}, from('198.51.100.7')));
    answers.slice(0, PER_MINUTE).forEach((res, index) => {
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(PER_MINUTE));
      expect(res.headers.get('ratelimit-remaining')).toBe(String(PER_MINUTE - index - 1));
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    });
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ successful: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // Another address goes on, and so do the other public reads of the same address (their own limit).
    expect((await limited.call(V1_MASJIDS, {}, from('198.51.100.8'))).status).toBe(200);
    expect((await limited.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.7'))).status).toBe(200);
  });

  it('is not used up by the general public reads', async () => {
    for (let i = 0; i < PER_MINUTE * 2; i++)
      expect((await limited.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.9'))).status).toBe(200);
    const res = await limited.call(V1_MASJIDS, {}, from('198.51.100.9'));
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-remaining')).toBe(String(PER_MINUTE - 1));
  });
});
