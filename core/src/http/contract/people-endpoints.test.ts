import { describe, expect, it } from 'vitest';
import { MASJIDS, MASJID, DELETE_MASJID, MASJID_NAMES, SET_MASJID_ACTIVE, UPDATE_MASJID } from './masjids.js';
import { checkEndpointInput, pathOf } from './endpoint.js';
import {
  INVITATION,
  INVITATION_TOKEN_MAX,
  LOGIN,
  ME,
  RESET_CREDENTIAL,
  UPDATE_CREDENTIAL,
  VERIFY_EMAIL,
} from './account.js';
import { ALL_USERS, MASJID_USER, INVITE_USER, SET_USER_ACTIVE } from './users.js';

describe('the masjid administration endpoints', () => {
  it('build their addresses from the patterns the routes register', () => {
    expect(pathOf(MASJIDS, {})).toBe('/api/auth/companies');
    expect(pathOf(MASJID_NAMES, {})).toBe('/api/auth/companies/url');
    expect(pathOf(MASJID, { id: 'a/b' })).toBe('/api/auth/companies/a%2Fb');
    expect(pathOf(UPDATE_MASJID, { id: 'c' })).toBe(pathOf(DELETE_MASJID, { id: 'c' }));
    expect(pathOf(SET_MASJID_ACTIVE, { id: 'c' }, { active: false })).toBe(
      '/api/auth/companies/c/activate?active=false',
    );
  });

  it('read active as true or false, and refuse anything else or nothing with the one message', () => {
    const params = { id: 'c' };
    expect(checkEndpointInput(SET_MASJID_ACTIVE, params, { active: 'true' })).toEqual({
      ok: true,
      value: { params, query: { active: true } },
    });
    for (const query of [{}, { active: 'yes' }, { active: '' }] as Record<string, string>[])
      expect(checkEndpointInput(SET_MASJID_ACTIVE, params, query)).toEqual({
        ok: false,
        message: 'Query parameter active must be true or false.',
      });
  });
});

describe('the user and account endpoints', () => {
  it('build their addresses from the patterns the routes register', () => {
    expect(pathOf(LOGIN, {})).toBe('/auth/login');
    expect(pathOf(ME, {})).toBe('/api/auth/me');
    expect(pathOf(ALL_USERS, {})).toBe('/api/auth/companies/all/users');
    expect(pathOf(MASJID_USER, { companyId: 'c', id: 'u 1' })).toBe('/api/auth/companies/c/users/u%201');
    expect(pathOf(INVITE_USER, { companyId: 'c' })).toBe('/api/auth/companies/c/invitations');
    expect(pathOf(SET_USER_ACTIVE, { id: 'u' }, { active: true })).toBe('/api/auth/users/u/activate?active=true');
    expect(pathOf(VERIFY_EMAIL, { userId: 'u', code: 'a/b' })).toBe('/api/auth/users/u/verifyEmail/a%2Fb');
    expect(pathOf(UPDATE_CREDENTIAL, { email: 'a+b@x.org' })).toBe('/api/auth/credential/update/user/a%2Bb%40x.org');
    expect(pathOf(RESET_CREDENTIAL, { email: 'a@x.org' })).toBe('/api/auth/credential/reset/user/a%40x.org');
    expect(pathOf(INVITATION, {}, { token: 'a&b' })).toBe('/api/auth/invitation?token=a%26b');
  });

  it('read an invitation token cut to its longest, and a missing one as empty (the link is then refused)', () => {
    const read = (query: Record<string, string>) => {
      const result = checkEndpointInput(INVITATION, {}, query);
      return result.ok ? result.value.query.token : result.message;
    };
    expect(read({})).toBe('');
    expect(read({ token: 'x'.repeat(INVITATION_TOKEN_MAX + 5) })).toHaveLength(INVITATION_TOKEN_MAX);
  });
});
