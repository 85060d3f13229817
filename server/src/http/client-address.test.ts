import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy, resolveClientAddress } from './client-address.js';

describe('the client address (TRUST_PROXY)', () => {
  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('203.0.113.5', '1.2.3.4', parseTrustProxy(''))).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:203.0.113.5', undefined, parseTrustProxy('false'))).toBe('203.0.113.5');
  });

  it('believes as many hops as there are proxies, so a client cannot put its own address first', () => {
    const oneProxy = parseTrustProxy('1');
    // The client sent "6.6.6.6" itself; the proxy appended the address it saw.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', oneProxy)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3', parseTrustProxy('2'))).toBe(
      '198.51.100.7',
    );
    // A request that did not come through the proxy has nothing to believe.
    expect(resolveClientAddress('198.51.100.8', undefined, oneProxy)).toBe('198.51.100.8');
  });

  it('believes only the listed proxies and networks', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('fd00::1', '198.51.100.9', trust)).toBe('198.51.100.9');
    // Not from a trusted proxy: its X-Forwarded-For is not believed.
    expect(resolveClientAddress('198.51.100.10', '6.6.6.6', trust)).toBe('198.51.100.10');
  });

  it('refuses a setting it cannot read, with a plain message', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: use the number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(
      /TRUST_PROXY: '10.0.0.0\/99' is not an IP address or network/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/not an IP address/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });
});
