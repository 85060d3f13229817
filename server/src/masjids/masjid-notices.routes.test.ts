import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sampleCompany, SUPER_EMAIL, type TestContext } from '../testing/test-app.js';
import { CREATE_MASJID, SET_MASJID_ACTIVE, UPDATE_MASJID } from '@core/http/contract/masjids.js';
import { CREATE_USER } from '@core/http/contract/users.js';

describe('emails around activation (docs/volunteer.md "Masjid notices")', () => {
  let t: TestContext;
  let superToken: string;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-04-01T12:00:00Z' });
    superToken = await t.superToken();
    // A second super admin hears of registrations too.
    await t
      .call(CREATE_MASJID, { body: sampleCompany('Masjid Office', 'office') }, { token: superToken })
      .then(async (office) => {
        const res = await t.call(
          CREATE_USER,
          {
            params: { companyId: office.json.target!.id },
            body: {
              firstName: 'Second',
              lastName: 'Root',
              email: 'second@minaret.test',
              password: 'second-root-1',
              roles: ['ADMIN', 'SUPER_ADMIN'],
            },
          },
          { token: superToken },
        );
        expect(res.status, res.text).toBe(200);
      });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => t.mailer.sent.filter((mail) => mail.to === to);

  it('tells every super admin when a visitor finishes registering, linking All Masjids filtered on waiting', async () => {
    const before = mailsTo(SUPER_EMAIL).length;
    await t.registerMasjid('Masjid Al-Huda', { url: 'alhuda', email: 'imam@alhuda.org' });
    const mine = mailsTo(SUPER_EMAIL).slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('New masjid waiting for activation: Masjid Al-Huda');
    expect(mine[0]!.text).toContain('first admin Amina Yusuf <imam@alhuda.org>');
    expect(mine[0]!.link).toBe(`${t.deps.config.publicUrl}/auth/company/list?filter=waiting`);
    expect(mailsTo('second@minaret.test').at(-1)!.subject).toBe('New masjid waiting for activation: Masjid Al-Huda');
  });

  it('says nothing to super admins for a masjid a super admin creates, nor for a registration left before its first admin', async () => {
    const before = mailsTo(SUPER_EMAIL).length;
    await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Unfinished', 'unfinished') });
    await t.call(CREATE_MASJID, { body: sampleCompany('Masjid By Root', 'byroot') }, { token: superToken });
    expect(mailsTo(SUPER_EMAIL).length).toBe(before);
  });

  it("tells the masjid's admins when it is activated, once, and not when it is deactivated", async () => {
    const masjid = await t.registerMasjid('Masjid An-Nur', { url: 'annur', email: 'imam@annur.org' });
    await t.call(
      CREATE_USER,
      {
        params: { companyId: masjid.companyId },
        body: { firstName: 'Second', lastName: 'Admin', email: 'second@annur.org', password: 'second-admin-1' },
      },
      { token: masjid.token },
    );
    const res = await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'true' } },
      { token: superToken },
    );
    expect(res.status, res.text).toBe(200);
    const activated = mailsTo('imam@annur.org').filter(
      (mail) => mail.subject === 'Masjid An-Nur is now active on Minaret',
    );
    expect(activated).toHaveLength(1);
    expect(activated[0]!.text).toContain(`${t.deps.config.publicUrl}/annur`);
    expect(mailsTo('second@annur.org').some((mail) => mail.subject === 'Masjid An-Nur is now active on Minaret')).toBe(
      true,
    );

    // Activating again, or deactivating, sends nothing more.
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'true' } },
      { token: superToken },
    );
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'false' } },
      { token: superToken },
    );
    expect(mailsTo('imam@annur.org').filter((mail) => mail.subject.endsWith('is now active on Minaret'))).toHaveLength(
      1,
    );
  });

  it("tells the admins too when a super admin ticks Active on the masjid's profile", async () => {
    const masjid = await t.registerMasjid('Masjid Salam', { url: 'salam', email: 'imam@salam.org' });
    const res = await t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: { ...sampleCompany('Masjid Salam', 'salam'), active: true } },
      { token: superToken },
    );
    expect(res.status, res.text).toBe(200);
    expect(mailsTo('imam@salam.org').map((mail) => mail.subject)).toContain('Masjid Salam is now active on Minaret');
  });
});
