import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf, LANGUAGES, type Language } from '@core/i18n/languages.js';
import { ADMIN_PASSWORD, firstAdmin, sampleMasjid } from '@core/testing/sample-masjid.js';
import { createTestContext, SUPER_EMAIL, type TestContext } from '../testing/test-app.js';
import type { MessageKey } from '@core/i18n/catalog-types.js';
import { mailTranslator } from './mail-language.js';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../testing/smtp-capture.js';
import { runOfflineCheck } from '../screens/offline-alerts.js';
import { CLAIM_SCREEN, PAIRING_STATUS, SCREEN_HEARTBEAT, START_PAIRING } from '@core/http/contract/screens.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { CREATE_MASJID, SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { CREATE_USER, INVITE_USER } from '@core/http/contract/users.js';
import {
  FORGOT_PASSWORD,
  INVITATION,
  RESET_PASSWORD,
  SAVE_MY_LANGUAGE,
  VERIFY_EMAIL,
} from '@core/http/contract/account.js';
import { ASK_ACTIVATION } from '@core/http/contract/first-run.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';

/**
 * Every kind of email the server sends, as a mail server receives it (docs/outside-the-hall.md "Emails"):
 * the server's own mailer (SMTP_URL) talks to a real SMTP server in this process and mailparser reads
 * what arrived. One SMTP server and one app for the file; each test waits for its messages to arrive.
 */
const PUBLIC_URL = 'https://minaret.example.org';
const FROM_ADDRESS = 'no-reply@minaret.test';
const START = '2026-05-10T16:00:00.000Z';
const at = (minutes: number) => new Date(new Date(START).getTime() + minutes * 60_000).toISOString();

let smtp: SmtpCapture;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestContext({
    now: START,
    mail: 'configured',
    config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mailFrom: `Minaret <${FROM_ADDRESS}>` },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Every address a message links to, from its HTML part's hrefs and its text part's URLs. */
function linksOf(mail: CapturedMail) {
  const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&#38;|&amp;/g, '&'));
  const texts = [...(mail.parsed.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) =>
    match[0].replace(/[.,;:)]+$/, ''),
  );
  return { hrefs, texts };
}

