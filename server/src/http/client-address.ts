import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies in front of Minaret may say who the client is (TRUST_PROXY, docs/security.md):
 * nothing (X-Forwarded-For ignored), a number of hops, or the proxies' addresses and networks.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

export const TRUST_NO_PROXY: TrustProxy = { hops: 0 };

/** Parses TRUST_PROXY: '' / 'false' / '0', a hop count such as '1', or a list such as '10.0.0.0/8, 127.0.0.1'. Throws a readable message. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return TRUST_NO_PROXY;
  if (text === 'true')
    throw new Error("use the number of proxies in front of Minaret (e.g. 1) or their addresses, not 'true'");
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of addresses) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(`'${entry}' is not an IP address or network (e.g. 10.0.0.0/8)`);
    }
  }
  return { addresses };
}

const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function trustedList(addresses: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of addresses) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * The client's address from the socket and X-Forwarded-For: walking from the socket towards the client,
 * every hop a trusted proxy added is believed, and the first address not vouched for is the client. So
 * a client cannot choose its own address by sending X-Forwarded-For itself.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((part) => unmapped(part.trim()))
      .filter(Boolean),
    unmapped(socketAddress),
  ];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  const list = trustedList(trust.addresses);
  const isTrusted = (address: string) => {
    const family = net.isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  let index = chain.length - 1;
  while (index > 0 && isTrusted(chain[index]!)) index -= 1;
  return chain[index]!;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

export function clientAddress(c: Context, trust: TrustProxy): string {
  return resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trust);
}
