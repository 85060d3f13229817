/**
 * The server as `npm run serve` runs it (its Node flags from package.json), its output appended to a file as
 * a shell redirect or a service manager does: the log is written in batches, and nothing is lost on a
 * clean stop (SIGTERM) or when the start fails (docs/security.md, "Logs").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { serveFlags } from '../support/serve-flags.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function logFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-log-file-'));
  dirs.push(dir);
  return path.join(dir, 'server.log');
}

function requestLines(text: string): Array<Record<string, unknown>> {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');
}

it('writes every request line to the file by the time SIGTERM has stopped the server', async () => {
  const file = logFile();
  server = await startServer({}, { asServed: true, outputFile: file });
  const ids = Array.from({ length: 300 }, (_, i) => `log-to-file-${i}`);
  // Public reads (the kept lane answers most of them) and others, many at once: 100 at a time, under the
  // server's cap on open connections from one address (CONNECTIONS_PER_ADDRESS, 256: README).
  const paths = ['/api/auth/companies/url/active', '/api/health', '/static/prayer-time-widget/index.html'];
  const answers: Response[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    const batch = ids.slice(start, start + 100);
    answers.push(
      ...(await Promise.all(
        batch.map((id, i) =>
          fetch(`${server!.url}${paths[(start + i) % paths.length]}`, { headers: { 'X-Request-Id': id } }),
        ),
      )),
    );
  }
  expect(answers.every((answer) => answer.ok)).toBe(true);
  // A quiet server's lines reach the file soon, without waiting for a stop or a full buffer.
  await expect.poll(() => requestLines(fs.readFileSync(file, 'utf8')).length).toBeGreaterThan(0);

  expect(await server.signal('SIGTERM')).toBe(0);
  const text = fs.readFileSync(file, 'utf8');
  const logged = new Set(requestLines(text).map((line) => line.reqId));
  expect(ids.filter((id) => !logged.has(id))).toEqual([]);
  expect(text).toMatch(/"msg":"Stopped"/);
});

it("writes the lines before a failed start's exit", async () => {
  const file = logFile();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-log-fail-'));
  dirs.push(dataDir);
  const output = fs.openSync(file, 'a');
  // A PostgreSQL nobody listens on: the start logs which database it opens, then fails.
  const closedPort = await freePort();
  const child = spawn(process.execPath, [...serveFlags(), path.resolve('dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/none`,
    },
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toMatch(/"msg":"Database: PostgreSQL \(DATABASE_URL\)"/);
  expect(text).toMatch(/Minaret could not start/);
});
