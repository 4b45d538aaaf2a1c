import { isIPv6 } from 'node:net';

/**
 * The block an address is counted by: an IPv4 address is itself (IPv4-mapped IPv6 too), an IPv6
 * address is its /64, the block one connection is given. Anyone holds a /64 of addresses, so
 * counting IPv6 addresses one by one would bound nothing: a limit per address is a limit per block.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
