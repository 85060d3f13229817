import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../testing/smtp-capture.js';
import { runOfflineCheck } from '../screens/offline-alerts.js';

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
};

async function pairScreen(companyId: string, token: string, name: string) {
  const pairing = (await t.request('POST', '/api/screens/pairings')).json;
  const claimed = await t.request('POST', `/api/companies/${companyId}/screens`, {
    token,
    body: { code: pairing.code, name },
  });
  expect(claimed.status, claimed.text).toBe(200);
  const screenToken = (await t.request('GET', `/api/screens/pairings/${pairing.pairingId}`)).json.screenToken;
  const heartbeat = await t.request('POST', '/api/screens/heartbeat', { token: screenToken, body: beat });
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
    await t.request('POST', '/api/screens/heartbeat', { token: screenToken, body: beat });
    await runOfflineCheck(t.deps);
    const back = await smtp.nth(masjid.email, before + 1);
    expect(back.parsed.subject).toBe('Screen "Main hall" at Masjid Screen Mail is back online');
    expectWholeMessage(back, masjid.email);
    t.clock.set(START);
  });
});
