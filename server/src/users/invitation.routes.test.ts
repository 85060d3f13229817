import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { INVITE_USER, RESEND_VERIFICATION } from '@core/http/contract/users.js';
import { INVITATION, ACCEPT_INVITATION, ME, RESEND_CONFIRMATION } from '@core/http/contract/account.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';

describe('inviting a user by email: they choose their own password (docs/volunteer.md "Inviting a user")', () => {
  let t: TestContext;
  let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
  let other: Awaited<ReturnType<TestContext['registerMasjid']>>;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-04-01T12:00:00Z' });
    masjid = await t.registerMasjid('Masjid Invite', { url: 'invite', email: 'imam@invite.org' });
    other = await t.registerMasjid('Masjid Elsewhere', { url: 'elsewhere', email: 'imam@elsewhere.org' });
  });
  afterAll(() => t.close());

  const tokenOf = (to: string) =>
    new URL([...t.mailer.sent].reverse().find((mail) => mail.to === to)!.link!).searchParams.get('token')!;
  const invite = (email: string, token = masjid.token, companyId = masjid.companyId) =>
    t.call(
      INVITE_USER,
      { params: { companyId }, body: { firstName: 'Bilal', lastName: 'Ahmed', email, roles: ['ADMIN'] } },
      { token },
    );

  it('mails a link saying who invited them to which masjid; the user waits, unable to sign in', async () => {
    const res = await invite('bilal@invite.org');
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('Invitation sent to bilal@invite.org.');
    expect(res.json.target).toMatchObject({
      email: 'bilal@invite.org',
      invited: true,
      verified: false,
      roles: ['ADMIN'],
    });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('bilal@invite.org');
    expect(mail.subject).toBe('Amina Yusuf invited you to Masjid Invite on Minaret');
    expect(mail.text).toContain('Amina Yusuf invited you to help run Masjid Invite on Minaret');
    expect(mail.text).toContain('valid for 7 days, works once');
    await expect(t.login('bilal@invite.org', 'anything-at-all')).rejects.toThrow();
    // Nothing of the address's history: the invitation is the only mail.
    expect(t.mailer.sent.filter((each) => each.to === 'bilal@invite.org')).toHaveLength(1);
  });

  it('shows the invitee who they are, takes their password once, and then says the link was used', async () => {
    const token = tokenOf('bilal@invite.org');
    const details = await t.call(INVITATION, { query: { token } });
    expect(details.status, details.text).toBe(200);
    expect(details.json).toEqual({
      email: 'bilal@invite.org',
      firstName: 'Bilal',
      lastName: 'Ahmed',
      companyName: 'Masjid Invite',
    });
    const short = await t.call(ACCEPT_INVITATION, { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    const accepted = await t.call(ACCEPT_INVITATION, { body: { token, password: 'bilal-chosen-1' } });
    expect(accepted.status, accepted.text).toBe(200);
    const session = await t.login('bilal@invite.org', 'bilal-chosen-1');
    const me = await t.call(ME, {}, { token: session });
    expect(me.json.user).toMatchObject({ verified: true, invited: false, companyId: masjid.companyId });

    const again = await t.call(ACCEPT_INVITATION, { body: { token, password: 'someone-else-2' } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(
      'This invitation was already used. Sign in with the password you chose, or use "Forgot password?" on the sign-in page.',
    );
    expect((await t.call(INVITATION, { query: { token } })).json.message).toContain('already used');
    await expect(t.login('bilal@invite.org', 'someone-else-2')).rejects.toThrow();
  });

  it('refuses an expired link with its own message; inviting again sends a new link and retires the old one', async () => {
    await invite('late@invite.org');
    const first = tokenOf('late@invite.org');
    t.clock.set('2026-04-08T12:00:01Z');
    const expired = await t.call(ACCEPT_INVITATION, { body: { token: first, password: 'late-pass-123' } });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe(
      'This invitation has expired (an invitation works for 7 days). Ask the admin who invited you to send a new one.',
    );

    // Sign-in tokens last hours: after a week the admin signs in again.
    masjid.token = await t.login(masjid.email, PASSWORD);
    other.token = await t.login(other.email, PASSWORD);
    const resent = await invite('late@invite.org');
    expect(resent.status, resent.text).toBe(200);
    expect(resent.json.message).toBe('A new invitation was sent to late@invite.org; the earlier link no longer works.');
    const second = tokenOf('late@invite.org');
    expect(second).not.toBe(first);
    t.clock.set('2026-04-08T12:05:00Z');
    const old = await t.call(ACCEPT_INVITATION, { body: { token: first, password: 'late-pass-123' } });
    expect(old.status).toBe(400);
    const ok = await t.call(ACCEPT_INVITATION, { body: { token: second, password: 'late-pass-123' } });
    expect(ok.status, ok.text).toBe(200);
    await t.login('late@invite.org', 'late-pass-123');
  });

  it('refuses a forged or cut link, an address with an account, another masjid, and SUPER_ADMIN from an admin', async () => {
    const forged = await t.call(ACCEPT_INVITATION, {
      body: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', password: 'forged-pass-1' },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toMatch(/^This invitation link is not valid/);
    const taken = await invite('imam@elsewhere.org');
    expect(taken.status).toBe(409);
    expect(taken.json.fieldErrors).toEqual({ 'user.email': 'This email is already registered' });
    const foreign = await invite('stranger@invite.org', other.token);
    expect(foreign.status).toBe(403);
    const superRole = await t.call(
      INVITE_USER,
      {
        params: { companyId: masjid.companyId },
        body: { firstName: 'Root', lastName: 'Wannabe', email: 'root@invite.org', roles: ['SUPER_ADMIN'] },
      },
      { token: masjid.token },
    );
    expect(superRole.status).toBe(403);
    const missing = await t.call(
      INVITE_USER,
      { params: { companyId: masjid.companyId }, body: { firstName: '', lastName: 'X', email: 'not-an-email' } },
      { token: masjid.token },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.fieldErrors!).sort()).toEqual(['user.email', 'user.firstName']);
  });

  it('sends a pending invitee no confirmation link, which would give them no password', async () => {
    masjid.token = await t.login(masjid.email, PASSWORD);
    const invited = await invite('pending@invite.org');
    const before = t.mailer.sent.length;
    const byAdmin = await t.call(
      RESEND_VERIFICATION,
      { params: { id: invited.json.target!.id } },
      { token: masjid.token },
    );
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.json.message).toBe(
      'This user was invited and has not chosen a password yet: send the invitation again instead.',
    );
    const bySelf = await t.call(RESEND_CONFIRMATION, { body: { email: 'pending@invite.org' } });
    expect(bySelf.status).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('keeps the invitation and its acceptance in the change history', async () => {
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: masjid.companyId }, query: { entity: 'user' } },
      { token: masjid.token },
    );
    const titles = history.json.entries.map((entry: { summary: string }) => entry.summary);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Invited a user',
        'Sent an invitation again',
        expect.stringMatching(/^Accepted the invitation and chose a password/),
      ]),
    );
  });
});
