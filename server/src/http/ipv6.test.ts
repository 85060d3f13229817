import { expect, it } from 'vitest';
import { addressKey, expandIpv6 } from './ipv6.js';

it('counts an IPv6 address by its /64, an IPv4 one (also IPv4-mapped) by itself', () => {
  expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(addressKey('unknown')).toBe('unknown');
});

it('expands every spelling of an IPv6 address', () => {
  expect(expandIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  expect(expandIpv6('::ffff:0:10.0.0.1')).toEqual([0, 0, 0, 0, 0xffff, 0, 0x0a00, 1]);
  expect(expandIpv6('1.2.3.4')).toBeUndefined();
});
