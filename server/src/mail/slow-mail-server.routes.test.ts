/**
 * A mail server that takes connections and never greets holds no request past MAIL_WAIT_MS
 * (docs/security.md "Outbound calls"): the mailer's own deadlines run to 30 s, which a person asking for a
 * reset link or registering a masjid used to wait out.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHostileService, type HostileService } from '../testing/hostile-service.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { MAIL_WAIT_MS } from './send-while-answering.js';
import { FORGOT_PASSWORD } from '@core/http/contract/account.js';

let silent: HostileService;
let t: TestContext;
beforeAll(async () => {
  silent = await startHostileService({ choose: () => undefined, answer: () => undefined });
  t = await createTestContext({ mail: 'configured', config: { smtpUrl: `smtp://127.0.0.1:${silent.silentPort}` } });
});
afterAll(async () => {
  await t?.close();
  await silent?.close();
});

/** Well under the mailer's 10 s wait for a greeting, with room for a busy machine. */
const ANSWERED_WITHIN_MS = MAIL_WAIT_MS + 3_000;

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

it('answers a forgotten password without waiting out the mail server', async () => {
  const masjid = await t.registerMasjid('Masjid Slow Mail', { url: 'slowmail' });
  const reset = await timed(() => t.call(FORGOT_PASSWORD, { body: { email: masjid.email } }));
  expect(reset.value.status, reset.value.text).toBe(200);
  expect(reset.ms).toBeLessThan(ANSWERED_WITHIN_MS);
  // The link was handed to the mail server all the same.
  expect(t.mailer.sent.at(-1)?.to).toBe(masjid.email);
});

it('registers a masjid and its first admin, each within the wait, while the mail server stalls', async () => {
  const registered = await timed(() => t.registerMasjid('Masjid Stalled Mail', { url: 'stalledmail' }));
  // Registration, the first admin (a confirmation mail, the super admins' notice) and two sign-ins.
  expect(registered.ms).toBeLessThan(2 * ANSWERED_WITHIN_MS);
  expect(registered.value.token).toBeTruthy();
});
