import type https from 'node:https';
import net from 'node:net';
import type { PushNetwork, ResolvedAddress } from '../push/push-endpoint-guard.js';

/**
 * A public internet address (example.com's, RFC 2606's domain): the guard lets it pass, and the fake
 * network never connects to it. Documentation ranges (RFC 5737) are refused by the guard, so not those.
 */
export const PUBLIC_ADDRESS = '93.184.215.14';

/**
 * A push network without a network, for route tests: names resolve from `names` (an empty list is a name
 * that does not exist), any other name to a public address; a send goes through `route`, or fails.
 * `names` may be changed while a test runs, as DNS can change.
 */
export function fakePushNetwork(
  names: Record<string, string[]> = {},
  route?: (address: ResolvedAddress) => https.Agent,
): PushNetwork & { names: Record<string, string[]> } {
  return {
    names,
    async resolve(hostname) {
      const addresses = names[hostname] ?? [PUBLIC_ADDRESS];
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
