import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, sampleCompany, type TestContext } from '../testing/test-app.js';
import { UPDATE_CREDENTIAL, ME, RESET_CREDENTIAL } from '@core/http/contract/account.js';
import { CREATE_USER, MASJID_USERS, SET_USER_ACTIVE, UPDATE_USER } from '@core/http/contract/users.js';
import { CREATE_MASJID, MASJID_NAMES } from '@core/http/contract/masjids.js';
import { SAVE_CONFIGURATIONS, MASJID_CONFIGURATIONS } from '@core/http/contract/configurations.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const newUser = (email: string) => ({ firstName: 'Bilal', lastName: 'Rahman', email, password: 'long-enough-1' });

describe('sessions', () => {
  it('ends every older token when a user changes their own password; the new token keeps working', async () => {
    const masjid = await t.registerMasjid('Masjid Amana', { url: 'amana' });
    const otherDevice = await t.login(masjid.email, PASSWORD);
    const changed = await t.call(
      UPDATE_CREDENTIAL,
      { params: { email: masjid.email }, body: { existingCredential: PASSWORD, newCredential: 'a-new-passphrase-9' } },
      { token: masjid.token },
    );
    expect(changed.status).toBe(200);
    const fresh = changed.json.token as string;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    for (const old of [masjid.token, otherDevice]) {
      const refused = await t.call(ME, {}, { token: old });
      expect(refused.status).toBe(401);
      expect(refused.json.message).toMatch(/session has ended/);
    }
    const me = await t.call(ME, {}, { token: fresh });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(masjid.email);
  });

  it('keeps a token from before a deactivation dead after the user is activated again', async () => {
    const masjid = await t.registerMasjid('Masjid Wafa', { url: 'wafa' });
    const added = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('helper@wafa.org') },
      { token: masjid.token },
    );
    await t.confirmEmail(added.json.target!.id);
    const helperToken = await t.login('helper@wafa.org', 'long-enough-1');
    expect(
      (
        await t.call(
          SET_USER_ACTIVE,
          { params: { id: added.json.target!.id }, query: { active: 'false' } },
          { token: masjid.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(
          SET_USER_ACTIVE,
          { params: { id: added.json.target!.id }, query: { active: 'true' } },
          { token: masjid.token },
        )
      ).status,
    ).toBe(200);
    expect((await t.call(ME, {}, { token: helperToken })).status).toBe(401);
    // Signing in again works.
    const again = await t.login('helper@wafa.org', 'long-enough-1');
    expect((await t.call(ME, {}, { token: again })).status).toBe(200);

    // The same through the user form (PUT with active false, then true).
    const user = { firstName: 'Bilal', lastName: 'Rahman', email: 'helper@wafa.org', roles: ['ADMIN' as const] };
    await t.call(
      UPDATE_USER,
      { params: { companyId: masjid.companyId, id: added.json.target!.id }, body: { ...user, active: false } },
      { token: masjid.token },
    );
    await t.call(
      UPDATE_USER,
      { params: { companyId: masjid.companyId, id: added.json.target!.id }, body: { ...user, active: true } },
      { token: masjid.token },
    );
    expect((await t.call(ME, {}, { token: again })).status).toBe(401);
  });

  it('does not let an admin change their own password through the reset route, without the current one', async () => {
    const masjid = await t.registerMasjid('Masjid Sidq', { url: 'sidq' });
    const reset = await t.call(
      RESET_CREDENTIAL,
      { params: { email: masjid.email }, body: { newCredential: 'taken-over-123' } },
      { token: masjid.token },
    );
    expect(reset.status).toBe(403);
    expect(reset.json.message).toMatch(/give your current password/);
    expect(await t.login(masjid.email, PASSWORD)).toBeTruthy();
  });
});

