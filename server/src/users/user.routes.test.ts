import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  PASSWORD,
  sampleCompany,
  SUPER_EMAIL,
  SUPER_PASSWORD,
  type TestContext,
} from '../testing/test-app.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';
import {
  ALL_USERS,
  CREATE_USER,
  MASJID_USERS,
  RESEND_VERIFICATION,
  SET_USER_ACTIVE,
  UPDATE_USER,
} from '@core/http/contract/users.js';
import { LOGIN, ME, RESET_CREDENTIAL, UPDATE_CREDENTIAL, VERIFY_EMAIL } from '@core/http/contract/account.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Bilal',
  lastName: 'Rahman',
  email,
  password: 'long-enough-1',
  ...extra,
});

describe('registration of the first admin', () => {
  it('is open only while the masjid has no user, and sends a confirmation mail', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Ar-Rahma', 'rahma') });
    const companyId = masjid.json.target!.id;

    const first = await t.call(CREATE_USER, {
      params: { companyId },
      body: newUser('first@rahma.org', { roles: ['SUPER_ADMIN'] }),
    });
    // Nobody grants themselves SUPER_ADMIN through registration.
    expect(first.status).toBe(403);

    const ok = await t.call(CREATE_USER, { params: { companyId }, body: newUser('first@rahma.org') });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Successfully created company user');
    expect(ok.json.target).toMatchObject({
      email: 'first@rahma.org',
      roles: ['ADMIN'],
      active: true,
      verified: false,
      companyName: 'Masjid Ar-Rahma',
    });
    expect(ok.json.target).not.toHaveProperty('password');
    expect(JSON.stringify(ok.json)).not.toMatch(/scrypt|emailVerifyCode/);

    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('first@rahma.org');
    expect(mail.link).toMatch(
      new RegExp(`/auth/register/verify\\?userId=${ok.json.target!.id}&emailVerifyCode=[\\w-]{20,}$`),
    );

    // The masjid now has a user: a stranger cannot attach themselves to it.
    const second = await t.call(CREATE_USER, { params: { companyId }, body: newUser('intruder@evil.org') });
    expect(second.status).toBe(403);
    // Permission first (docs/security.md): a caller who registered nothing is refused before the masjid is looked up.
    const unknown = await t.call(CREATE_USER, { params: { companyId: 'does-not-exist' }, body: newUser('x@evil.org') });
    expect(unknown.status).toBe(403);
  });

  it('is open only to the browser that registered the masjid: not to a stranger, not for another masjid, not for one a super admin made', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Al-Amin', 'alamin') });
    const setCookie = masjid.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^minaret_registration=[\w.-]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const companyId = masjid.json.target!.id;

    const stranger = await t.call(
      CREATE_USER,
      { params: { companyId }, body: newUser('stranger@evil.org') },
      { cookies: false },
    );
    expect(stranger.status).toBe(403);
    expect(stranger.json.message).toMatch(/Only the browser that registered this masjid may add its first admin/);
    const forged = await t.call(
      CREATE_USER,
      { params: { companyId }, body: newUser('forged@evil.org') },
      { cookies: false, headers: { cookie: `minaret_registration=${await t.login(SUPER_EMAIL, SUPER_PASSWORD)}` } },
    );
    expect(forged.status).toBe(403);

    // A cookie from registering masjid B (in a browser that holds no other registration: one browser holds
    // one unfinished registration, docs/volunteer.md "Registration") does not open masjid A.
    const other = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Other', 'otheramin') }, { cookies: false });
    expect(other.json.target!.id).not.toBe(companyId);
    const crossed = await t.call(CREATE_USER, { params: { companyId }, body: newUser('crossed@evil.org') });
    expect(crossed.status).toBe(403);
    const nobody = await t.call(
      MASJID_USERS,
      { params: { companyId } },
      { token: await t.login(SUPER_EMAIL, SUPER_PASSWORD) },
    );
    expect(nobody.json.flatMap((group: { users: unknown[] }) => group.users)).toEqual([]);

    const own = await t.call(CREATE_USER, {
      params: { companyId: other.json.target!.id },
      body: newUser('first@otheramin.org'),
    });
    expect(own.status).toBe(200);
    // Used once: the proof is cleared with the first admin.
    expect(own.headers.get('set-cookie')).toMatch(/^minaret_registration=;.*Max-Age=0/);

    // A masjid a super admin created has no registrant: its users come from an admin or a super admin.
    const superToken = await t.login(SUPER_EMAIL, SUPER_PASSWORD);
    const made = await t.call(
      CREATE_MASJID,
      { body: sampleCompany('Made By Super', 'madebysuper') },
      { token: superToken, cookies: false },
    );
    const claimed = await t.call(
      CREATE_USER,
      { params: { companyId: made.json.target!.id }, body: newUser('claim@evil.org') },
      { cookies: false },
    );
    expect(claimed.status).toBe(403);
    const added = await t.call(
      CREATE_USER,
      { params: { companyId: made.json.target!.id }, body: newUser('imam@madebysuper.org') },
      { token: superToken, cookies: false },
    );
    expect(added.status).toBe(200);
    expect(added.json.target!.roles).toEqual(['ADMIN']);
  });

  it('lets exactly one of two first-admin requests sent at once through', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Race', 'racemasjid') });
    const [a, b] = await Promise.all([
      t.call(CREATE_USER, { params: { companyId: masjid.json.target!.id }, body: newUser('one@race.org') }),
      t.call(CREATE_USER, { params: { companyId: masjid.json.target!.id }, body: newUser('two@race.org') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const users = await t.call(
      MASJID_USERS,
      { params: { companyId: masjid.json.target!.id } },
      { token: await t.login(SUPER_EMAIL, SUPER_PASSWORD) },
    );
    expect(users.json.flatMap((group: { users: unknown[] }) => group.users)).toHaveLength(1);
  });

  it('validates the user with the spec keys and messages', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Valid Check', 'validcheck') });
    const res = await t.call(CREATE_USER, {
      params: { companyId: masjid.json.target!.id },
      body: { firstName: 'A'.repeat(31), lastName: '', email: 'not-an-email@x.toolong', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      'user.firstName': 'Must be at most 30 characters',
      'user.lastName': 'Last name is required',
      'user.email': 'Invalid Email',
      'user.password': 'Password must be at least 8 characters',
    });
    // Up to 254 characters (RFC 5321), not the spec's 30 (docs/volunteer.md "Text limits").
    const tooLong = await t.call(CREATE_USER, {
      params: { companyId: masjid.json.target!.id },
      body: newUser(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.org`),
    });
    expect(tooLong.json.fieldErrors!['user.email']).toBe('Must be at most 254 characters');
  });

  it("accepts a real address longer than the spec's 30 characters, kept whole", async () => {
    const email = 'muhammad.abdul.rahman42@gmail.com';
    const masjid = await t.registerMasjid('Masjid Long Mail', { url: 'longmail', email });
    const me = await t.call(ME, {}, { token: masjid.token });
    expect(me.status, me.text).toBe(200);
    expect(me.json.user.email).toBe(email);
  });

  it('tells an admin adding a user that the email is already registered, in any case', async () => {
    // (The anonymous first-admin step answers as for a new address: server/src/auth/account-safety.test.ts.)
    await t.registerMasjid('Dup One', { url: 'dupone', email: 'same@dup.org' });
    const two = await t.registerMasjid('Dup Two', { url: 'duptwo' });
    const res = await t.call(
      CREATE_USER,
      { params: { companyId: two.companyId }, body: newUser('SAME@dup.org') },
      { token: two.token },
    );
    expect(res.status).toBe(409);
    expect(res.json.fieldErrors!['user.email']).toBe('This email is already registered');
  });
});

describe('email confirmation and sign-in', () => {
  it('keeps an unconfirmed user out until the link is opened, once', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Huda', 'huda') });
    const user = await t.call(CREATE_USER, {
      params: { companyId: masjid.json.target!.id },
      body: newUser('imam@huda.org'),
    });
    const userId = user.json.target!.id;

    const early = await t.call(LOGIN, { body: { email: 'imam@huda.org', password: 'long-enough-1' } });
    expect(early.status).toBe(403);
    // The sign-in form offers "Send the confirmation email again" on this code, whatever the message's language.
    expect(early.json.code).toBe('EMAIL_UNCONFIRMED');
    expect(early.json.message).toBe('Please confirm your email address first: open the link we sent to imam@huda.org.');

    const wrong = await t.call(VERIFY_EMAIL, { params: { userId, code: 'not-the-code' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.successful).toBe(false);

    const link = new URL(t.mailer.sent.at(-1)!.link!);
    const verify = await t.call(VERIFY_EMAIL, { params: { userId, code: link.searchParams.get('emailVerifyCode')! } });
    expect(verify.json).toEqual({
      successful: true,
      message: 'Thank you, your email address is confirmed. You can now sign in.',
    });
    const again = await t.call(VERIFY_EMAIL, { params: { userId, code: link.searchParams.get('emailVerifyCode')! } });
    expect(again.json.message).toMatch(/already confirmed/);

    const login = await t.call(LOGIN, { body: { email: 'IMAM@huda.org', password: 'long-enough-1' } });
    expect(login.status).toBe(200);
    const [, payload] = login.json.token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ roles: ['ADMIN'], companyId: masjid.json.target!.id, email: 'imam@huda.org' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect(login.json.company!.id).toBe(masjid.json.target!.id);
    expect(login.json.user!.verified).toBe(true);
  });

  it('expires confirmation links after seven days', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Late', 'latemasjid') });
    const user = await t.call(CREATE_USER, {
      params: { companyId: masjid.json.target!.id },
      body: newUser('late@late.org'),
    });
    const link = new URL(t.mailer.sent.at(-1)!.link!);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 8 * 86_400_000));
    try {
      const res = await t.call(VERIFY_EMAIL, {
        params: { userId: user.json.target!.id, code: link.searchParams.get('emailVerifyCode')! },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/expired/);
    } finally {
      t.clock.set(start);
    }
  });

  it('never says which of email or password was wrong', async () => {
    const masjid = await t.registerMasjid('Masjid Salam', { url: 'salam' });
    const wrongPassword = await t.call(LOGIN, { body: { email: masjid.email, password: 'nope-nope' } });
    const unknownEmail = await t.call(LOGIN, { body: { email: 'nobody@salam.org', password: PASSWORD } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json.message).toBe('Login failed. Invalid email or password.');
    expect(unknownEmail.json.message).toBe(wrongPassword.json.message);
    const missing = await t.raw('leaves out password, which the schema requires', 'POST', '/auth/login', {
      body: { email: '' },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.fieldErrors).sort()).toEqual(['credentials.email', 'credentials.password']);
  });

  it('lets a super admin act for a chosen masjid, and nobody else', async () => {
    const masjid = await t.registerMasjid('Masjid Choice', { url: 'choice' });
    const other = await t.registerMasjid('Masjid Other', { url: 'otherone' });
    const asSuper = await t.call(LOGIN, {
      body: { email: SUPER_EMAIL, password: SUPER_PASSWORD, companyId: masjid.companyId },
    });
    expect(asSuper.status).toBe(200);
    expect(asSuper.json.company!.id).toBe(masjid.companyId);
    const me = await t.call(ME, {}, { token: asSuper.json.token });
    expect(me.json.company!.id).toBe(masjid.companyId);

    const foreign = await t.call(LOGIN, {
      body: { email: masjid.email, password: PASSWORD, companyId: other.companyId },
    });
    expect(foreign.status).toBe(401);
    const own = await t.call(LOGIN, { body: { email: masjid.email, password: PASSWORD, companyId: masjid.companyId } });
    expect(own.status).toBe(200);
  });

  it('turns away expired and forged tokens', async () => {
    const masjid = await t.registerMasjid('Masjid Time', { url: 'timemasjid' });
    const forged = masjid.token.slice(0, -4) + 'AAAA';
    const bad = await t.call(ME, {}, { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.json.message).toMatch(/session has expired/);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 13 * 3600_000));
    try {
      expect((await t.call(ME, {}, { token: masjid.token })).status).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });
});

describe('managing users', () => {
  it('lets an admin add, edit, deactivate and reactivate users of their masjid', async () => {
    const masjid = await t.registerMasjid('Masjid Ihsan', { url: 'ihsan' });
    const add = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('helper@ihsan.org', { roles: [] }) },
      { token: masjid.token },
    );
    expect(add.status).toBe(200);
    expect(add.json.message).toBe('Successfully added company user');
    expect(add.json.target!.roles).toEqual([]);
    const helperId = add.json.target!.id;

    const list = await t.call(MASJID_USERS, { params: { companyId: masjid.companyId } }, { token: masjid.token });
    expect(list.json).toHaveLength(1);
    expect(list.json[0]!.name).toBe('Masjid Ihsan');
    expect(list.json[0]!.users!.map((u: { email: string }) => u.email)).toEqual([masjid.email, 'helper@ihsan.org']);

    const edit = await t.call(
      UPDATE_USER,
      {
        params: { companyId: masjid.companyId, id: helperId },
        body: { firstName: 'Bilal', lastName: 'Ahmed', email: 'helper@ihsan.org', roles: ['ADMIN'] },
      },
      { token: masjid.token },
    );
    expect(edit.json.target).toMatchObject({ lastName: 'Ahmed', roles: ['ADMIN'], verified: false });

    const off = await t.call(
      SET_USER_ACTIVE,
      { params: { id: helperId }, query: { active: 'false' } },
      { token: masjid.token },
    );
    expect(off.json.target).toEqual({ id: helperId, active: false });
    const on = await t.call(
      SET_USER_ACTIVE,
      { params: { id: helperId }, query: { active: 'true' } },
      { token: masjid.token },
    );
    expect(on.json.target!.active).toBe(true);

    const self = await t.call(
      SET_USER_ACTIVE,
      { params: { id: masjid.userId }, query: { active: 'false' } },
      { token: masjid.token },
    );
    expect(self.status).toBe(403);
    const ownRoles = await t.call(
      UPDATE_USER,
      {
        params: { companyId: masjid.companyId, id: masjid.userId },
        body: { firstName: 'Amina', lastName: 'Yusuf', email: masjid.email, roles: [] },
      },
      { token: masjid.token },
    );
    expect(ownRoles.status).toBe(403);
    const grantSuper = await t.call(
      UPDATE_USER,
      {
        params: { companyId: masjid.companyId, id: helperId },
        body: { firstName: 'Bilal', lastName: 'Ahmed', email: 'helper@ihsan.org', roles: ['ADMIN', 'SUPER_ADMIN'] },
      },
      { token: masjid.token },
    );
    expect(grantSuper.status).toBe(403);
  });

  it('ends the session of a deactivated user at once', async () => {
    const masjid = await t.registerMasjid('Masjid Amanah', { url: 'amanah' });
    const add = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('second@amanah.org') },
      { token: masjid.token },
    );
    await t.confirmEmail(add.json.target!.id);
    const token = await t.login('second@amanah.org', 'long-enough-1');
    expect((await t.call(ME, {}, { token })).status).toBe(200);
    await t.call(
      SET_USER_ACTIVE,
      { params: { id: add.json.target!.id }, query: { active: 'false' } },
      { token: masjid.token },
    );
    const after = await t.call(ME, {}, { token });
    expect(after.status).toBe(401);
    const login = await t.call(LOGIN, { body: { email: 'second@amanah.org', password: 'long-enough-1' } });
    expect(login.status).toBe(403);
    expect(login.json.message).toMatch(/deactivated/);
  });

  it('lets a plain user edit only their own profile', async () => {
    const masjid = await t.registerMasjid('Masjid Sidq', { url: 'sidq' });
    const add = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('viewer@sidq.org', { roles: [] }) },
      { token: masjid.token },
    );
    await t.confirmEmail(add.json.target!.id);
    const token = await t.login('viewer@sidq.org', 'long-enough-1');
    const own = await t.call(
      UPDATE_USER,
      {
        params: { companyId: masjid.companyId, id: add.json.target!.id },
        body: { firstName: 'Yahya', lastName: 'Rahman', email: 'viewer@sidq.org' },
      },
      { token },
    );
    expect(own.status).toBe(200);
    expect(own.json.target!.firstName).toBe('Yahya');
    const other = await t.call(
      UPDATE_USER,
      {
        params: { companyId: masjid.companyId, id: masjid.userId },
        body: { firstName: 'Hacked', lastName: 'Name', email: masjid.email },
      },
      { token },
    );
    expect(other.status).toBe(403);
    expect((await t.call(MASJID_USERS, { params: { companyId: masjid.companyId } }, { token })).status).toBe(404);
    expect(
      (await t.call(SET_USER_ACTIVE, { params: { id: masjid.userId }, query: { active: 'false' } }, { token })).status,
    ).toBe(403);
  });

  it('asks for confirmation again when an email changes, and can resend the link', async () => {
    const masjid = await t.registerMasjid('Masjid Nur', { url: 'nur' });
    const add = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('old@nur.org') },
      { token: masjid.token },
    );
    await t.confirmEmail(add.json.target!.id);
    const change = await t.call(
      UPDATE_USER,
      {
        params: { companyId: masjid.companyId, id: add.json.target!.id },
        body: { firstName: 'Bilal', lastName: 'Rahman', email: 'new@nur.org' },
      },
      { token: masjid.token },
    );
    expect(change.json.target).toMatchObject({ email: 'new@nur.org', verified: false });
    expect(t.mailer.sent.at(-1)!.to).toBe('new@nur.org');
    const resend = await t.call(RESEND_VERIFICATION, { params: { id: add.json.target!.id } }, { token: masjid.token });
    expect(resend.status).toBe(200);
    expect(t.mailer.sent.at(-1)!.to).toBe('new@nur.org');
    await t.confirmEmail(add.json.target!.id);
    expect(
      (await t.call(RESEND_VERIFICATION, { params: { id: add.json.target!.id } }, { token: masjid.token })).status,
    ).toBe(409);
  });

  it('groups all users by masjid for a super admin', async () => {
    const masjid = await t.registerMasjid('Masjid Group', { url: 'groupmasjid' });
    const res = await t.call(ALL_USERS, {}, { token: await t.superToken() });
    const group = res.json.find((g: { id: string }) => g.id === masjid.companyId);
    expect(group!.users!.map((u: { email: string }) => u.email)).toEqual([masjid.email]);
    const orphan = res.json.find((g: { name: string }) => g.name === 'No masjid');
    expect(orphan!.users!.map((u: { email: string }) => u.email)).toContain(SUPER_EMAIL);
  });
});

describe('passwords', () => {
  it('updates only with the existing password and only for oneself', async () => {
    const masjid = await t.registerMasjid('Masjid Pass', { url: 'passmasjid' });
    const mine = { params: { email: masjid.email } };
    const wrong = await t.call(
      UPDATE_CREDENTIAL,
      { ...mine, body: { newCredential: 'brand-new-pass', existingCredential: 'wrong' } },
      { token: masjid.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.fieldErrors!.existingCredential).toBe('Current password is not correct');
    const short = await t.call(
      UPDATE_CREDENTIAL,
      { ...mine, body: { newCredential: 'short', existingCredential: PASSWORD } },
      { token: masjid.token },
    );
    expect(short.json.fieldErrors!.newCredential).toBe('Password must be at least 8 characters');
    const other = await t.call(
      UPDATE_CREDENTIAL,
      { params: { email: SUPER_EMAIL }, body: { newCredential: 'brand-new-pass', existingCredential: PASSWORD } },
      { token: masjid.token },
    );
    expect(other.status).toBe(403);
    const ok = await t.call(
      UPDATE_CREDENTIAL,
      { ...mine, body: { newCredential: 'brand-new-pass', existingCredential: PASSWORD } },
      { token: masjid.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Password was updated.');
    expect((await t.call(LOGIN, { body: { email: masjid.email, password: PASSWORD } })).status).toBe(401);
    expect((await t.call(LOGIN, { body: { email: masjid.email, password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('is reset only within the same masjid, or by a super admin', async () => {
    const a = await t.registerMasjid('Masjid Reset A', { url: 'reseta' });
    const b = await t.registerMasjid('Masjid Reset B', { url: 'resetb' });
    const of = (email: string) => ({ params: { email } });
    const add = await t.call(
      CREATE_USER,
      { params: { companyId: a.companyId }, body: newUser('member@reseta.org') },
      { token: a.token },
    );
    await t.confirmEmail(add.json.target!.id);

    // Another masjid's user and the super admin answer as an unknown email does (no probing for accounts).
    expect(
      (await t.call(RESET_CREDENTIAL, { ...of(b.email), body: { newCredential: 'taken-over-1' } }, { token: a.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call(
          RESET_CREDENTIAL,
          { ...of(SUPER_EMAIL), body: { newCredential: 'taken-over-1' } },
          { token: a.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.call(RESET_CREDENTIAL, { ...of('member@reseta.org'), body: { newCredential: 'reset-by-anon' } })).status,
    ).toBe(401);
    const own = await t.call(
      RESET_CREDENTIAL,
      { ...of('member@reseta.org'), body: { newCredential: 'reset-by-admin' } },
      { token: a.token },
    );
    expect(own.status).toBe(200);
    expect((await t.call(LOGIN, { body: { email: 'member@reseta.org', password: 'reset-by-admin' } })).status).toBe(
      200,
    );
    const bySuper = await t.call(
      RESET_CREDENTIAL,
      { ...of(b.email), body: { newCredential: 'reset-by-super' } },
      { token: await t.superToken() },
    );
    expect(bySuper.status).toBe(200);
    expect((await t.call(LOGIN, { body: { email: b.email, password: 'reset-by-super' } })).status).toBe(200);
  });

  it('signs the user out everywhere: sessions from before the reset stop working, new ones work', async () => {
    const masjid = await t.registerMasjid('Masjid Reset C', { url: 'resetc' });
    const add = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('member@resetc.org') },
      { token: masjid.token },
    );
    await t.confirmEmail(add.json.target!.id);
    const start = t.clock.now();
    try {
      const stolen = await t.login('member@resetc.org', 'long-enough-1');
      expect((await t.call(ME, {}, { token: stolen })).status).toBe(200);
      t.clock.set(new Date(start.getTime() + 60_000));
      const reset = await t.call(
        RESET_CREDENTIAL,
        { params: { email: 'member@resetc.org' }, body: { newCredential: 'fresh-password-1' } },
        { token: masjid.token },
      );
      expect(reset.status).toBe(200);
      const refused = await t.call(ME, {}, { token: stolen });
      expect(refused.status).toBe(401);
      expect(refused.json.message).toBe(
        'Your session has ended (password changed or account deactivated). Please sign in again.',
      );
      // The admin who reset it keeps their own session.
      expect((await t.call(ME, {}, { token: masjid.token })).status).toBe(200);
      const fresh = await t.login('member@resetc.org', 'fresh-password-1');
      expect((await t.call(ME, {}, { token: fresh })).status).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });
});
