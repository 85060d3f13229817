import { describe, expect, it } from 'vitest';
import { originOf, parseServerAddress } from './server-address.js';

describe('parseServerAddress', () => {
  it('keeps the origin of an http or https address', () => {
    expect(parseServerAddress('  https://Minaret.Example.org/  ')).toEqual({
      ok: true,
      serverUrl: 'https://minaret.example.org',
      companyUrl: null,
    });
    expect(parseServerAddress('http://192.168.1.10:8085')).toEqual({
      ok: true,
      serverUrl: 'http://192.168.1.10:8085',
      companyUrl: null,
    });
  });

  it('offers the masjid of a pasted dashboard link', () => {
    expect(parseServerAddress('https://minaret.example.org/masjidnoor')).toEqual({
      ok: true,
      serverUrl: 'https://minaret.example.org',
      companyUrl: 'masjidnoor',
    });
    expect(parseServerAddress('https://minaret.example.org/calendar/masjidnoor')).toMatchObject({
      ok: true,
      companyUrl: null,
    });
  });

  it.each([
    ['', /Enter the address/],
    ['minaret.example.org', /is not a web address/],
    ['localhost:8085', /not an http or https address/],
    ['ftp://minaret.example.org', /not an http or https address/],
    ['javascript:alert(1)', /not an http or https address/],
    ['https://user:secret@minaret.example.org', /must not contain a user name or password/],
  ])('refuses %j with a clear message', (input, message) => {
    const result = parseServerAddress(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });
});

it('originOf gives custom schemes an origin too', () => {
  expect(originOf('minaret://app/index.html?screen=setup')).toBe('minaret://app');
  expect(originOf('https://minaret.example.org/x')).toBe('https://minaret.example.org');
  expect(originOf('about:blank')).toBeNull();
  expect(originOf('not a url')).toBeNull();
});