describe('no probing for accounts', () => {
  it('answers the first-admin step the same for an address that already has an account, and mails its owner instead', async () => {
    const existing = await t.registerMasjid('Masjid Huda', { url: 'huda' });

    const answerFor = async (name: string, url: string, email: string) => {
      const masjid = await t.call(CREATE_MASJID, { body: sampleCompany(name, url) });
      const res = await t.call(CREATE_USER, { params: { companyId: masjid.json.target!.id }, body: newUser(email) });
      // The claim is used up either way: the same browser cannot try a second address.
      const retry = await t.call(CREATE_USER, {
        params: { companyId: masjid.json.target!.id },
        body: newUser(`other-${email}`),
      });
      return { res, retry, companyId: masjid.json.target!.id as string };
    };
    const fresh = await answerFor('Masjid Fresh', 'freshone', 'new-person@fresh.org');
    const taken = await answerFor('Masjid Probe', 'probe', existing.email);

    expect(taken.res.status).toBe(fresh.res.status);
    expect(taken.res.status).toBe(200);
    expect(taken.res.json.message).toBe(fresh.res.json.message);
    expect(Object.keys(taken.res.json.target!).sort()).toEqual(Object.keys(fresh.res.json.target!).sort());
    expect(taken.res.json.target).toMatchObject({
      email: existing.email,
      verified: false,
      roles: ['ADMIN'],
      companyName: 'Masjid Probe',
    });
    expect(taken.retry.status).toBe(fresh.retry.status);

    // Nothing changed for the existing account, and its owner hears about the attempt.
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(existing.email);
    expect(mail.subject).toBe('Your email address is already registered on Minaret');
    expect(mail.text).toContain('"Masjid Probe"');
    expect(await t.login(existing.email, PASSWORD)).toBeTruthy();
    const superToken = await t.superToken();
    const users = await t.call(MASJID_USERS, { params: { companyId: taken.companyId } }, { token: superToken });
    expect(users.json[0]!.users).toEqual([]);
  });

  it('answers a password reset the same whether the email exists elsewhere or not at all', async () => {
    const mine = await t.registerMasjid('Masjid Nur', { url: 'nurreset' });
    const theirs = await t.registerMasjid('Masjid Zuhd', { url: 'zuhd' });
    const reset = (email: string) =>
      t.call(RESET_CREDENTIAL, { params: { email }, body: { newCredential: 'whatever-123' } }, { token: mine.token });
    const elsewhere = await reset(theirs.email);
    const nowhere = await reset('nobody-at-all@nowhere.org');
    expect(elsewhere.status).toBe(nowhere.status);
    expect(elsewhere.json.message).toBe(nowhere.json.message);
    expect(await t.login(theirs.email, PASSWORD)).toBeTruthy();
  });

  it('rate-limits registration per address', async () => {
    const limited = await createTestContext({ config: { registrationsPerAddress: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await limited.call(CREATE_MASJID, { body: sampleCompany(`Masjid Flood ${'ABCDE'[i]}`, `flood${i}`) }))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await limited.call(CREATE_MASJID, { body: sampleCompany('Masjid Flood F', 'flood9') });
      expect(refused.json.message).toMatch(
        /^Too many registrations from your network\. Please wait \d+ seconds? before trying again\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('masjid names without signing in', () => {
  it('lists only public masjids to the public, and every masjid to a super admin', async () => {
    const open = await t.registerMasjid('Masjid Open Doors', { url: 'opendoors', active: true });
    const hidden = await t.registerMasjid('Masjid Not Yet', { url: 'notyet' });
    const anonymous = await t.call(MASJID_NAMES, {});
    expect(anonymous.status).toBe(200);
    const ids = (anonymous.json as { id: string }[]).map((entry) => entry.id);
    expect(ids).toContain(open.companyId);
    expect(ids).not.toContain(hidden.companyId);
    const all = await t.call(MASJID_NAMES, {}, { token: await t.superToken() });
    expect((all.json as { id: string }[]).map((entry) => entry.id)).toEqual(
      expect.arrayContaining([open.companyId, hidden.companyId]),
    );
  });
});

describe('the same text rules on every route', () => {
  it('refuses control and direction-override characters in configurations, as the masjid content does', async () => {
    const masjid = await t.registerMasjid('Masjid Rules', { url: 'rulesmasjid' });
    for (const value of ['1:30\u0007pm', '1:30\u202Emp']) {
      const configurations = await t.call(
        SAVE_CONFIGURATIONS,
        { params: { companyId: masjid.companyId }, body: { configurations: [{ name: 'jumah_prayer', value }] } },
        { token: masjid.token },
      );
      expect(configurations.status).toBe(400);
      const content = await t.call(
        SAVE_CENTRAL_CONTROL,
        { body: { companyId: masjid.companyId, version: 0, customConfigurations: [{ name: 'jumah_prayer', value }] } },
        { token: masjid.token },
      );
      expect(content.status).toBe(400);
    }
    const stored = await t.call(
      MASJID_CONFIGURATIONS,
      { params: { companyId: masjid.companyId } },
      { token: masjid.token },
    );
    expect(stored.json.find((entry: { name: string }) => entry.name === 'jumah_prayer')!.value).toBe('');
    const announcement = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 0, announcements: [{ title: 'abc\u202Egnp.exe', text: 'x' }] } },
      { token: masjid.token },
    );
    expect(announcement.status).toBe(400);
    expect(announcement.json.fieldErrors!['announcements[0].title']).toMatch(/right-to-left override/);
  });

  it('refuses an email that would be mailed somewhere else', async () => {
    const masjid = await t.registerMasjid('Masjid Mail', { url: 'mailrule' });
    const res = await t.call(
      CREATE_USER,
      { params: { companyId: masjid.companyId }, body: newUser('x<a@evil.io>.com') },
      { token: masjid.token },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors!['user.email']).toBe('Invalid Email');
  });
});
