import type https from 'node:https';
import net from 'node:net';
import type { PushNetwork, ResolvedAddress } from '../push/push-endpoint-guard.js';

/** 203.0.113.0/24 is for documentation (RFC 5737): a public-looking address that leads nowhere. */
export const DOCUMENTATION_ADDRESS = '203.0.113.7';

/**
 * A push network without a network, for route tests: names resolve from `names` (an empty list is a name
 * that does not exist), any other name to a documentation address; a send goes through `route`, or fails.
 * `names` may be changed while a test runs, as DNS can change.
 */
export function fakePushNetwork(
  names: Record<string, string[]> = {},
  route?: (address: ResolvedAddress) => https.Agent,
): PushNetwork & { names: Record<string, string[]> } {
  return {
    names,
    async resolve(hostname) {
      const addresses = names[hostname] ?? [DOCUMENTATION_ADDRESS];
      if (addresses.length === 0)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: net.isIP(address) }));
    },
    agentFor(address) {
      if (!route) throw new Error(`A route test tried to reach ${address.address}: no network in tests`);
      return route(address);
    },
  };
}
