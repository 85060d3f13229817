/**
 * Live screens per process: `npm run build && npx tsx bench/event-streams.ts [--streams 5000]`
 *
 * Starts the built server on embedded PGlite, opens N dashboard event streams to it (loopback), reads the
 * server's resident memory before and after (memory per open stream), then saves the masjid's content once
 * and reports how long the change took to reach every stream (p50, p99, max). Target: 5,000 streams, a
 * save reaching all of them with p99 under 1 s.
 *
 * To see where the server spends the fan-out: `BENCH_ENTRY=bench/profiled-server.mjs BENCH_PROFILE=/tmp/save.cpuprofile`
 * profiles the server from just before the save until every stream has it.
 */
import fs from 'node:fs';
import http from 'node:http';
import { callEndpoint } from '../tests/support/admin.js';
import { richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';
import { startServer } from '../tests/support/server.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { CHANGE_EVENTS, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

const count = Number(process.argv[process.argv.indexOf('--streams') + 1] || 5000);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

delete process.env.TEST_DATABASE_URL;
const server = await startServer(
  // Every stream comes from this one loopback address: the per-address limits would measure themselves.
  { LOG_LEVEL: 'warn', CONNECTIONS_PER_ADDRESS: String(count * 2), EVENT_STREAMS_PER_ADDRESS: String(count * 2) },
  process.env.BENCH_ENTRY ? { entry: process.env.BENCH_ENTRY } : {},
);
try {
  const masjid = await seedMasjid(server, {
    name: 'Masjid Streams',
    url: 'streams',
    email: 'admin@streams.example.org',
    content: () => richContent('2026-05-15'),
  });
  const { port } = new URL(server.url);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(server.pid);

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const changedAt: number[] = [];
  let ready = 0;
  const requests: http.ClientRequest[] = [];
  let opened = 0;
  let retries = 0;
  const allReady = new Promise<void>((resolve, reject) => {
    const open = () => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: pathOf(CHANGE_EVENTS, { companyUrl: masjid.url }),
          agent,
          headers: { accept: 'text/event-stream' },
        },
        (res) => {
          let seenReady = false;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (!seenReady && chunk.includes('event: ready')) {
              seenReady = true;
              ready += 1;
              if (ready === count) resolve();
              else if (opened < count) openNext();
            }
            if (chunk.includes('event: change')) changedAt.push(performance.now());
          });
        },
      );
      // A connection reset before its stream was ready is opened again, as a screen's EventSource would.
      request.on('error', (error) => {
        retries += 1;
        if (retries > count) reject(new Error(`too many failed connections: ${error.message}`));
        else setTimeout(open, 100);
      });
      requests.push(request);
    };
    const openNext = () => {
      opened += 1;
      open();
    };
    // At most 200 connections wait for their stream at a time, so the listen backlog is never the limit being measured.
    for (let i = 0; i < Math.min(200, count); i += 1) openNext();
  });
  const openedAt = performance.now();
  await allReady;
  const openMs = performance.now() - openedAt;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssMb(server.pid);

  const current = await callEndpoint(
    server,
    PUBLIC_CONTENT,
    { params: { companyUrl: masjid.url } },
    { token: masjid.token },
  );
  if (process.env.BENCH_ENTRY) process.kill(server.pid, 'SIGUSR2');
  const savedAt = performance.now();
  const saved = await callEndpoint(
    server,
    SAVE_CENTRAL_CONTROL,
    { body: { ...richContent('2026-05-15'), companyId: masjid.companyId, version: current.json.version ?? 0 } },
    { token: masjid.token },
  );
  if (saved.status !== 200) throw new Error(saved.text);
  const answeredMs = performance.now() - savedAt;
  const deadline = Date.now() + 30_000;
  while (changedAt.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const delays = changedAt.map((at) => at - savedAt);
  if (process.env.BENCH_ENTRY) process.kill(server.pid, 'SIGUSR2');

  console.log(
    `open event streams            ${ready} of ${count} (opened in ${(openMs / 1000).toFixed(1)} s, ${retries} connections reset and opened again)`,
  );
  console.log(
    `server RSS                    ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with the streams open`,
  );
  console.log(`memory per open stream        ${(((after - before) * 1024) / count).toFixed(1)} KB`);
  console.log(`a save reached                ${changedAt.length} of ${count} streams`);
  console.log(`the save answered in           ${answeredMs.toFixed(0)} ms`);
  if (delays.length)
    console.log(`first to last stream          ${(Math.max(...delays) - Math.min(...delays)).toFixed(0)} ms`);
  if (delays.length)
    console.log(
      `save to stream                p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms`,
    );
  for (const request of requests) request.destroy();
} catch (error) {
  console.error(`The server said:\n${server.output().slice(-3000)}`);
  throw error;
} finally {
  await server.stop();
}
