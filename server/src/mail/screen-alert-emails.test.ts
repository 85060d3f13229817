import { expect, it } from 'vitest';
import { screenAlertEmail } from './screen-alert-emails.js';

const offline = (timeZone?: string) =>
  screenAlertEmail({
    publicUrl: 'https://minaret.example.org',
    to: 'admin@masjid.test',
    kind: 'offline',
    screenName: 'Main hall',
    masjidName: 'Masjid Al-Noor',
    lastSeenAt: new Date('2026-11-28T09:05:00Z'),
    ...(timeZone ? { timeZone } : {}),
  });

it("gives the screen's last-seen time on the masjid's clocks, with its zone", () => {
  const mail = offline('America/New_York');
  expect(mail.text).toContain('2026-11-28 04:05 America/New_York');
  expect(mail.text).not.toContain('UTC');
  expect(mail.html).toContain('2026-11-28 04:05 America/New_York');
  expect(offline('Asia/Kolkata').text).toContain('2026-11-28 14:35 Asia/Kolkata');
});

it('in UTC when the masjid has no time zone yet', () => {
  expect(offline().text).toContain('2026-11-28 09:05 UTC');
});
