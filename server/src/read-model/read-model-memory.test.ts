import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import type { AppEnv } from '../http/env.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { addBrotli, encodeBody } from './encoded-body.js';
import { createReadModel, type ReadModel } from './read-model.js';

const BUDGET = 64 * 1024;

let database: TestDatabase;
let readModel: ReadModel;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  readModel = createReadModel({
    db: database.db,
    clock: systemClock,
    changes: database.changes,
    mainBytes: BUDGET,
    calendarBytes: BUDGET,
  });
  app = new Hono<AppEnv>();
  app.use('*', readModel.middleware);
  // A named day's reminder stands in for any kept answer: every date is its own entry. Half of each body
  // is random, so it compresses to about half and the kept sizes stay realistic.
  app.get('/api/rod', (c) =>
    c.json({ date: c.req.query('date'), text: 'a reminder '.repeat(150), noise: randomBytes(1000).toString('hex') }),
  );
});
afterAll(() => database.destroy());

const read = (date: string, acceptEncoding = 'gzip, deflate, br') =>
  app.request(`/api/rod?date=${date}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('read model memory', () => {
  it('keeps answers within its byte budget however many are asked for, dropping the least recently read', async () => {
    for (let day = 0; day < 300; day += 1) {
      const res = await read(
        `2026-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`,
      );
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(readModel.stats().bytes).toBeLessThanOrEqual(BUDGET);
    }
    const { entries, bytes } = readModel.stats();
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(300);
    expect(bytes).toBeGreaterThan(BUDGET / 2);

    // The newest answers are the ones kept: reading the last one again is a hit, the first one a miss.
    const before = readModel.stats();
    await (await read('2026-11-20')).arrayBuffer();
    expect(readModel.stats().hits).toBe(before.hits + 1);
    await (await read('2026-01-01')).arrayBuffer();
    expect(readModel.stats().misses).toBe(before.misses + 1);
  });

  it('makes the brotli form only when an answer is read a second time, and counts it in the budget', async () => {
    const first = await read('2030-01-01');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const text = zlib.gunzipSync(Buffer.from(await first.arrayBuffer())).toString();
    const afterFirst = readModel.stats().bytes;

    const second = await read('2030-01-01');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(readModel.stats().bytes).toBeGreaterThan(afterFirst);
    expect(readModel.stats().bytes).toBeLessThanOrEqual(BUDGET);

    // A reader without brotli never makes it: gzip or the plain body, from what is kept.
    await read('2030-01-02', 'gzip');
    const gzipOnly = await read('2030-01-02', 'gzip');
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    const plain = await read('2030-01-02', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text()).date).toBe('2030-01-02');
  });
});

describe('kept bytes', () => {
  it('own exactly their memory, so the byte budget counts what is really held', () => {
    // A small answer: zlib would hand back a slice of its 16 KB chunk, Buffer.from a slice of an 8 KB pool.
    const body = encodeBody(
      JSON.stringify({ text: 'a reminder '.repeat(60), noise: randomBytes(200).toString('hex') }),
      'application/json',
      { brotliLater: true },
    );
    addBrotli(body);
    for (const bytes of [body.identity, body.gzip!, body.br!]) {
      expect(bytes.length).toBeLessThan(2000);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    expect(body.size).toBe(body.identity.length + body.gzip!.length + body.br!.length + 200);
  });
});
