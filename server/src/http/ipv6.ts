import net from 'node:net';

/** Eight 16-bit words of an IPv6 address (any spelling, with or without a zone), or undefined when it is not one. */
export function expandIpv6(address: string): number[] | undefined {
  if (net.isIPv6(address) === false) return undefined;
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headWords = head ? head.split(':') : [];
  const tailWords = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headWords.length - tailWords.length;
  const words = [...headWords, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailWords];
  return words.length === 8 ? words.map((word) => parseInt(word, 16)) : undefined;
}

/**
 * The key an address is counted under by every per-address limit (docs/security.md "Per address"):
 * an IPv4 address itself (also when written IPv4-mapped), an IPv6 address by its /64, since one
 * subscriber is given a whole /64 and could otherwise count as 2^64 addresses.
 */
export function addressKey(address: string): string {
  const words = expandIpv6(address);
  if (!words) return address;
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff)
    return `${words[6]! >> 8}.${words[6]! & 255}.${words[7]! >> 8}.${words[7]! & 255}`;
  return `${words
    .slice(0, 4)
    .map((word) => word.toString(16))
    .join(':')}::/64`;
}
