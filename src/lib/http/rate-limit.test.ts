import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';
import { limitByAddress, limitedAddress, resetRateLimits } from './rate-limit';

// Per-address limits count an IPv6 visitor by the /64 their connection is given: anyone holds a
// /64, so counting its addresses one at a time would let one visitor send 2^64 times the limit.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = 'form=2/10m';
delete process.env.REDIS_URL;

const from = (remoteAddress: string) =>
  ({ headers: {}, socket: { remoteAddress } }) as unknown as IncomingMessage;

const attempt = async (address: string) => {
  try {
    await limitByAddress(from(address), 'form');
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return 'limited';
    throw error;
  }
};

beforeEach(() => resetRateLimits());

describe('per-address limits', () => {
  it('count every address of one IPv6 /64 together', async () => {
    expect(await attempt('2001:db8:1:2::1')).toBe('allowed');
    expect(await attempt('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('allowed');
    expect(await attempt('2001:0db8:0001:0002::abcd')).toBe('limited');
    expect(await attempt('2001:db8:1:3::1')).toBe('allowed');
  });

  it('count IPv4 addresses one by one, mapped into IPv6 or not', async () => {
    expect(await attempt('203.0.113.9')).toBe('allowed');
    expect(await attempt('::ffff:203.0.113.9')).toBe('allowed');
    expect(await attempt('203.0.113.9')).toBe('limited');
    expect(await attempt('203.0.113.10')).toBe('allowed');
  });

  it('name the block they count', () => {
    expect(limitedAddress(from('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
    expect(limitedAddress(from('::1'))).toBe('0:0:0:0::/64');
    expect(limitedAddress(from('198.51.100.4'))).toBe('198.51.100.4');
  });
});
