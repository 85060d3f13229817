import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { FORGOT_PASSWORD, RESET_PASSWORD, ME, RESEND_CONFIRMATION } from '@core/http/contract/account.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';
import { CREATE_USER } from '@core/http/contract/users.js';

describe('a forgotten password and a lost confirmation email, by the volunteer alone', () => {
  let t: TestContext;
  let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-04-01T12:00:00Z' });
    masjid = await t.registerMasjid('Masjid Forget', { url: 'forget', email: 'imam@forget.org' });
  });
  afterAll(() => t.close());

  const lastLink = (to: string) => [...t.mailer.sent].reverse().find((mail) => mail.to === to)?.link;

  it('answers alike for a known and an unknown address, and mails only the known one', async () => {
    const before = t.mailer.sent.length;
    const known = await t.call(FORGOT_PASSWORD, { body: { email: 'IMAM@forget.org' } });
    const unknown = await t.call(FORGOT_PASSWORD, { body: { email: 'nobody@forget.org' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('imam@forget.org');
    expect(mail.text).toContain('valid for 60 minutes');
  });

  it('sets a new password from the link once, ends the old sessions, and refuses the link afterwards', async () => {
    await t.call(FORGOT_PASSWORD, { body: { email: masjid.email } });
    const token = new URL(lastLink(masjid.email)!).searchParams.get('token')!;
    const reset = await t.call(RESET_PASSWORD, { body: { token, password: 'brand-new-pass-1' } });
    expect(reset.status, reset.text).toBe(200);
    expect((await t.call(ME, {}, { token: masjid.token })).status).toBe(401);
    await t.login(masjid.email, 'brand-new-pass-1');
    await expect(t.login(masjid.email, PASSWORD)).rejects.toThrow();
    const again = await t.call(RESET_PASSWORD, { body: { token, password: 'another-pass-2' } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This link has expired or was already used. Ask for a new one.');
  });

  it('refuses a link after 60 minutes', async () => {
    await t.call(FORGOT_PASSWORD, { body: { email: masjid.email } });
    const token = new URL(lastLink(masjid.email)!).searchParams.get('token')!;
    t.clock.set('2026-04-01T13:01:00Z');
    const late = await t.call(RESET_PASSWORD, { body: { token, password: 'late-pass-123' } });
    expect(late.status).toBe(400);
  });

  it('sends the confirmation email again to an unconfirmed address only, answering alike', async () => {
    const created = await t.call(CREATE_MASJID, {
      body: { ...(await import('../testing/test-app.js')).sampleCompany('Masjid Unconfirmed', 'unconfirmed') },
    });
    await t.call(CREATE_USER, {
      params: { companyId: created.json.target!.id },
      body: { firstName: 'Amina', lastName: 'Khan', email: 'amina@unconfirmed.org', password: 'amina-pass-1' },
    });
    const before = t.mailer.sent.length;
    const resent = await t.call(RESEND_CONFIRMATION, { body: { email: 'amina@unconfirmed.org' } });
    const confirmed = await t.call(RESEND_CONFIRMATION, { body: { email: masjid.email } });
    expect(resent.json).toEqual(confirmed.json);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.sent.at(-1)!.to).toBe('amina@unconfirmed.org');
  });
});
