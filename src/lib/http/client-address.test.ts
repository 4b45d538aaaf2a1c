import { clientAddress, trustedProxyList } from './client-address';

const request = (peer: string, forwardedFor?: string | string[]) => ({
  socket: { remoteAddress: peer } as never,
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

describe('clientAddress', () => {
  const none = trustedProxyList(undefined);
  const proxies = trustedProxyList('10.0.0.0/8, 127.0.0.1, fd00::/8');

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), none)).toBe('203.0.113.7');
  });

  it('reads IPv4-mapped IPv6 peers as IPv4', () => {
    expect(clientAddress(request('::ffff:203.0.113.7'), none)).toBe('203.0.113.7');
  });

  it('believes X-Forwarded-For only from a trusted peer', () => {
    expect(clientAddress(request('10.1.2.3', '198.51.100.1'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('192.0.2.9', '198.51.100.1'), proxies)).toBe('192.0.2.9');
  });

  it('takes the right-most untrusted hop, so a forged left-most entry does not count', () => {
    const forged = request('10.1.2.3', '1.2.3.4, 198.51.100.1, 10.9.9.9');
    expect(clientAddress(forged, proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('127.0.0.1', ['1.2.3.4', '198.51.100.1']), proxies)).toBe(
      '198.51.100.1',
    );
  });

  it('matches IPv6 ranges and ignores entries that are not addresses', () => {
    expect(clientAddress(request('fd12::1', 'nonsense, 2001:db8::5'), proxies)).toBe('2001:db8::5');
  });

  it('falls back to the peer when a trusted proxy sends no usable header', () => {
    expect(clientAddress(request('10.1.2.3', 'garbage'), proxies)).toBe('10.1.2.3');
  });

  it('reads hops a load balancer wrote as ip:port, so a forged left-most entry still does not count', () => {
    const ipv4 = request('10.1.2.3', '1.2.3.4, 198.51.100.1:51234');
    expect(clientAddress(ipv4, proxies)).toBe('198.51.100.1');
    const ipv6 = request('10.1.2.3', '1.2.3.4, [2001:db8::5]:443');
    expect(clientAddress(ipv6, proxies)).toBe('2001:db8::5');
    expect(clientAddress(request('10.1.2.3', '1.2.3.4, [2001:db8::6]'), proxies)).toBe(
      '2001:db8::6',
    );
    // A chain of trusted proxies that each write a port.
    const chain = request('10.1.2.3', '1.2.3.4, 198.51.100.1:51234, 10.9.9.9:8080');
    expect(clientAddress(chain, proxies)).toBe('198.51.100.1');
  });

  it('takes the proxy that wrote an unreadable hop, never a hop before it', () => {
    expect(clientAddress(request('10.1.2.3', '1.2.3.4, garbage'), proxies)).toBe('10.1.2.3');
    expect(clientAddress(request('10.1.2.3', '1.2.3.4, 198.51.100.1:99999x'), proxies)).toBe(
      '10.1.2.3',
    );
    const behindTwo = request('10.1.2.3', '1.2.3.4, unknown, 10.9.9.9');
    expect(clientAddress(behindTwo, proxies)).toBe('10.9.9.9');
  });

  it('answers each list for itself, and stays right past a flood of addresses', () => {
    // Two lists that disagree about 10.1.2.3, asked alternately.
    expect(clientAddress(request('10.1.2.3', '198.51.100.1'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('10.1.2.3', '198.51.100.1'), none)).toBe('10.1.2.3');
    for (let n = 0; n < 3000; n++) {
      const peer = `10.${(n >> 8) & 255}.${n & 255}.1`;
      expect(clientAddress(request(peer, '198.51.100.2'), proxies)).toBe('198.51.100.2');
      expect(clientAddress(request(`192.0.${n & 255}.${n >> 8}`, '198.51.100.2'), proxies)).toBe(
        `192.0.${n & 255}.${n >> 8}`,
      );
    }
  });
});
