import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { LOGIN, SAVE_MY_LANGUAGE } from '@core/http/contract/account.js';
import { INVITE_USER, UPDATE_USER } from '@core/http/contract/users.js';
import { MASJID_SCREENS } from '@core/http/contract/screens.js';

let t: TestContext;
let fr: Awaited<ReturnType<TestContext['registerMasjid']>>;
let plain: Awaited<ReturnType<TestContext['registerMasjid']>>;
beforeAll(async () => {
  t = await createTestContext();
  fr = await t.registerMasjid('Masjid Francais', { url: 'francais', email: 'imam@francais.org' });
  plain = await t.registerMasjid('Masjid Plain', { url: 'plainmsg', email: 'imam@plainmsg.org' });
  const saved = await t.call(SAVE_MY_LANGUAGE, { body: { language: 'fr' } }, { token: fr.token });
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

const invite = (who: { token: string; companyId: string }, email: string, headers?: Record<string, string>) =>
  t.call(
    INVITE_USER,
    { params: { companyId: who.companyId }, body: { firstName: 'Yusuf', lastName: 'Ali', email, roles: ['ADMIN'] } },
    { token: who.token, headers },
  );

/** docs/languages.md "Server messages": the requester's saved language, else Accept-Language, else English. */
describe("the server's messages", () => {
  it('answer a user whose saved language is French in French: validation, 409 and 403', async () => {
    const invalid = await invite(fr, 'not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.json.message).toBe('Veuillez corriger les champs signalés.');
    expect(invalid.json.fieldErrors!['user.email']).toBe('E-mail invalide');

    const blank = await t.call(
      INVITE_USER,
      { params: { companyId: fr.companyId }, body: { firstName: ' ', lastName: 'Ali', email: 'y@francais.org' } },
      { token: fr.token },
    );
    expect(blank.json.fieldErrors!['user.firstName']).toBe('Prénom : champ obligatoire');

    const taken = await invite(fr, 'imam@plainmsg.org');
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({
      successful: false,
      code: 'CONFLICT',
      message: 'Cet e-mail est déjà enregistré.',
      fieldErrors: { 'user.email': 'Cet e-mail est déjà enregistré' },
    });

    const other = await t.call(MASJID_SCREENS, { params: { companyId: plain.companyId } }, { token: fr.token });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('Vous ne pouvez gérer que votre propre mosquée.');

    // The saved language wins over the browser's.
    const saved = await invite(fr, 'imam@plainmsg.org', { 'accept-language': 'ar' });
    expect(saved.json.message).toBe('Cet e-mail est déjà enregistré.');
  });

  it('answer English, word for word as before, to a user with no saved language and no Accept-Language', async () => {
    const invalid = await invite(plain, 'not-an-email');
    expect(invalid.json.message).toBe('Please correct the highlighted fields.');
    expect(invalid.json.fieldErrors!['user.email']).toBe('Invalid Email');
    const taken = await invite(plain, 'imam@francais.org');
    expect(taken.json).toEqual({
      successful: false,
      code: 'CONFLICT',
      message: 'This email is already registered.',
      fieldErrors: { 'user.email': 'This email is already registered' },
    });
    const other = await t.call(
      MASJID_SCREENS,
      { params: { companyId: fr.companyId } },
      { token: plain.token, headers: { 'accept-language': 'de-DE, en;q=0.8, fr;q=0.5' } },
    );
    expect(other.json.message).toBe('You may only manage your own masjid.');
  });

  it('answer a visitor in the first of the eight languages their Accept-Language names', async () => {
    const arabic = await t.call(
      LOGIN,
      { body: { email: '', password: '' } },
      { headers: { 'accept-language': 'de;q=0.9, ar-EG;q=0.8, fr;q=0.7' } },
    );
    expect(arabic.status).toBe(400);
    expect(arabic.json.message).toBe('يرجى تصحيح الحقول المميَّزة.');
    expect(Object.values(arabic.json.fieldErrors!)).toContain('البريد الإلكتروني مطلوب');

    const english = await t.call(LOGIN, { body: { email: '', password: '' } });
    expect(english.json.message).toBe('Please correct the highlighted fields.');
    expect(Object.values(english.json.fieldErrors!)).toContain('Email is required');

    const missing = await t.call(
      MASJID_SCREENS,
      { params: { companyId: fr.companyId } },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe('Lütfen giriş yapın.');
  });
});

describe('the invitation email', () => {
  it("is in the invitee's saved language, and in English while they have none", async () => {
    const first = await invite(fr, 'yusuf@francais.org');
    expect(first.status).toBe(200);
    const english = [...t.mailer.sent].reverse().find((mail) => mail.to === 'yusuf@francais.org')!;
    expect(english.subject).toBe('Amina Yusuf invited you to Masjid Francais on Minaret');

    // The pending invitee's language, chosen on their profile form; then the invitation is sent again.
    const set = await t.call(
      UPDATE_USER,
      {
        params: { companyId: fr.companyId, id: first.json.target!.id },
        body: { firstName: 'Yusuf', lastName: 'Ali', email: 'yusuf@francais.org', language: 'fr' },
      },
      { token: fr.token },
    );
    expect(set.status).toBe(200);
    expect((await invite(fr, 'yusuf@francais.org')).status).toBe(200);
    const french = [...t.mailer.sent].reverse().find((mail) => mail.to === 'yusuf@francais.org')!;
    expect(french.subject).toBe('Amina Yusuf vous invite à rejoindre Masjid Francais sur Minaret');
    expect(french.text).toContain('Assalamou alaykoum Yusuf,');
    expect(french.html).toContain('<div lang="fr" dir="ltr">');
  });
});
