import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { loggablePath } from './request-log.js';
import { LOGIN, ME, VERIFY_EMAIL, UPDATE_CREDENTIAL } from '@core/http/contract/account.js';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ logger: createLogger('info', sink) });
});
afterAll(() => t.close());

it('writes one JSON line per request with its id, status and duration, and no password, token or code', async () => {
  const masjid = await t.registerMasjid('Masjid Logs', { url: 'logs' });
  const verifyMail = t.mailer.sent.find((mail) => mail.to === masjid.email)!;
  const code = new URL(verifyMail.link!).searchParams.get('emailVerifyCode')!;
  lines.length = 0;

  const wrong = await t.call(LOGIN, { body: { email: masjid.email, password: 'my-secret-guess-77' } });
  const me = await t.call(ME, {}, { token: masjid.token, headers: { 'x-request-id': 'proxy-given-id-1' } });
  await t.call(VERIFY_EMAIL, { params: { userId: masjid.userId, code } });
  await t.call(
    UPDATE_CREDENTIAL,
    { params: { email: masjid.email }, body: { existingCredential: PASSWORD, newCredential: 'another-secret-88' } },
    { token: masjid.token },
  );

  const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requests = parsed.filter((line) => line.msg === 'request');
  expect(requests).toHaveLength(4);
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/login', status: 401, level: 30 });
  expect(requests[1]).toMatchObject({ method: 'GET', path: '/api/auth/me', status: 200, reqId: 'proxy-given-id-1' });
  expect(me.headers.get('x-request-id')).toBe('proxy-given-id-1');
  expect(wrong.headers.get('x-request-id')).toBe(requests[0]!.reqId);
  expect(requests[2]!.path).toBe(`/api/auth/users/${masjid.userId}/verifyEmail/[redacted]`);
  for (const request of requests) {
    expect(typeof request.reqId).toBe('string');
    expect(typeof request.durationMs).toBe('number');
    expect(typeof request.time).toBe('number');
  }
  const all = lines.join('\n');
  for (const secret of ['my-secret-guess-77', 'another-secret-88', PASSWORD, masjid.token, code])
    expect(all).not.toContain(secret);
});

it('redacts secret-shaped path segments and fields named like secrets', () => {
  expect(loggablePath('/api/x/aaaaaaaaaaaa.bbbbbbbbbbbb.cccccccccccc/y')).toBe('/api/x/[redacted]/y');
  lines.length = 0;
  createLogger('info', sink).warn('oops', { token: 'abc', user: { password: 'p' }, ok: 1 });
  const line = JSON.parse(lines[0]!) as Record<string, unknown>;
  expect(line).toMatchObject({ msg: 'oops', token: '[redacted]', user: { password: '[redacted]' }, ok: 1, level: 40 });
});
