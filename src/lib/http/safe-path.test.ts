import { secretMatches } from './secret';
import { sitePath } from './safe-path';

describe('sitePath', () => {
  it.each([
    ['/restaurants/leeds/trinity', '/restaurants/leeds/trinity'],
    ['/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
    ['/\t/evil.example', '/'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/\r\nSet-Cookie: a=b', '/'],
    ['/\n/evil.example', '/'],
    ['/\u0000', '/'],
    ['\t//evil.example', '/'],
    ['/menu?diet=vegan#mains', '/menu?diet=vegan#mains'],
    ['/a/../../b', '/b'],
    ['javascript:alert(1)', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
  ])('%j -> %s', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });
});

describe('secretMatches', () => {
  it('matches only the configured secret', () => {
    expect(secretMatches('a-long-secret-value', 'a-long-secret-value')).toBe(true);
    expect(secretMatches('a-long-secret-valuX', 'a-long-secret-value')).toBe(false);
    expect(secretMatches('a-long-secret-value', undefined)).toBe(false);
    expect(secretMatches(['a-long-secret-value'], 'a-long-secret-value')).toBe(false);
  });
});
