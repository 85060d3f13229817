import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sampleCompany, type TestContext } from '../testing/test-app.js';
import {
  CREATE_MASJID,
  DELETE_MASJID,
  MASJID,
  MASJIDS,
  SET_MASJID_ACTIVE,
  UPDATE_MASJID,
} from '@core/http/contract/masjids.js';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import { LOGIN } from '@core/http/contract/account.js';
import { CREATE_USER } from '@core/http/contract/users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('masjid registration and profile', () => {
  it('creates a masjid that starts inactive, with a normalized website', async () => {
    const res = await t.call(CREATE_MASJID, {
      body: { ...sampleCompany('Masjid Al-Noor', 'alnoor'), website: 'alnoor.example.org', active: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.successful).toBe(true);
    expect(res.json.message).toBe('Successfully saved company');
    expect(res.json.target).toMatchObject({
      name: 'Masjid Al-Noor',
      url: 'alnoor',
      active: false,
      website: 'https://alnoor.example.org',
    });
    expect(res.json.target!.address).toMatchObject({ state: 'IL', zip: '62701', country: 'US', latitude: 39.7817 });
  });

  it('reports every invalid field with the spec keys', async () => {
    const res = await t.call(CREATE_MASJID, {
      body: {
        name: 'x'.repeat(51),
        url: 'has space',
        // An empty website is fine (docs/volunteer.md "Address"); a bad one is not.
        website: 'not a site',
        address: { street: '<script>', city: '', state: 'ZZ', zip: 'abc' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.successful).toBe(false);
    expect(Object.keys(res.json.fieldErrors!).sort()).toEqual(
      [
        'company.address.city',
        'company.address.state',
        'company.address.street',
        'company.address.zip',
        'company.name',
        'company.url',
        'company.website',
      ].sort(),
    );
    expect(res.json.fieldErrors!['company.name']).toBe('Must be at most 50 characters');
    expect(res.json.fieldErrors!['company.address.city']).toBe('City is required');
  });

  it('refuses a dashboard URL that is taken (any case) or used by the app itself', async () => {
    // Another visitor: the same browser would continue its own registration (docs/volunteer.md "Registration").
    await t.call(CREATE_MASJID, { body: sampleCompany('First', 'Taken1') });
    const taken = await t.call(CREATE_MASJID, { body: sampleCompany('Second', 'TAKEN1') }, { cookies: false });
    expect(taken.status).toBe(409);
    expect(taken.json.fieldErrors!['company.url']).toBe('This dashboard URL is already taken');
    for (const reserved of ['auth', 'API', 'static', 'calendar', 'expense', 'v2']) {
      const res = await t.call(CREATE_MASJID, { body: sampleCompany('Reserved', reserved) });
      expect(res.status, reserved).toBe(400);
      expect(res.json.fieldErrors!['company.url']).toMatch(/used by Minaret/);
    }
  });

  it('accepts an address outside the US with its own postal code', async () => {
    const res = await t.call(CREATE_MASJID, {
      body: {
        ...sampleCompany('East London Mosque', 'eastlondon'),
        address: {
          street: '82-92 Whitechapel Road',
          city: 'London',
          state: 'Greater London',
          zip: 'E1 1JQ',
          country: 'gb',
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.target!.address).toMatchObject({ country: 'GB', zip: 'E1 1JQ', state: 'Greater London' });
  });

  it('answers malformed or oversized bodies with a clear 4xx', async () => {
    const malformed = await t.raw('malformed JSON', 'POST', '/api/auth/companies', {
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/Malformed JSON/);
    const notJson = await t.raw('a body that is not JSON', 'POST', '/api/auth/companies', {
      headers: { 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(notJson.status).toBe(415);
    const array = await t.raw('a list where the body is an object', 'POST', '/api/auth/companies', { body: [] });
    expect(array.status).toBe(400);
    const wrongTypes = await t.raw('fields of the wrong types, on purpose', 'POST', '/api/auth/companies', {
      body: { name: 5, url: [], website: {}, address: 'x' },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.json.fieldErrors!['company.name']).toBeTruthy();
    const huge = await t.raw('a body over the size limit', 'POST', '/api/auth/companies', {
      body: { ...sampleCompany('Big', 'big'), padding: 'x'.repeat(300_000) },
    });
    expect(huge.status).toBe(413);
    const before = await t.call(MASJIDS, {}, { token: await t.superToken() });
    expect(before.json.some((masjid: { url: string }) => masjid.url === 'big')).toBe(false);
  });
});

describe('masjid lifecycle', () => {
  it('is edited by its admin, activated and deleted by a super admin', async () => {
    const masjid = await t.registerMasjid('Masjid Taqwa', { url: 'taqwa' });
    const superToken = await t.superToken();

    const profile = await t.call(MASJID, { params: { id: masjid.companyId } }, { token: masjid.token });
    expect(profile.json).toMatchObject({ name: 'Masjid Taqwa', active: false });

    const edit = await t.call(
      UPDATE_MASJID,
      {
        params: { id: masjid.companyId },
        body: { ...sampleCompany('Masjid At-Taqwa', 'taqwa'), active: true, expirationDate: '2030-01-01' },
      },
      { token: masjid.token },
    );
    expect(edit.status).toBe(200);
    expect(edit.json.message).toBe('Successfully updated company');
    // An admin cannot activate their own masjid or set its expiration: those are super admin decisions.
    expect(edit.json.target).toMatchObject({ name: 'Masjid At-Taqwa', active: false, expirationDate: null });

    let active = await t.call(ACTIVE_MASJIDS, {});
    expect(active.json.map((c: { url: string }) => c.url)).not.toContain('taqwa');

    const activate = await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'true' } },
      { token: superToken },
    );
    expect(activate.json).toMatchObject({ successful: true, target: { id: masjid.companyId, active: true } });
    active = await t.call(ACTIVE_MASJIDS, {});
    expect(active.json).toContainEqual({ id: masjid.companyId, name: 'Masjid At-Taqwa', url: 'taqwa' });

    const expire = await t.call(
      UPDATE_MASJID,
      {
        params: { id: masjid.companyId },
        body: { ...sampleCompany('Masjid At-Taqwa', 'taqwa'), active: true, expirationDate: '2001-01-01' },
      },
      { token: superToken },
    );
    expect(expire.json.target!.expirationDate).toBe('2001-01-01');
    // An edit that leaves the date out (a form without the field) keeps it; an empty date clears it.
    const { expirationDate: _left, ...withoutDate } = {
      ...sampleCompany('Masjid At-Taqwa', 'taqwa'),
      expirationDate: undefined,
    };
    const kept = await t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: { ...withoutDate, active: true } },
      { token: superToken },
    );
    expect(kept.json.target!.expirationDate).toBe('2001-01-01');
    const ownEdit = await t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: sampleCompany('Masjid At-Taqwa', 'taqwa') },
      { token: masjid.token },
    );
    expect(ownEdit.json.target!.expirationDate).toBe('2001-01-01');
    const cleared = await t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: { ...withoutDate, active: true, expirationDate: '' } },
      { token: superToken },
    );
    expect(cleared.json.target!.expirationDate).toBeNull();
    await t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: { ...withoutDate, active: true, expirationDate: '2001-01-01' } },
      { token: superToken },
    );
    active = await t.call(ACTIVE_MASJIDS, {});
    expect(active.json.map((c: { url: string }) => c.url)).not.toContain('taqwa');

    const deactivate = await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'false' } },
      { token: superToken },
    );
    expect(deactivate.json.target!.active).toBe(false);

    const remove = await t.call(DELETE_MASJID, { params: { id: masjid.companyId } }, { token: superToken });
    expect(remove.status).toBe(200);
    expect((await t.call(MASJID, { params: { id: masjid.companyId } }, { token: superToken })).status).toBe(404);
    // Its users went with it.
    const login = await t.call(LOGIN, { body: { email: masjid.email, password: 'salaam-2026' } });
    expect(login.status).toBe(401);
  });

  it('never lets a super admin deactivate or delete their own masjid', async () => {
    const masjid = await t.registerMasjid('Home Masjid', { url: 'homemasjid' });
    const superToken = await t.superToken();
    const create = await t.call(
      CREATE_USER,
      {
        params: { companyId: masjid.companyId },
        body: {
          firstName: 'Root',
          lastName: 'Two',
          email: 'root2@minaret.test',
          password: 'long-password',
          roles: ['SUPER_ADMIN'],
        },
      },
      { token: superToken },
    );
    expect(create.status).toBe(200);
    await t.confirmEmail(create.json.target!.id);
    const token = await t.login('root2@minaret.test', 'long-password');
    const deactivate = await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'false' } },
      { token },
    );
    expect(deactivate.status).toBe(403);
    const remove = await t.call(DELETE_MASJID, { params: { id: masjid.companyId } }, { token });
    expect(remove.status).toBe(403);
    const bad = await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'maybe' } },
      { token },
    );
    expect(bad.status).toBe(400);
  });
});
