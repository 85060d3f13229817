import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from './password-reset-email.js';
import { verificationEmail } from './verification-email.js';

/** docs/languages.md "Admin app": the verification and password-reset emails follow the user's saved language. */
const verification = (language: string | null) =>
  verificationEmail({
    publicUrl: 'https://minaret.example',
    to: 'imam@noor.org',
    firstName: 'Bilal <b>',
    companyName: 'Masjid An-Noor',
    userId: 'u1',
    code: 'c0de',
    language,
  });
const reset = (language: string | null) =>
  passwordResetEmail({
    publicUrl: 'https://minaret.example',
    to: 'imam@noor.org',
    firstName: 'Bilal',
    token: 't0k',
    language,
  });

describe('the verification email', () => {
  it('stays word for word what English readers always had', () => {
    const link = 'https://minaret.example/auth/register/verify?userId=u1&emailVerifyCode=c0de';
    for (const mail of [verification(null), verification('en'), verification('xx')]) {
      expect(mail.subject).toBe('Confirm your email address for Minaret');
      expect(mail.text).toBe(
        `Assalamu alaikum Bilal <b>,\n\nYour email address was added as a Minaret user for Masjid An-Noor.\nPlease confirm it by opening this link (valid for 7 days):\n\n${link}\n\nIf you did not expect this email, you can ignore it.\n\nMinaret`,
      );
      expect(mail.html).toBe(`<p>Assalamu alaikum Bilal &#60;b&#62;,</p>
<p>Your email address was added as a Minaret user for Masjid An-Noor.</p>
<p><a href="${link.replace('&', '&#38;')}">Confirm your email address</a> (the link is valid for 7 days).</p>
<p>If you did not expect this email, you can ignore it.</p>`);
    }
    const noMasjid = verificationEmail({
      publicUrl: 'https://m.example',
      to: 'a@b.org',
      firstName: 'A',
      companyName: null,
      userId: 'u',
      code: 'c',
    });
    expect(noMasjid.text).toContain('\nYour email address was added as a Minaret user.\n');
  });

  it('reaches a French user in French', () => {
    const mail = verification('fr');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Minaret');
    expect(mail.text).toMatch(
      /^Assalamou alaykoum Bilal <b>,\n\nVotre adresse e-mail a été ajoutée comme utilisateur de Minaret pour Masjid An-Noor\.\n/,
    );
    expect(mail.html).toContain('<div lang="fr" dir="ltr">');
    expect(mail.html).toContain('>Confirmer votre adresse e-mail</a> (le lien est valable 7 jours).');
    expect(mail.html).toContain('Bilal &#60;b&#62;');
    expect(mail.text).not.toMatch(/Please confirm|valid for/);
  });

  it('reaches an Arabic user in Arabic, right to left', () => {
    const mail = verification('ar');
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني في Minaret');
    expect(mail.text).toMatch(
      /^السلام عليكم Bilal <b>،\n\nأُضيف عنوان بريدك الإلكتروني مستخدمًا في Minaret لـ Masjid An-Noor\./,
    );
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.link).toBe('https://minaret.example/auth/register/verify?userId=u1&emailVerifyCode=c0de');
  });
});

describe('the password-reset email', () => {
  it('stays word for word what English readers always had', () => {
    const link = 'https://minaret.example/auth/reset-password?token=t0k';
    const mail = reset(null);
    expect(mail.subject).toBe('Choose a new Minaret password');
    expect(mail.text).toBe(
      `Assalamu alaikum Bilal,\n\nSomeone asked to choose a new Minaret password for this address. The link is valid for 60 minutes and works once:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n\nMinaret`,
    );
    expect(mail.html).toBe(`<p>Assalamu alaikum Bilal,</p>
<p>Someone asked to choose a new Minaret password for this address.</p>
<p><a href="${link}">Choose a new password</a> (valid for 60 minutes, works once).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`);
  });

  it('reaches a French user in French and an Arabic user in Arabic', () => {
    const french = reset('fr');
    expect(french.subject).toBe('Choisissez un nouveau mot de passe Minaret');
    expect(french.text).toContain('Le lien est valable 60 minutes et ne fonctionne qu’une fois :');
    expect(french.html).toContain('>Choisir un nouveau mot de passe</a> (valable 60 minutes, une seule fois).');
    const arabic = reset('ar');
    expect(arabic.subject).toBe('اختر كلمة مرور جديدة لـ Minaret');
    expect(arabic.text).toContain('الرابط صالح لمدة 60 دقيقة ويعمل مرة واحدة:');
    expect(arabic.html).toMatch(/^<div lang="ar" dir="rtl">[\s\S]*تبقى كلمة مرورك كما هي\.<\/p>\n<\/div>$/);
  });
});
