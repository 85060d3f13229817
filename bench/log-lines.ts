/**
 * What one request's log line costs the server: `npx tsx bench/log-lines.ts [--lines 300000]`
 *
 * Writes request lines to a file through the server's logger (server/src/logger.ts: lines copied into reused
 * buffers, server/src/batched-log-writer.ts) and, in the same process, through pino's destination with its own
 * `minLength` batching, as the server did before (the reference). Prints the CPU time per line of each,
 * including the writes on libuv's threads. Figures: docs/read-model.md, "The log".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { logRequest, requestIdOf } from '../server/src/http/request-log.js';
import { createLogger, type Logger } from '../server/src/logger.js';
import { option } from './options.js';

const lines = Number(option('lines') ?? 300_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-log-lines-'));

/** The server's request line on `logger`, `lines` times, yielding to the event loop as a busy server does. */
async function cpuPerLine(logger: Logger): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < lines; i++) {
    const started = performance.now();
    const reqId = requestIdOf(undefined);
    logRequest(logger, { reqId, method: 'GET', path: '/api/dashboard/bench', status: 200, started });
    if (i % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await logger.flush!();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / lines;
}

/** The reference, as the server wrote before: the same lines, batched by pino's destination itself (`minLength`). */
function pinoBatching(fd: number): Logger {
  return createLogger('info', pino.destination({ dest: fd, sync: false, minLength: 4096 }));
}

const open = (name: string) => fs.openSync(path.join(dir, name), 'w');
try {
  for (let round = 1; round <= 3; round++) {
    const ours = await cpuPerLine(createLogger('info', open(`ours-${round}.log`)));
    const reference = await cpuPerLine(pinoBatching(open(`pino-${round}.log`)));
    console.log(
      `round ${round}: server's logger ${ours.toFixed(2)} µs a line, pino's minLength batching ` +
        `${reference.toFixed(2)} µs a line (${(reference / ours).toFixed(1)} times as much)`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
