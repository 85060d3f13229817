import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptHead, writeKeptHead } from './kept-head.js';

/**
 * A kept head (docs/read-model.md, "The kept lane") is checked and joined once, and must put on the wire
 * exactly the header lines `writeHead` would: each once, Node's own framing (length, keep-alive, Date) intact.
 */
const BODY = Buffer.from('{"next":"asr"}');
const FIXED = [
  'content-security-policy',
  "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options',
  'DENY',
  'etag',
  'W/"abc"',
  'vary',
  'Accept-Encoding',
  'content-type',
  'application/json',
  'content-length',
  String(BODY.length),
  'access-control-allow-origin',
  '*',
];
const PER_REQUEST = ['ratelimit-limit', '60', 'ratelimit-remaining', '59'];
const heads = { joined: keptHead(FIXED), fallback: keptHead(FIXED, { fallback: true }) };

let server: http.Server;
let base: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [way, status] = req.url!.slice(1).split('/') as ['joined' | 'fallback' | 'node', string];
    if (way === 'node') res.writeHead(Number(status), [...FIXED, 'x-request-id', 'id-1', ...PER_REQUEST]);
    else writeKeptHead(res, Number(status), heads[way], 'x-request-id', 'id-1', PER_REQUEST);
    res.end(status === '200' ? BODY : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function get(urlPath: string): Promise<{ status: number; lines: string[]; body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${urlPath}`, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i]!.toLowerCase() !== 'date') lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({
          status: res.statusCode!,
          lines: lines.sort(),
          body: Buffer.concat(chunks).toString(),
          reused: request.reusedSocket,
        });
      });
    });
    request.on('error', reject);
  });
}

describe('a kept head', () => {
  it('sends the header lines writeHead sends, each once, and keeps the connection', async () => {
    for (const status of ['200', '304']) {
      const node = await get(`/node/${status}`);
      for (const way of ['joined', 'fallback']) {
        const kept = await get(`/${way}/${status}`);
        expect(kept.status).toBe(Number(status));
        expect(kept.lines).toEqual(node.lines);
        expect(kept.body).toBe(status === '200' ? BODY.toString() : '');
        expect(kept.reused).toBe(true);
      }
    }
    const node = await get('/node/200');
    expect(node.lines.filter((line) => /^content-length:/i.test(line))).toEqual([`content-length: ${BODY.length}`]);
    expect(node.lines).toContain('Connection: keep-alive');
    expect(node.lines).toContain('x-request-id: id-1');
  });

  it('refuses a header Node would refuse, once, when the head is made', () => {
    expect(() => keptHead(['x-note', 'one\r\nset-cookie: a=b'])).toThrow();
    expect(() => keptHead(['bad name', 'x'])).toThrow();
  });
});
