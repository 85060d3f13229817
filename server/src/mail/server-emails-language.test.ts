import { describe, expect, it } from 'vitest';
import { alreadyRegisteredEmail } from './already-registered-email.js';
import { invitationEmail } from './invitation-email.js';
import { masjidActivatedEmail, masjidRegisteredEmail } from './masjid-notice-emails.js';

/** docs/languages.md "Admin app": the invitation, already-registered and masjid notice emails follow the reader's saved language. */
const invitation = (language: string | null) =>
  invitationEmail({
    publicUrl: 'https://m.example',
    to: 'a@b.org',
    firstName: 'Aisha <b>',
    invitedBy: 'Bilal Khan',
    companyName: 'Masjid An-Noor',
    token: 't0k',
    language,
  });
const masjid = { name: 'Masjid An-Noor', url: 'noor', city: 'Dearborn', country: 'US' };

describe('the invitation email', () => {
  it('stays word for word what English readers always had', () => {
    const link = 'https://m.example/auth/invitation?token=t0k';
    for (const mail of [invitation(null), invitation('en')]) {
      expect(mail.subject).toBe('Bilal Khan invited you to Masjid An-Noor on Minaret');
      expect(mail.text).toBe(
        [
          'Assalamu alaikum Aisha <b>,',
          '',
          "Bilal Khan invited you to help run Masjid An-Noor on Minaret, the masjid's prayer times and screens.",
          'Open this link to choose your password (valid for 7 days, works once):',
          '',
          link,
          '',
          'Then sign in with this email address. If the link has expired, ask Bilal Khan to invite you again.',
          'If you did not expect this email, you can ignore it.',
          '',
          'Minaret',
        ].join('\n'),
      );
      expect(mail.html).toBe(`<p>Assalamu alaikum Aisha &#60;b&#62;,</p>
<p>Bilal Khan invited you to help run Masjid An-Noor on Minaret, the masjid's prayer times and screens.</p>
<p><a href="${link}">Choose your password</a> (valid for 7 days, works once), then sign in with this email address.</p>
<p>If you did not expect this email, you can ignore it.</p>`);
      expect(mail.link).toBe(link);
    }
  });

  it('reaches a French reader in French and an Arabic reader right to left', () => {
    const fr = invitation('fr');
    expect(fr.subject).toBe('Bilal Khan vous invite à rejoindre Masjid An-Noor sur Minaret');
    expect(fr.text).toMatch(
      /^Assalamou alaykoum Aisha <b>,\n\nBilal Khan vous invite à aider à gérer Masjid An-Noor sur Minaret/,
    );
    expect(fr.text).toContain('(valable 7 jours, une seule fois) :');
    expect(fr.html).toContain('<div lang="fr" dir="ltr">');
    expect(fr.html).toContain('>Choisir votre mot de passe</a>');
    expect(fr.text).not.toMatch(/invited you|valid for/);
    const ar = invitation('ar');
    expect(ar.subject).toBe('دعاك Bilal Khan إلى Masjid An-Noor في Minaret');
    expect(ar.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});

describe('the already-registered email', () => {
  it("stays word for word in English, and follows the account owner's language", () => {
    const en = alreadyRegisteredEmail({ publicUrl: 'https://m.example', to: 'a@b.org', companyName: 'Masjid An-Noor' });
    expect(en.subject).toBe('Your email address is already registered on Minaret');
    expect(en.text).toBe(
      [
        'Assalamu alaikum,',
        '',
        'Someone tried to register this email address as the first admin of "Masjid An-Noor" on Minaret.',
        'This address already has a Minaret account, so nothing was changed.',
        '',
        'If it was you, sign in with your existing account at https://m.example/ instead, or register the masjid',
        'again with another email address. If it was not you, you can ignore this email.',
        '',
        'Minaret',
      ].join('\n'),
    );
    const tr = alreadyRegisteredEmail({
      publicUrl: 'https://m.example',
      to: 'a@b.org',
      companyName: 'Masjid An-Noor',
      language: 'tr',
    });
    expect(tr.subject).toBe('E-posta adresiniz Minaret’te zaten kayıtlı');
    expect(tr.text).toContain('https://m.example/');
  });
});

describe('the masjid notices', () => {
  it('stay word for word in English', () => {
    const registered = masjidRegisteredEmail({
      publicUrl: 'https://m.example',
      to: 's@b.org',
      masjid,
      adminName: 'Bilal Khan',
      adminEmail: 'bilal@noor.org',
    });
    const link = 'https://m.example/auth/company/list?filter=waiting';
    expect(registered.subject).toBe('New masjid waiting for activation: Masjid An-Noor');
    expect(registered.text).toBe(
      [
        'Assalamu alaikum,',
        '',
        'A new masjid registered on Minaret and is waiting for activation: Masjid An-Noor (Dearborn, US),',
        'dashboard URL /noor, first admin Bilal Khan <bilal@noor.org>.',
        '',
        'Review it in All Masjids (the list opens on the masjids waiting for activation):',
        '',
        link,
        '',
        'Minaret',
      ].join('\n'),
    );
    expect(registered.html).toBe(`<p>Assalamu alaikum,</p>
<p>A new masjid registered on Minaret and is waiting for activation: <strong>Masjid An-Noor</strong> (Dearborn, US), dashboard URL /noor, first admin Bilal Khan &lt;bilal@noor.org&gt;.</p>
<p><a href="${link.replace('&', '&#38;')}">Review it in All Masjids</a> (the list opens on the masjids waiting for activation).</p>`);
    const again = masjidRegisteredEmail({
      publicUrl: 'https://m.example',
      to: 's@b.org',
      masjid,
      adminName: 'Bilal Khan',
      adminEmail: 'bilal@noor.org',
      again: true,
    });
    expect(again.subject).toBe('Reminder: masjid waiting for activation: Masjid An-Noor');
    expect(again.text).toContain('\ndashboard URL /noor, asked again by Bilal Khan <bilal@noor.org>.\n');

    const activated = masjidActivatedEmail({
      publicUrl: 'https://m.example',
      to: 'a@b.org',
      firstName: 'Bilal',
      masjid,
    });
    expect(activated.subject).toBe('Masjid An-Noor is now active on Minaret');
    expect(activated.text).toBe(
      [
        'Assalamu alaikum Bilal,',
        '',
        'Masjid An-Noor is now active on Minaret. Its public dashboard is open to everyone at:',
        '',
        'https://m.example/noor',
        '',
        'Sign in at https://m.example/ to finish the first-run checklist on the admin page: the timetable,',
        'announcements and the screens in the prayer hall.',
        '',
        'Minaret',
      ].join('\n'),
    );
    expect(activated.html).toBe(`<p>Assalamu alaikum Bilal,</p>
<p>Masjid An-Noor is now active on Minaret. Its public dashboard is open to everyone at <a href="https://m.example/noor">https://m.example/noor</a>.</p>
<p><a href="https://m.example/">Sign in</a> to finish the first-run checklist on the admin page: the timetable, announcements and the screens in the prayer hall.</p>`);
  });

  it('reach each reader in their saved language', () => {
    const registered = masjidRegisteredEmail({
      publicUrl: 'https://m.example',
      to: 's@b.org',
      masjid,
      adminName: 'Bilal Khan',
      adminEmail: 'bilal@noor.org',
      language: 'ur',
    });
    expect(registered.subject).toBe('نئی مسجد فعال ہونے کی منتظر: Masjid An-Noor');
    expect(registered.html).toMatch(/^<div lang="ur" dir="rtl">/);
    const activated = masjidActivatedEmail({
      publicUrl: 'https://m.example',
      to: 'a@b.org',
      firstName: 'Bilal',
      masjid,
      language: 'id',
    });
    expect(activated.subject).toBe('Masjid An-Noor kini aktif di Minaret');
    expect(activated.text).toContain('Assalamualaikum Bilal,');
  });
});
