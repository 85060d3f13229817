import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  sampleCompany,
  SUPER_EMAIL,
  SUPER_PASSWORD,
  type TestContext,
} from '../testing/test-app.js';
import { CREATE_MASJID, MASJID, MASJID_NAMES, UPDATE_MASJID } from '@core/http/contract/masjids.js';
import { LOGIN } from '@core/http/contract/account.js';
import { PRAYER_DAY } from '@core/http/contract/prayer.js';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['registerMasjid']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.registerMasjid('Masjid Bad Input', { url: 'badinput' });
});
afterAll(() => t.close());

const isClientError = (status: number) => status >= 400 && status < 500;

describe('bad input gets a 4xx with a clear message, never a 500, and changes nothing', () => {
  it('text with a NUL character (which PostgreSQL cannot store)', async () => {
    const masjid = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid\u0000Nul', 'nulmasjid') });
    expect(masjid.status).toBe(400);
    expect(masjid.json.fieldErrors!['company.name']).toBeTruthy();
    const names = await t.call(MASJID_NAMES, {});
    expect(names.json.map((entry: { url: string }) => entry.url)).not.toContain('nulmasjid');

    const login = await t.call(LOGIN, { body: { email: 'a\u0000@b.org', password: 'whatever-1' } });
    expect(isClientError(login.status)).toBe(true);

    const own = await t.call(MASJID, { params: { id: admin.companyId } }, { token: admin.token });
    const edit = await t.call(
      UPDATE_MASJID,
      { params: { id: admin.companyId }, body: { ...own.json, name: 'Renamed\u0000' } },
      { token: admin.token },
    );
    expect(edit.status).toBe(400);
    expect((await t.call(MASJID, { params: { id: admin.companyId } }, { token: admin.token })).json.name).toBe(
      'Masjid Bad Input',
    );
  });

  it('malformed JSON, wrong types and unknown ids', async () => {
    const malformed = await t.raw('malformed JSON', 'POST', '/api/auth/companies', {
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBeTruthy();
    const wrongTypes = await t.raw('fields of the wrong types, on purpose', 'POST', '/api/auth/companies', {
      body: { name: 7, url: ['x'], address: 'nowhere' },
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.json.fieldErrors)).toContain('company.name');
    const superToken = await t.login(SUPER_EMAIL, SUPER_PASSWORD);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const res = await t.call(MASJID, { params: { id } }, { token: superToken });
      expect(res.status, id).toBe(404);
    }
    const unknownDay = await t.call(PRAYER_DAY, { params: { companyId: admin.companyId, month: '13', day: '40' } });
    expect(isClientError(unknownDay.status)).toBe(true);
  });

  it('a value the database itself refuses is a 400, not a 500', async () => {
    const superToken = await t.login(SUPER_EMAIL, SUPER_PASSWORD);
    for (const path of [
      `/api/auth/companies/${admin.companyId}%00`,
      '/api/auth/companies/a%00b/users',
      `/api/prayer/companyId/x%00/month/1/day/1`,
    ]) {
      const res = await t.raw('hostile path values, as written', 'GET', path, { token: superToken });
      expect(isClientError(res.status), `${path}: ${res.status}`).toBe(true);
      expect(res.json.message).toBeTruthy();
    }
  });

  it('an oversized body', async () => {
    const huge = { ...sampleCompany('Masjid Huge', 'hugemasjid'), website: 'x'.repeat(3_000_000) };
    const res = await t.call(CREATE_MASJID, { body: huge });
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/larger than|too large/);
  });
});
