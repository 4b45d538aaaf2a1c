import { holderKeyOf } from './holder-key';

describe('who placed a hold', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = holderKeyOf('2001:db8:1:2::70');
    expect(holderKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(holderKeyOf('2001:DB8:1:2:abcd::1')).toBe(key);
    expect(holderKeyOf('2001:db8:1:3::70')).not.toBe(key);
  });

  it('counts an IPv4 address as itself, mapped into IPv6 or not', () => {
    expect(holderKeyOf('::ffff:203.0.113.9')).toBe(holderKeyOf('203.0.113.9'));
    expect(holderKeyOf('203.0.113.9')).not.toBe(holderKeyOf('203.0.113.10'));
  });

  it('keeps no address as written', () => {
    expect(holderKeyOf('203.0.113.9')).not.toContain('203');
    expect(holderKeyOf('203.0.113.9')).toMatch(/^[\w-]{43}$/);
  });
});
