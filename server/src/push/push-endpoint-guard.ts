/**
 * Where the server may post a prayer alert (docs/outside-the-hall.md, "Push endpoints"). A push endpoint
 * is an address a browser hands us anonymously, and at alert time the server connects to it: without a
 * check anyone could make the server post into its own network (a database, a cloud metadata service at
 * 169.254.169.254, an admin page on localhost). So an endpoint must be https on a host *name*, and every
 * address that name resolves to must be on the public internet. The check runs when a browser subscribes
 * and again before each send (DNS can change), and the send connects to the very address that was checked,
 * so a name cannot resolve to a public address for the check and a private one for the connection.
 */
import dns from 'node:dns/promises';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { AppError } from '../http/errors.js';
import { expandIpv6 } from '../http/ipv6.js';
import { text } from '../http/server-text.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (dns.lookup with all: true, as the connection would use). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** How the server reaches push services; tests give their own (no network, a local receiver). */
export interface PushNetwork {
  resolve: HostResolver;
  /** The https agent that carries one push to an address already checked, and to no other. */
  agentFor(address: ResolvedAddress): https.Agent;
}

/** Loopback, private, link-local, unique-local, unspecified, multicast and the other non-internet ranges. */
const OWN_NETWORKS: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT, shared address space
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata services
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation (TEST-NET-1): leads nowhere on the internet
  ['198.51.100.0', 24, 'ipv4'], // documentation (TEST-NET-2)
  ['203.0.113.0', 24, 'ipv4'], // documentation (TEST-NET-3)
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // network benchmarks
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['::', 96, 'ipv6'], // IPv4-compatible (deprecated)
  ['::ffff:0:0:0', 96, 'ipv6'], // IPv4-translated (SIIT, ::ffff:0:a.b.c.d): an IPv4 address in disguise
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['100::', 64, 'ipv6'], // discard-only
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const ownNetworks = new net.BlockList();
for (const [address, prefix, type] of OWN_NETWORKS) ownNetworks.addSubnet(address, prefix, type);

/** The IPv4 address inside an IPv6 one that carries it (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const words = expandIpv6(address);
  if (!words) return undefined;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  return undefined;
}

/** True for an address of the server's own network or of no network: never a push service. */
export function isOwnNetworkAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return ownNetworks.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all
  const bare = address.split('%')[0]!;
  const inner = embeddedIpv4(bare);
  if (inner !== undefined) return isOwnNetworkAddress(inner);
  return ownNetworks.check(bare, 'ipv6');
}

/** Why an endpoint is refused, as the server message the subscriber reads. */
function refused(key: 'server.error.pushNotHttps' | 'server.error.pushIpLiteral' | 'server.error.pushOwnNetwork') {
  return new AppError('VALIDATION', text(key), { 'subscription.endpoint': text(key) });
}

export class PushEndpointUnknown extends AppError {
  constructor() {
    super('VALIDATION', text('server.error.pushUnknownHost'), {
      'subscription.endpoint': text('server.error.pushUnknownHost'),
    });
  }
}

/**
 * The checks that need no network: https, and a host name rather than an address. The URL parser turns
 * every spelling of an address (2130706433, 0x7f.1, 017700000001, [::ffff:127.0.0.1]) into its plain
 * form first, so each is seen as the address it is.
 */
export function checkEndpointForm(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused('server.error.pushNotHttps');
  }
  if (url.protocol !== 'https:') throw refused('server.error.pushNotHttps');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) !== 0) throw refused('server.error.pushIpLiteral');
  return url;
}

/**
 * The whole check: the form, then every address the name resolves to. Answers the address to connect to;
 * throws a 400 for an endpoint in the server's own network and PushEndpointUnknown for a name with no address.
 */
export async function checkPushEndpoint(endpoint: string, resolve: HostResolver): Promise<ResolvedAddress> {
  const url = checkEndpointForm(endpoint);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    throw new PushEndpointUnknown();
  }
  if (addresses.length === 0) throw new PushEndpointUnknown();
  // One own-network address is enough to refuse: the connection could be made to any of them.
  if (addresses.some((entry) => isOwnNetworkAddress(entry.address))) throw refused('server.error.pushOwnNetwork');
  return addresses[0]!;
}

/** A lookup that answers only the address already checked, in both forms Node asks for. */
export function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}

/** The real network: the system resolver, and a connection pinned to the checked address. */
export const systemPushNetwork: PushNetwork = {
  resolve: (hostname) => dns.lookup(hostname, { all: true, verbatim: true }),
  agentFor: (address) => new https.Agent({ lookup: pinnedLookup(address) }),
};
