import { createHash } from 'node:crypto';
import { addressBlock } from '@/lib/http';

/**
 * Who placed a hold, as stored: the SHA-256 of their address's block (an IPv6 address by its /64,
 * as every limit counts it), so no address is kept as written.
 */
export function holderKeyOf(address: string): string {
  return createHash('sha256').update(addressBlock(address)).digest('base64url');
}
