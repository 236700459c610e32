import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address (no zone) to its eight groups, lower-case and without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}

/**
 * The key per-address limits count under. One IPv6 subscriber usually gets a whole /64, so
 * counting single IPv6 addresses would let one client rotate through billions of them.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address) || address.includes('.')) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * Fastify's trustProxy for the TRUST_PROXY setting. Fastify refuses plain hop counts, so a count
 * becomes "the nearest N hops are proxies": right only when the app is reachable through them alone.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
