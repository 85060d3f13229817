import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { FORGOT_PASSWORD, ME, SAVE_MY_LANGUAGE } from '@core/http/contract/account.js';
import { UPDATE_USER } from '@core/http/contract/users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** docs/languages.md "Admin app": each user picks the language of the admin app and of their emails. */
describe("a user's language", () => {
  it('starts unset (the browser decides), is saved by the user and shown by /api/auth/me', async () => {
    const masjid = await t.registerMasjid('Masjid Lugha', { url: 'lugha' });
    const before = await t.call(ME, {}, { token: masjid.token });
    expect(before.json.user.language).toBeNull();

    const saved = await t.call(SAVE_MY_LANGUAGE, { body: { language: 'ar' } }, { token: masjid.token });
    expect(saved.status).toBe(200);
    expect(saved.json.target!.language).toBe('ar');
    const after = await t.call(ME, {}, { token: masjid.token });
    expect(after.json.user.language).toBe('ar');

    const cleared = await t.call(SAVE_MY_LANGUAGE, { body: { language: null } }, { token: masjid.token });
    expect(cleared.json.target!.language).toBeNull();
  });

  it('refuses a language Minaret does not speak with a clear 400, and keeps the saved one', async () => {
    const masjid = await t.registerMasjid('Masjid Kalima', { url: 'kalima' });
    await t.call(SAVE_MY_LANGUAGE, { body: { language: 'fr' } }, { token: masjid.token });
    for (const language of ['de', 'AR', '', 42]) {
      const bad = await t.raw('languages the schema does not offer', 'PUT', '/api/auth/me/language', {
        token: masjid.token,
        body: { language },
      });
      expect(bad.status, String(language)).toBe(400);
      // In the user's saved language, French (docs/languages.md "Server messages").
      expect(bad.json.fieldErrors!.language).toBe(
        'La langue doit être l’une de celles-ci : en, ar, ur, fr, tr, id, ms, bn',
      );
    }
    const me = await t.call(ME, {}, { token: masjid.token });
    expect(me.json.user.language).toBe('fr');
  });

  it('is saved on the profile form too, by the user or as the profile rules allow, never across masjids', async () => {
    const masjid = await t.registerMasjid('Masjid Sawt', { url: 'sawt' });
    const other = await t.registerMasjid('Masjid Other', { url: 'sawtother' });
    const me = (await t.call(ME, {}, { token: masjid.token })).json.user;
    const profile = { firstName: me.firstName, lastName: me.lastName, email: me.email };

    const bad = await t.raw(
      'a language the schema does not offer',
      'PUT',
      `/api/auth/companies/${masjid.companyId}/users/${me.id}`,
      { token: masjid.token, body: { ...profile, language: 'xx' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors['user.language']).toBe('Language must be one of en, ar, ur, fr, tr, id, ms, bn');

    const saved = await t.call(
      UPDATE_USER,
      { params: { companyId: masjid.companyId, id: me.id }, body: { ...profile, language: 'ur' } },
      { token: masjid.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.target!.language).toBe('ur');
    // Leaving the field out keeps it.
    const kept = await t.call(
      UPDATE_USER,
      { params: { companyId: masjid.companyId, id: me.id }, body: profile },
      { token: masjid.token },
    );
    expect(kept.json.target!.language).toBe('ur');

    const stranger = await t.call(
      UPDATE_USER,
      { params: { companyId: masjid.companyId, id: me.id }, body: { ...profile, language: 'tr' } },
      { token: other.token },
    );
    expect(stranger.status).toBeGreaterThanOrEqual(403);
    expect((await t.call(ME, {}, { token: masjid.token })).json.user.language).toBe('ur');
  });

  it("writes the password-reset email asked before signing in in the account's saved language", async () => {
    const masjid = await t.registerMasjid('Masjid Barid', { url: 'barid' });
    await t.call(SAVE_MY_LANGUAGE, { body: { language: 'ar' } }, { token: masjid.token });
    const asked = await t.call(FORGOT_PASSWORD, { body: { email: masjid.email } }, { cookies: false });
    expect(asked.status).toBe(200);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(masjid.email);
    expect(mail.subject).toBe('اختر كلمة مرور جديدة لـ Minaret');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});
