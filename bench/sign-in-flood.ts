/**
 * Wrong sign-ins in parallel against the built server as `npm run serve` runs it:
 * `npx tsx bench/sign-in-flood.ts [--count 300] [--rounds 3]` (after `npm run build`).
 *
 * Each round sends `--count` wrong sign-ins at once, each from an address of its own (the server trusts one
 * proxy, so X-Forwarded-For names the sender), and the owner's own sign-in from another address right after
 * the round starts, trying again a second later when refused (503). Prints per round how the wrong ones were
 * answered (401 checked, 429 over the address's limit, 503 turned away at the door), the slowest answer,
 * requests with no answer within 20 s, and the owner's attempts and wait; and, as the reference of the same
 * minute, how long as many health checks at once took. `TEST_DATABASE_URL` runs the server on PostgreSQL. Figures: docs/security.md "Bursts of
 * sign-ins".
 */
import { SUPER_EMAIL, SUPER_PASSWORD, startServer } from '../tests/support/server.js';
import { option } from './options.js';
import { callRequest } from '@core/http/contract/call.js';
import { LOGIN } from '@core/http/contract/account.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { HEALTH } from '@core/http/contract/server-status.js';

const count = Number(option('count') ?? 300);
const rounds = Number(option('rounds') ?? 3);
const NO_ANSWER_MS = 20_000;

const server = await startServer({ TRUST_PROXY: '1' }, { asServed: true });

async function signIn(email: string, password: string, address: string) {
  const started = performance.now();
  try {
    // The contract's request, sent by hand: the flood reads every status and time, refusals included.
    const sent = callRequest(LOGIN, { body: { email, password } });
    const res = await fetch(`${server.url}${sent.path}`, {
      method: sent.method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(sent.body),
      signal: AbortSignal.timeout(NO_ANSWER_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** The owner as a person does it: tries again a second later when told to (503, Retry-After: 1). */
async function ownerSignsIn() {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const answer = await signIn(SUPER_EMAIL, SUPER_PASSWORD, '192.0.2.10');
    if (answer.status !== 503 || attempt === 10) {
      return { status: answer.status, ms: performance.now() - started, attempts: attempt };
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const address = (round: number, i: number) => `10.${round}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

try {
  for (let round = 1; round <= rounds; round++) {
    // The reference in the same minute: as many health checks at once (this machine is shared and noisy).
    const healthStarted = performance.now();
    await Promise.all(
      Array.from({ length: count }, () => fetch(`${server.url}${pathOf(HEALTH, {})}`).then((r) => r.arrayBuffer())),
    );
    const health = performance.now() - healthStarted;
    const flood = Array.from({ length: count }, (_, i) =>
      signIn(`nobody-${i}@flood.test`, `wrong-${round}-${i}`, address(round, i)),
    );
    const owner = ownerSignsIn();
    const answers = await Promise.all(flood);
    const ownerAnswer = await owner;
    const byStatus = new Map<number, number[]>();
    for (const { status, ms } of answers) byStatus.set(status, [...(byStatus.get(status) ?? []), ms]);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const statuses = [...byStatus]
      .map(([status, times]) => {
        const sorted = times.sort((a, b) => a - b);
        const p50 = sorted[Math.floor(sorted.length / 2)]!;
        return `${status === 0 ? 'no answer' : status}: ${times.length} (median ${seconds(p50)}, slowest ${seconds(sorted.at(-1)!)})`;
      })
      .join(', ');
    console.log(
      `round ${round}: ${count} health checks at once took ${seconds(health)}; ` +
        `${count} wrong sign-ins at once: ${statuses}; slowest answer ${seconds(slowest)}; ` +
        `owner ${ownerAnswer.status} after ${ownerAnswer.attempts} attempt(s), in ${seconds(ownerAnswer.ms)}`,
    );
    // The round's 503s said Retry-After 1: let the gate empty before the next round.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
} finally {
  await server.stop();
}
