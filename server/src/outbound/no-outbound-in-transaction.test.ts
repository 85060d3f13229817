/**
 * No call out of the server is awaited inside a database transaction (docs/security.md "Outbound calls"):
 * on the embedded database a transaction holds the only connection, so a service that stalls would stall
 * every request. This reads every transaction's body in the server's sources and looks for the calls
 * that leave the process: a function that calls out must not be called from one either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Calls that leave the process, directly or through the functions named here. */
const OUTBOUND: RegExp[] = [
  /\bboundedRequest\(/,
  /(?<![.\w])fetch\(/,
  /\bsendNotification\(/,
  /\bgenerateRequestDetails\(/,
  /\bmailer\.send\(/,
  /\bsendMail\(/,
  /\baskOpenMeteo\(/,
  /\bnominatimSearch\(/,
  /(?<![.\w])geocode\(/,
  /\bcheckPushEndpoint\(/,
  /\bsendDueAlerts\(/,
  /\brunOfflineCheck\(/,
  // push.service.ts's one send (a plain `push(`, not an array's `.push(`).
  /(?<![.\w])push\(/,
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The body of each `.transaction().execute(...)` callback, found by matching braces. */
export function transactionBodies(code: string): string[] {
  const bodies: string[] = [];
  const start = /\.transaction\(\)\s*\.execute\(/g;
  for (let match = start.exec(code); match; match = start.exec(code)) {
    const open = code.indexOf('{', match.index);
    if (open < 0) continue;
    let depth = 0;
    let end = open;
    for (; end < code.length; end++) {
      if (code[end] === '{') depth += 1;
      else if (code[end] === '}' && --depth === 0) break;
    }
    bodies.push(code.slice(open, end + 1));
  }
  return bodies;
}

it('finds a call out inside a transaction (the check itself works)', () => {
  const bad =
    'await db.transaction().execute(async (trx) => { await trx.insertInto("x"); await deps.mailer.send(m); });';
  const calls = (code: string) => transactionBodies(code).flatMap((body) => OUTBOUND.filter((call) => call.test(body)));
  expect(calls(bad)).toHaveLength(1);
  expect(
    calls('db.transaction().execute(async (trx) => { rows.push(1); await push(deps, keys, alert); })'),
  ).toHaveLength(1);
  expect(calls('db.transaction().execute(async (trx) => { rows.push(1); })')).toEqual([]);
});

it('no call out of the server is awaited inside a database transaction', () => {
  const found: string[] = [];
  for (const file of sources(SERVER)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const body of transactionBodies(code))
      for (const call of OUTBOUND) if (call.test(body)) found.push(`${path.relative(SERVER, file)}: ${call.source}`);
  }
  expect(found).toEqual([]);
});
