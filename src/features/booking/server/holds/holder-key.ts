import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * Who placed a hold, as stored: the SHA-256 of their address, so no address is kept as written.
 * An IPv6 address counts by its /64, the block one connection is given: anyone holds a /64 of
 * addresses, and counting them one by one would bound nothing.
 */
export function holderKeyOf(address: string): string {
  return createHash('sha256').update(addressBlock(address)).digest('base64url');
}

function addressBlock(address: string): string {
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
