import { pathMemo } from './path-memo';

describe('a memo per page path', () => {
  const memo = () =>
    pathMemo<string>({ maxBytes: 100_000, ttlMs: 60_000, valueBytes: (v) => v.length });

  it('counts each key in its bound: a flood of long made-up paths stays within it', () => {
    const paths = memo();
    for (let n = 0; n < 1_000; n++) paths.set(`/${n}-${'x'.repeat(2_000)}`, '');
    expect(paths.bytes).toBeLessThanOrEqual(100_000);
    // About 50 of 2,000 bytes each: the oldest went first, the latest is kept.
    expect(paths.get(`/999-${'x'.repeat(2_000)}`)).toBe('');
    expect(paths.get(`/0-${'x'.repeat(2_000)}`)).toBeUndefined();
  });

  it('counts the values too', () => {
    const paths = memo();
    for (let n = 0; n < 1_000; n++) paths.set(`/${n}`, 'tag '.repeat(500));
    expect(paths.bytes).toBeLessThanOrEqual(100_000);
    expect(paths.get('/999')).toBe('tag '.repeat(500));
  });

  it('keeps what fits', () => {
    const paths = memo();
    paths.set('/about-us', 'site page');
    paths.set('/restaurants/london/soho', 'restaurant page');
    expect(paths.get('/about-us')).toBe('site page');
    expect(paths.get('/restaurants/london/soho')).toBe('restaurant page');
  });
});
