import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LOG_BUFFER_BYTES } from './batched-log-writer.js';
import { createLogger } from './logger.js';

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-log-'));
  file = path.join(dir, 'server.log');
  fd = fs.openSync(file, 'a');
});
afterEach(() => {
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
});

const linesOf = () =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

it('writes lines asynchronously in batches, in order, and flush() writes out what waits', async () => {
  const logger = createLogger('info', fd);
  logger.info('first');
  logger.request!({ reqId: 'r-1', method: 'GET', path: '/api/health', status: 200, durationMs: 0.4 });
  logger.warn('third', { password: 'not-in-the-log' });
  // Nothing is written while the request is being answered: one write per batch, not per line.
  expect(fs.readFileSync(file, 'utf8')).toBe('');
  await logger.flush!();
  const lines = linesOf();
  expect(lines.map((line) => line.msg)).toEqual(['first', 'request', 'third']);
  expect(lines[1]).toMatchObject({ level: 30, reqId: 'r-1', method: 'GET', path: '/api/health', status: 200 });
  expect(lines[2]).toMatchObject({ level: 40, password: '[redacted]' });
});

it('writes a full buffer without being asked, and a lone line within the flush period', async () => {
  const logger = createLogger('info', fd);
  const line = { reqId: 'r', method: 'GET', path: '/api/dashboard/x', status: 200, durationMs: 1 };
  // Enough lines to fill more than one buffer: written without a flush.
  for (let i = 0; i < (2 * LOG_BUFFER_BYTES) / 100; i += 1) logger.request!({ ...line, reqId: `r-${i}` });
  await expect.poll(() => fs.statSync(file).size).toBeGreaterThan(LOG_BUFFER_BYTES);
  await logger.flush!();
  const before = linesOf().length;
  // A quiet server's single line still reaches the file soon, not only when the buffer fills.
  logger.info('lone');
  await expect.poll(() => linesOf().length).toBe(before + 1);
});

it("writes a request's line exactly as pino writes the same fields", async () => {
  const line = { reqId: 'a-1', method: 'GET', path: '/api/x/"quoted"\\é\u0001\ud800', status: 304, durationMs: 12.3 };
  createLogger('info', fd).request!(line);
  pino({ level: 'info', base: { service: 'minaret' } }, pino.destination({ dest: file, sync: true })).info(
    line,
    'request',
  );
  await expect.poll(() => linesOf().length).toBe(2);
  const [ours, pinos] = fs.readFileSync(file, 'utf8').split('\n');
  const withoutTime = (text: string) => text.replace(/"time":\d+/, '"time":0');
  expect(withoutTime(ours!)).toBe(withoutTime(pinos!));
});

it('keeps the level: info lines are dropped at warn', async () => {
  const logger = createLogger('warn', fd);
  logger.info('dropped');
  logger.request!({ reqId: 'r', method: 'GET', path: '/', status: 200, durationMs: 1 });
  expect(logger.enabled!('info')).toBe(false);
  logger.warn('kept');
  await logger.flush!();
  expect(linesOf().map((line) => line.msg)).toEqual(['kept']);
});