/** What every message must have for a mail server to deliver it and a reader to use it. */
function expectWholeMessage(mail: CapturedMail, to: string) {
  const { parsed } = mail;
  expect(mail.envelopeFrom).toBe(FROM_ADDRESS);
  expect(mail.envelopeTo).toEqual([to]);
  expect(parsed.from?.value.map((address) => address.address)).toEqual([FROM_ADDRESS]);
  const recipients = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  expect(recipients.flatMap((address) => address?.value.map((one) => one.address))).toEqual([to]);
  expect(parsed.subject?.trim()).toBeTruthy();
  expect(parsed.headers.has('date')).toBe(true);
  expect(parsed.date?.getTime()).not.toBeNaN();
  expect(parsed.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
  expect(parsed.text?.trim()).toBeTruthy();
  expect(typeof parsed.html === 'string' && parsed.html.includes('<p>')).toBe(true);
  const { hrefs, texts } = linksOf(mail);
  expect(hrefs.length, 'the HTML part links somewhere').toBeGreaterThan(0);
  expect(texts.length, 'the text part links somewhere').toBeGreaterThan(0);
  for (const link of [...hrefs, ...texts]) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  return { hrefs, texts };
}

const beat = {
  appVersion: '1.4.0',
  timetableUntil: '2027-05-09',
  clockDriftMs: -1200,
  display: { width: 1920, height: 1080 },
  orientation: 'landscape',
} satisfies BodyOf<typeof SCREEN_HEARTBEAT>;

async function pairScreen(companyId: string, token: string, name: string) {
  const pairing = (await t.call(START_PAIRING, {})).json;
  const claimed = await t.call(CLAIM_SCREEN, { params: { companyId }, body: { code: pairing.code, name } }, { token });
  expect(claimed.status, claimed.text).toBe(200);
  const status = (await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json;
  if (status.status !== 'paired') throw new Error(`the pairing is ${status.status}, not paired`);
  const { screenToken } = status;
  const heartbeat = await t.call(SCREEN_HEARTBEAT, { body: beat }, { token: screenToken });
  expect(heartbeat.status, heartbeat.text).toBe(200);
  return screenToken as string;
}

describe('screen alerts', () => {
  it('reach each admin as a whole message: offline after 15 minutes, back online after the next heartbeat', async () => {
    const masjid = await t.registerMasjid('Masjid Screen Mail', { url: 'screenmail', active: true });
    const screenToken = await pairScreen(masjid.companyId, masjid.token, 'Main hall');

    const before = smtp.to(masjid.email).length;
    t.clock.set(at(15.5));
    await runOfflineCheck(t.deps);
    const offline = await smtp.nth(masjid.email, before);
    expect(offline.parsed.subject).toBe('Screen "Main hall" at Masjid Screen Mail is offline');
    const offlineLinks = expectWholeMessage(offline, masjid.email);
    expect(offlineLinks.hrefs).toContain(`${PUBLIC_URL}/auth/screens`);

    t.clock.set(at(16));
    await t.call(SCREEN_HEARTBEAT, { body: beat }, { token: screenToken });
    await runOfflineCheck(t.deps);
    const back = await smtp.nth(masjid.email, before + 1);
    expect(back.parsed.subject).toBe('Screen "Main hall" at Masjid Screen Mail is back online');
    expectWholeMessage(back, masjid.email);
    t.clock.set(START);
  });
});

/** The subject a reader of `language` must get: the catalog's words, never English's for another language. */
function expectSubject(mail: CapturedMail, language: Language, key: MessageKey, values: Record<string, string> = {}) {
  const expected = mailTranslator(language).t(key, values);
  if (language !== 'en') expect(expected).not.toBe(mailTranslator('en').t(key, values));
  expect(mail.parsed.subject, `${language} subject`).toBe(expected);
}

/** A message written in `language`: its Content-Language, and a non-English HTML part that carries lang and dir. */
function expectLanguage(mail: CapturedMail, language: Language) {
  expect(mail.parsed.headers.get('content-language'), mail.parsed.subject).toBe(language);
  const html = mail.parsed.html as string;
  if (language === 'en') expect(html).not.toMatch(/\blang="/);
  else {
    const dir = directionOf(language);
    expect(dir).toBe(language === 'ar' || language === 'ur' ? 'rtl' : 'ltr');
    expect(html.startsWith(`<div lang="${language}" dir="${dir}">`), html.slice(0, 60)).toBe(true);
  }
}

const acceptLanguage = (language: Language) => ({ 'accept-language': `${language};q=0.9, en;q=0.5` });

/** Registers a masjid and its first admin from a browser in `language`, without signing in. */
async function registerFrom(language: Language, name: string, url: string, email: string) {
  const masjid = await t.call(CREATE_MASJID, { body: sampleMasjid(name, url) }, { headers: acceptLanguage(language) });
  expect(masjid.status, masjid.text).toBe(200);
  const companyId = masjid.json.target!.id as string;
  const user = await t.call(
    CREATE_USER,
    { params: { companyId }, body: firstAdmin(email) },
    { headers: acceptLanguage(language) },
  );
  expect(user.status, user.text).toBe(200);
  return { companyId, userId: user.json.target!.id as string };
}

describe("every email, in its reader's language", () => {
  const ADMIN = 'amina@mailmasjid.org';
  const SECOND_SUPER = 'second.super@minaret.test';
  let superToken: string;
  let mailMasjid: { companyId: string; userId: string };
  let adminToken: string;
  const DEPUTY = 'deputy@mailmasjid.org';

  it("registration: the confirmation in the registering page's language, the notice in each super admin's", async () => {
    superToken = await t.superToken();
    const language = await t.call(SAVE_MY_LANGUAGE, { body: { language: 'tr' } }, { token: superToken });
    expect(language.status, language.text).toBe(200);
    const base = await t.registerMasjid('Masjid Base', { url: 'mailbase' });
    const second = await t.call(
      CREATE_USER,
      {
        params: { companyId: base.companyId },
        body: { ...firstAdmin(SECOND_SUPER), roles: ['SUPER_ADMIN'], language: 'bn' },
      },
      { token: superToken },
    );
    expect(second.status, second.text).toBe(200);

    mailMasjid = await registerFrom('fr', 'Masjid Courrier', 'mailmasjid', ADMIN);
    const verification = await smtp.waitFor(ADMIN);
    expectSubject(verification, 'fr', 'admin.email.verify.subject');
    expect(verification.parsed.subject).toBe('Confirmez votre adresse e-mail pour Minaret');
    expectLanguage(verification, 'fr');
    const { hrefs, texts } = expectWholeMessage(verification, ADMIN);
    const link = new URL(hrefs[0]!);
    expect(texts).toContain(link.href);
    expect(link.pathname).toBe('/auth/register/verify');
    // The page at the link confirms through this call: it answers.
    const confirmed = await t.call(VERIFY_EMAIL, {
      params: { userId: link.searchParams.get('userId')!, code: link.searchParams.get('emailVerifyCode')! },
    });
    expect(confirmed.status, confirmed.text).toBe(200);

    for (const [to, reader] of [
      [SUPER_EMAIL, 'tr'],
      [SECOND_SUPER, 'bn'],
    ] as const) {
      const notice = await smtp.waitFor(to, (mail) => mail.parsed.subject?.includes('Masjid Courrier') ?? false);
      expectSubject(notice, reader, 'server.email.registered.subject', { masjid: 'Masjid Courrier' });
      expectLanguage(notice, reader);
      expect(expectWholeMessage(notice, to).hrefs).toContain(`${PUBLIC_URL}/auth/company/list?filter=waiting`);
    }
    adminToken = await t.login(ADMIN, ADMIN_PASSWORD);
  });

  it('"Ask again": the reminder in each super admin\'s language', async () => {
    // A day on (one ask a day), signed in again.
    t.clock.set(at(25 * 60));
    superToken = await t.superToken();
    adminToken = await t.login(ADMIN, ADMIN_PASSWORD);
    const before = { root: smtp.to(SUPER_EMAIL).length, second: smtp.to(SECOND_SUPER).length };
    const asked = await t.call(ASK_ACTIVATION, { params: { companyId: mailMasjid.companyId } }, { token: adminToken });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json.target!.sent).toBe(true);
    for (const [to, reader, index] of [
      [SUPER_EMAIL, 'tr', before.root],
      [SECOND_SUPER, 'bn', before.second],
    ] as const) {
      const again = await smtp.nth(to, index);
      expectSubject(again, reader, 'server.email.registered.subjectAgain', { masjid: 'Masjid Courrier' });
      expectLanguage(again, reader);
      expectWholeMessage(again, to);
    }
  });

  it("an address that already has an account: its owner hears in their language, not the registering page's", async () => {
    for (const [to, owner] of [
      [ADMIN, 'fr'],
      [SECOND_SUPER, 'bn'],
    ] as const) {
      const before = smtp.to(to).length;
      const url = `mailagain${owner}`;
      await registerFrom('ar', 'Masjid Again', url, to);
      const already = await smtp.nth(to, before);
      expectSubject(already, owner, 'server.email.already.subject');
      expectLanguage(already, owner);
      expect(expectWholeMessage(already, to).hrefs).toEqual([`${PUBLIC_URL}/`]);
    }
  });

  it('activation: each admin of the masjid in their own language, with a dashboard link that answers', async () => {
    const deputy = await t.call(
      CREATE_USER,
      { params: { companyId: mailMasjid.companyId }, body: { ...firstAdmin(DEPUTY), language: 'ar' } },
      { token: adminToken },
    );
    expect(deputy.status, deputy.text).toBe(200);
    const before = { admin: smtp.to(ADMIN).length, deputy: smtp.to(DEPUTY).length };
    const activated = await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: mailMasjid.companyId }, query: { active: 'true' } },
      { token: superToken },
    );
    expect(activated.status, activated.text).toBe(200);
    for (const [to, reader, index] of [
      [ADMIN, 'fr', before.admin],
      [DEPUTY, 'ar', before.deputy],
    ] as const) {
      const mail = await smtp.nth(to, index);
      expectSubject(mail, reader, 'server.email.activated.subject', { masjid: 'Masjid Courrier' });
      expectLanguage(mail, reader);
      const { hrefs } = expectWholeMessage(mail, to);
      expect(hrefs).toContain(`${PUBLIC_URL}/mailmasjid`);
    }
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'mailmasjid' } })).status).toBe(200);
  });

  it("an invitation: in the language the inviter chose, else the masjid's, with a link that answers", async () => {
    const saved = await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: mailMasjid.companyId }, body: { configurations: [{ name: 'language', value: 'ur' }] } },
      { token: adminToken },
    );
    expect(saved.status, saved.text).toBe(200);
    for (const [to, chosen, reader] of [
      ['chosen@mailmasjid.org', 'id', 'id'],
      ['masjids@mailmasjid.org', undefined, 'ur'],
    ] as const) {
      const invited = await t.call(
        INVITE_USER,
        {
          params: { companyId: mailMasjid.companyId },
          body: { firstName: 'Yusuf', lastName: 'Ali', email: to, ...(chosen ? { language: chosen } : {}) },
        },
        { token: adminToken },
      );
      expect(invited.status, invited.text).toBe(200);
      const mail = await smtp.waitFor(to);
      expectSubject(mail, reader, 'server.email.invite.subject', {
        invitedBy: 'Amina Yusuf',
        masjid: 'Masjid Courrier',
      });
      expectLanguage(mail, reader);
      const link = new URL(expectWholeMessage(mail, to).hrefs[0]!);
      expect(link.pathname).toBe('/auth/invitation');
      const described = await t.call(INVITATION, { query: { token: link.searchParams.get('token')! } });
      expect(described.status, described.text).toBe(200);
      expect(described.json.email).toBe(to);
    }
  });

  it("a password reset: in the account's language, whatever the asking browser speaks, with a link that works", async () => {
    for (const [to, reader] of [
      [ADMIN, 'fr'],
      [DEPUTY, 'ar'],
    ] as const) {
      const before = smtp.to(to).length;
      const asked = await t.call(FORGOT_PASSWORD, { body: { email: to } }, { headers: acceptLanguage('tr') });
      expect(asked.status, asked.text).toBe(200);
      const mail = await smtp.nth(to, before);
      expectSubject(mail, reader, 'admin.email.reset.subject');
      expectLanguage(mail, reader);
      const link = new URL(expectWholeMessage(mail, to).hrefs[0]!);
      expect(link.pathname).toBe('/auth/reset-password');
      const reset = await t.call(RESET_PASSWORD, {
        body: { token: link.searchParams.get('token')!, password: 'a-new-password-1' },
      });
      expect(reset.status, reset.text).toBe(200);
    }
  });

  it('screen alerts and confirmations: each of the eight languages, one admin each', async () => {
    const eight = await t.registerMasjid('Masjid Eight', { url: 'maileight', active: true });
    const readers: { email: string; language: Language }[] = [{ email: eight.email, language: 'en' }];
    for (const language of LANGUAGES.filter((one) => one !== 'en')) {
      const email = `admin.${language}@maileight.org`;
      const added = await t.call(
        CREATE_USER,
        { params: { companyId: eight.companyId }, body: { ...firstAdmin(email), language } },
        { token: eight.token },
      );
      expect(added.status, added.text).toBe(200);
      const verification = await smtp.waitFor(email);
      expectSubject(verification, language, 'admin.email.verify.subject');
      expectLanguage(verification, language);
      expectWholeMessage(verification, email);
      await t.confirmEmail(added.json.target!.id as string);
      readers.push({ email, language });
    }
    expect(readers.map((reader) => reader.language).sort()).toEqual([...LANGUAGES].sort());

    t.clock.set(at(30 * 60));
    const before = new Map(readers.map(({ email }) => [email, smtp.to(email).length]));
    const screenToken = await pairScreen(eight.companyId, eight.token, 'Hall');
    t.clock.set(at(30 * 60 + 16));
    await runOfflineCheck(t.deps);
    t.clock.set(at(30 * 60 + 17));
    await t.call(SCREEN_HEARTBEAT, { body: beat }, { token: screenToken });
    await runOfflineCheck(t.deps);
    const values = { screen: 'Hall', masjid: 'Masjid Eight' };
    for (const { email, language } of readers) {
      const offline = await smtp.nth(email, before.get(email)!);
      expectSubject(offline, language, 'server.email.screen.offlineSubject', values);
      expectLanguage(offline, language);
      expect(expectWholeMessage(offline, email).hrefs).toEqual([`${PUBLIC_URL}/auth/screens`]);
      const back = await smtp.nth(email, before.get(email)! + 1);
      expectSubject(back, language, 'server.email.screen.backSubject', values);
      expectLanguage(back, language);
      expectWholeMessage(back, email);
    }
  });
});
