import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BatchedLogWriter, LOG_BUFFER_BYTES } from './batched-log-writer.js';

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-log-writer-'));
  file = path.join(dir, 'server.log');
  fd = fs.openSync(file, 'a');
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
});

const line = (i: number) => `{"n":${i},"text":"${'é'.repeat(i % 7)}${'x'.repeat(150)}"}\n`;
const lines = (count: number) => Array.from({ length: count }, (_, i) => line(i));
const flushed = (writer: BatchedLogWriter) => new Promise<void>((resolve) => writer.flush(() => resolve()));
const realWritev = fs.writev;

it('writes lines in order, a full batch without being asked and the rest on flush', async () => {
  const writer = new BatchedLogWriter(fd);
  const all = lines(Math.ceil((2.5 * LOG_BUFFER_BYTES) / 150));
  for (const text of all) writer.write(text);
  await expect.poll(() => fs.statSync(file).size).toBeGreaterThanOrEqual(2 * LOG_BUFFER_BYTES);
  expect(fs.readFileSync(file, 'utf8')).not.toBe(all.join(''));
  await flushed(writer);
  expect(fs.readFileSync(file, 'utf8')).toBe(all.join(''));
});

it('sends every batch that waited behind a write in one writev, in order', async () => {
  const writes = vi.spyOn(fs, 'writev');
  const writer = new BatchedLogWriter(fd);
  // The first batch's write is under way while the next five gather: they go out together.
  const all = lines(Math.ceil((6 * LOG_BUFFER_BYTES) / 150));
  for (const text of all) writer.write(text);
  await flushed(writer);
  expect(writes).toHaveBeenCalledTimes(2);
  expect(writes.mock.calls[1]![1].length).toBeGreaterThanOrEqual(5);
  expect(fs.readFileSync(file, 'utf8')).toBe(all.join(''));
});

it('reuses its buffers instead of allocating one per batch', async () => {
  const allocations = vi.spyOn(Buffer, 'allocUnsafe');
  const writer = new BatchedLogWriter(fd);
  const perBatch = lines(Math.ceil(LOG_BUFFER_BYTES / 150));
  for (let batch = 0; batch < 200; batch++) {
    for (const text of perBatch) writer.write(text);
    if (batch % 10 === 9) await flushed(writer);
  }
  await flushed(writer);
  expect(allocations.mock.calls.length).toBeLessThanOrEqual(16);
  expect(fs.statSync(file).size).toBe(200 * Buffer.byteLength(perBatch.join('')));
});

type Written = (error: Error | null, written?: number) => void;
/** The next `writev` done by `write` instead (the writer calls it as `writev(fd, views, done)`). */
function nextWritev(write: (views: Buffer[], done: Written) => void) {
  return vi
    .spyOn(fs, 'writev')
    .mockImplementationOnce(((_fd: number, views: Buffer[], done: Written) =>
      write(views, done)) as unknown as typeof fs.writev);
}
const failing = (code: string) => (_views: Buffer[], done: Written) =>
  setImmediate(() => done(Object.assign(new Error(code), { code })));

it('writes the rest of a batch the system took only part of', async () => {
  nextWritev((views, done) => realWritev(fd, [views[0]!.subarray(0, 100)], done));
  const writer = new BatchedLogWriter(fd);
  const all = lines(40);
  for (const text of all) writer.write(text);
  await flushed(writer);
  expect(fs.readFileSync(file, 'utf8')).toBe(all.join(''));
});

it('waits and writes again when a pipe is full (EAGAIN), and loses nothing', async () => {
  const writes = nextWritev(failing('EAGAIN'));
  const writer = new BatchedLogWriter(fd);
  const all = lines(10);
  for (const text of all) writer.write(text);
  await flushed(writer);
  expect(writes).toHaveBeenCalledTimes(2);
  expect(fs.readFileSync(file, 'utf8')).toBe(all.join(''));
});

it('drops a batch the descriptor refuses, and goes on writing the next ones', async () => {
  nextWritev(failing('ENOSPC'));
  const writer = new BatchedLogWriter(fd);
  writer.write(line(1));
  await flushed(writer);
  writer.write(line(2));
  await flushed(writer);
  expect(fs.readFileSync(file, 'utf8')).toBe(line(2));
});

it('writes a line longer than its buffers whole, between its neighbours', async () => {
  const writer = new BatchedLogWriter(fd);
  const long = `{"stack":"${'at frame\\n'.repeat(20_000)}"}\n`;
  writer.write(line(1));
  writer.write(long);
  writer.write(line(2));
  await flushed(writer);
  expect(fs.readFileSync(file, 'utf8')).toBe(line(1) + long + line(2));
});

it('writes what waits synchronously for a process about to exit', async () => {
  const writer = new BatchedLogWriter(fd);
  // The first batch goes to an asynchronous write at once; what follows waits behind it.
  const all = lines(Math.ceil((1.5 * LOG_BUFFER_BYTES) / 150));
  for (const text of all) writer.write(text);
  writer.flushSync();
  expect(fs.readFileSync(file, 'utf8').endsWith(all.at(-1)!)).toBe(true);
  // The batch already under way lands on its own (after the rest, as the process is ending anyway).
  await flushed(writer);
  const written = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  expect(written.sort()).toEqual(all.map((text) => text.trimEnd()).sort());
});
