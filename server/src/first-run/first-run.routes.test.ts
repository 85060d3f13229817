import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { FIRST_RUN, ASK_ACTIVATION } from '@core/http/contract/first-run.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { START_PAIRING, CLAIM_SCREEN } from '@core/http/contract/screens.js';

describe('the first-run checklist reads each step from real data (docs/volunteer.md "First-run checklist")', () => {
  let t: TestContext;
  let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
    masjid = await t.registerMasjid('Masjid Start', { url: 'start' });
  });
  afterAll(() => t.close());

  const status = async () => {
    const res = await t.call(FIRST_RUN, { params: { companyId: masjid.companyId } }, { token: masjid.token });
    expect(res.status, res.text).toBe(200);
    return res.json;
  };

  it('starts with nothing done', async () => {
    const first = await status();
    expect(first).toMatchObject({ timetable: false, content: false, screen: false, active: false });
    // Registering asked the super admins.
    expect(first.activationRequestedAt).toBe('2026-05-10T16:00:00.000Z');
  });

  it('ticks each step as it is done, whichever way', async () => {
    await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
      { token: masjid.token },
    );
    expect(await status()).toMatchObject({ timetable: true, content: false });

    // A save with nothing in it is not content yet.
    await t.call(SAVE_CENTRAL_CONTROL, { body: { companyId: masjid.companyId, version: 0 } }, { token: masjid.token });
    expect((await status()).content).toBe(false);
    const saved = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 1, announcements: [{ title: 'Welcome', enabled: true }] } },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await status()).content).toBe(true);

    // Asking again: once a day at most, then the super admins get a reminder.
    const ask = () => t.call(ASK_ACTIVATION, { params: { companyId: masjid.companyId } }, { token: masjid.token });
    const before = t.mailer.sent.length;
    const early = await ask();
    expect(early.status, early.text).toBe(200);
    expect(early.json.target!.sent).toBe(false);
    expect(early.json.message).toBe(
      'The super admins were asked less than 24 hours ago; you can ask again after that.',
    );
    expect(t.mailer.sent.length).toBe(before);
    t.clock.set('2026-05-11T16:00:00Z');
    masjid.token = await t.login(masjid.email, PASSWORD);
    const later = await ask();
    expect(later.json.target).toEqual({ sent: true, activationRequestedAt: '2026-05-11T16:00:00.000Z' });
    expect(later.json.message).toBe(
      'The super admins were asked to activate this masjid. You will get an email once it is active.',
    );
    const reminder = t.mailer.sent.at(-1)!;
    expect(reminder.subject).toBe('Reminder: masjid waiting for activation: Masjid Start');
    expect(reminder.text).toContain(`asked again by Amina Yusuf <${masjid.email}>`);

    // A screen shows the public dashboard, so it pairs once the masjid is active.
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'true' } },
      { token: await t.superToken() },
    );
    expect(await status()).toMatchObject({ active: true, screen: false });
    expect((await ask()).status).toBe(409);
    const pairing = (await t.call(START_PAIRING, {})).json;
    const claimed = await t.call(
      CLAIM_SCREEN,
      { params: { companyId: masjid.companyId }, body: { code: pairing.code, name: 'Prayer hall' } },
      { token: masjid.token },
    );
    expect(claimed.status, claimed.text).toBe(200);
    expect((await status()).screen).toBe(true);

    expect(await status()).toMatchObject({ timetable: true, content: true, screen: true, active: true });
  });

  it("is not shown to another masjid's admin", async () => {
    const other = await t.registerMasjid('Masjid Other', { url: 'otherstart' });
    expect((await t.call(FIRST_RUN, { params: { companyId: masjid.companyId } }, { token: other.token })).status).toBe(
      404,
    );
  });
});
