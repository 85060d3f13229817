import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { ACT_FOR, ME } from '@core/http/contract/account.js';
import { MASJID_USERS } from '@core/http/contract/users.js';

describe('the super admin switches masjid without signing in again (docs/volunteer.md "Masjid switcher")', () => {
  let t: TestContext;
  let first: Awaited<ReturnType<TestContext['registerMasjid']>>;
  let second: Awaited<ReturnType<TestContext['registerMasjid']>>;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
    first = await t.registerMasjid('Masjid First', { url: 'first' });
    second = await t.registerMasjid('Masjid Second', { url: 'second' });
  });
  afterAll(() => t.close());

  const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

  it('answers a token acting for the chosen masjid, ending when the current one ends', async () => {
    const root = await t.superToken();
    t.clock.set('2026-05-10T17:00:00Z');
    const res = await t.call(ACT_FOR, { body: { companyId: second.companyId } }, { token: root });
    expect(res.status, res.text).toBe(200);
    expect(res.json.company).toMatchObject({ id: second.companyId, name: 'Masjid Second' });
    const token = res.json.token as string;
    expect(payload(token).companyId).toBe(second.companyId);
    expect(payload(token).exp).toBe(payload(root).exp);
    // The token acts for that masjid: its admin-only data opens.
    const users = await t.call(MASJID_USERS, { params: { companyId: second.companyId } }, { token });
    expect(users.status).toBe(200);
    const me = await t.call(ME, {}, { token });
    expect(me.json.company!.id).toBe(second.companyId);

    const none = await t.call(ACT_FOR, { body: { companyId: null } }, { token });
    expect(none.status).toBe(200);
    expect(none.json.company).toBeNull();
  });

  it('refuses an unknown masjid, and anyone but a super admin', async () => {
    const root = await t.superToken();
    const unknown = await t.call(ACT_FOR, { body: { companyId: 'no-such-masjid' } }, { token: root });
    expect(unknown.status).toBe(404);
    const admin = await t.call(ACT_FOR, { body: { companyId: second.companyId } }, { token: first.token });
    expect(admin.status).toBe(403);
    const anonymous = await t.call(ACT_FOR, { body: { companyId: second.companyId } });
    expect(anonymous.status).toBe(401);
  });
});
