import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin } from '@core/testing/sample-masjid.js';
import { createTestContext, sampleCompany, type TestContext } from '../testing/test-app.js';
import { CREATE_MASJID, MASJIDS, OWN_REGISTRATION, MASJID } from '@core/http/contract/masjids.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { RESEND_CONFIRMATION } from '@core/http/contract/account.js';

describe('registration as a visitor goes through it', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-03-01T12:00:00Z' });
  });
  afterAll(() => t.close());

  it('continues the same masjid when the form is sent again after Back from the first-admin step', async () => {
    const first = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Ihsan', 'ihsan') });
    expect(first.status).toBe(200);
    const id = first.json.target!.id;
    const again = await t.call(CREATE_MASJID, { body: { ...sampleCompany('Masjid al-Ihsan', 'ihsan'), id } });
    expect(again.status, again.text).toBe(200);
    expect(again.json.target!.id).toBe(first.json.target!.id);
    expect(again.json.target!.name).toBe('Masjid al-Ihsan');
    // A new URL on the way back is fine too, and frees the old one.
    const renamed = await t.call(CREATE_MASJID, { body: { ...sampleCompany('Masjid al-Ihsan', 'alihsan'), id } });
    expect(renamed.json.target!.id).toBe(first.json.target!.id);
    const admin = await t.call(CREATE_USER, {
      params: { companyId: first.json.target!.id },
      body: firstAdmin('imam@ihsan.org'),
    });
    expect(admin.status, admin.text).toBe(200);
    const masjids = await t.call(MASJIDS, {}, { token: await t.superToken() });
    expect(masjids.json.filter((masjid: { name: string }) => masjid.name.includes('Ihsan'))).toHaveLength(1);
    // Once it has its admin, the claim no longer edits it: the next form is a new masjid.
    const next = await t.call(CREATE_MASJID, { body: { ...sampleCompany('Masjid Two', 'masjidtwo'), id } });
    expect(next.json.target!.id).not.toBe(id);
    // A form without the id from the same browser starts its unfinished registration again: the same masjid.
    const other = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Three', 'masjidthree') });
    expect(other.json.target!.id).toBe(next.json.target!.id);
    expect(other.json.target!.url).toBe('masjidthree');
  });

  it('lets the browser that lost its tab continue or start again, without its own URL being taken', async () => {
    t.clock.set('2026-03-01T12:30:00Z');
    const none = await t.call(OWN_REGISTRATION, {}, { cookies: false });
    expect(none.json).toEqual({ masjid: null });
    // A fresh browser (the registration cookie it is given is kept for what follows).
    const first = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Rahma', 'rahma') }, { cookies: false });
    expect(first.status).toBe(200);
    // The tab is closed: the form's id is lost, the browser's registration cookie is not.
    t.clock.set('2026-03-01T14:30:00Z');
    const own = await t.call(OWN_REGISTRATION, {});
    expect(own.json.masjid!.id).toBe(first.json.target!.id);
    expect(own.json.masjid!.url).toBe('rahma');
    expect(own.json.startedAt).toBe('2026-03-01T12:30:00.000Z');
    // Another browser does not see it and cannot take its URL.
    const stranger = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Rahma', 'rahma') }, { cookies: false });
    expect(stranger.status).toBe(409);
    // The same browser sends the form again from scratch, with the same URL: no "already taken", one masjid.
    const again = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid ar-Rahma', 'rahma') });
    expect(again.status, again.text).toBe(200);
    expect(again.json.target!.id).toBe(first.json.target!.id);
    const superToken = await t.superToken();
    const list = await t.call(MASJIDS, {}, { token: superToken });
    const rahma = list.json.filter((masjid: { name: string }) => masjid.name.includes('Rahma'));
    expect(rahma).toHaveLength(1);
    expect(rahma[0]!.registration).toEqual({
      createdAt: '2026-03-01T12:30:00.000Z',
      selfRegistered: true,
      firstAdmin: null,
    });
    // Its first admin is named in the super admins' list, with whether the email is confirmed.
    const admin = await t.call(CREATE_USER, {
      params: { companyId: first.json.target!.id },
      body: firstAdmin('imam@rahma.org'),
    });
    expect(admin.status, admin.text).toBe(200);
    const listed = async () =>
      (await t.call(MASJIDS, {}, { token: superToken })).json.find(
        (masjid: { id: string }) => masjid.id === first.json.target!.id,
      )!.registration!.firstAdmin;
    expect(await listed()).toMatchObject({ email: 'imam@rahma.org', verified: false });
    await t.confirmEmail(admin.json.target!.id);
    expect(await listed()).toMatchObject({ email: 'imam@rahma.org', verified: true });
    // Finished: the browser has no unfinished registration any more.
    expect((await t.call(OWN_REGISTRATION, {})).json).toEqual({ masjid: null });
    t.clock.set('2026-03-01T12:00:00Z');
  });

  it('gives back the URL of a registration left before its first admin, once its claim has expired', async () => {
    const left = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Noor', 'noor') }, { cookies: false });
    expect(left.status).toBe(200);
    const soon = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Noor', 'noor') }, { cookies: false });
    expect(soon.status).toBe(409);

    t.clock.set('2026-03-02T13:00:00Z');
    const later = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid an-Noor', 'noor') }, { cookies: false });
    expect(later.status, later.text).toBe(200);
    expect(later.json.target!.id).not.toBe(left.json.target!.id);
    const old = await t.call(MASJID, { params: { id: left.json.target!.id } }, { token: await t.superToken() });
    expect(old.status).toBe(404);
  });

  it('resumes a registration whose first admin never confirmed: registering its URL again says so, and the same email gets the confirmation again', async () => {
    t.clock.set('2026-03-01T12:00:00Z');
    const first = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Sabr', 'sabr') }, { cookies: false });
    expect(first.status).toBe(200);
    const admin = await t.call(CREATE_USER, {
      params: { companyId: first.json.target!.id },
      body: firstAdmin('imam@sabr.org'),
    });
    expect(admin.status, admin.text).toBe(200);
    // The confirmation mail is lost; days later, another browser registers the same masjid again.
    t.clock.set('2026-03-05T09:00:00Z');
    const again = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Sabr', 'sabr') }, { cookies: false });
    expect(again.status).toBe(409);
    expect(again.json.fieldErrors).toEqual({
      'company.url':
        'This dashboard URL belongs to a registration whose first admin has not confirmed their email yet. If it is yours, get the confirmation email again below',
    });
    // The same email resumes it: a new confirmation link, and once confirmed the registration is finished.
    const sent = t.mailer.sent.length;
    const resend = await t.call(RESEND_CONFIRMATION, { body: { email: 'imam@sabr.org' } });
    expect(resend.status, resend.text).toBe(200);
    expect(t.mailer.sent.slice(sent).map((mail) => mail.to)).toEqual(['imam@sabr.org']);
    await t.confirmEmail(admin.json.target!.id);
    const list = await t.call(MASJIDS, {}, { token: await t.superToken() });
    const sabr = list.json.filter((masjid: { url: string }) => masjid.url === 'sabr');
    expect(sabr).toHaveLength(1);
    expect(sabr[0]!.registration!.firstAdmin).toMatchObject({ email: 'imam@sabr.org', verified: true });
    // A confirmed masjid's URL is simply taken.
    const taken = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Sabr', 'sabr') }, { cookies: false });
    expect(taken.json.fieldErrors).toEqual({ 'company.url': 'This dashboard URL is already taken' });
    t.clock.set('2026-03-01T12:00:00Z');
  });

  it("never releases a super admin's masjid, even without users", async () => {
    t.clock.set('2026-03-03T12:00:00Z');
    const superToken = await t.superToken();
    const created = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Kept', 'kept') }, { token: superToken });
    expect(created.status).toBe(200);
    t.clock.set('2026-03-10T12:00:00Z');
    const taken = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Kept', 'kept') }, { cookies: false });
    expect(taken.status).toBe(409);
  });

  it('refuses a retired country code', async () => {
    const body = sampleCompany('Masjid Retired', 'retired');
    const res = await t.call(
      CREATE_MASJID,
      { body: { ...body, address: { ...body.address, country: 'UK' } } },
      { cookies: false },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.fieldErrors)).toContain('Choose a country from the list');
  });
});

describe('what an address needs depends on its country', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-03-01T12:00:00Z' });
  });
  afterAll(() => t.close());

  it('needs no website anywhere, and a state or region only where the country has them', async () => {
    const base = sampleCompany('Masjid Lyon', 'lyon');
    const france = await t.call(
      CREATE_MASJID,
      {
        body: {
          ...base,
          website: '',
          address: { street: '12 Rue de la République', city: 'Lyon', state: '', zip: '69002', country: 'FR' },
        },
      },
      { cookies: false },
    );
    expect(france.status, france.text).toBe(200);
    expect(france.json.target!.website).toBe('');
    const canada = await t.call(
      CREATE_MASJID,
      {
        body: {
          ...sampleCompany('Masjid London', 'londonon'),
          address: { street: '4 Main St', city: 'London', state: '', zip: 'N6A 1A1', country: 'CA' },
        },
      },
      { cookies: false },
    );
    expect(canada.status).toBe(400);
    expect(canada.json.fieldErrors!['company.address.state']).toBe('State is required');
  });
});
