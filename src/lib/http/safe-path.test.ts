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
