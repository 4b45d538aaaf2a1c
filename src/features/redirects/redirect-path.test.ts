import { normalizePath, withQuery, withoutRouteParams } from './redirect-path';

describe('redirect paths', () => {
  it.each([
    ['/', '/'],
    ['/about-us', '/about-us'],
    ['/about-us/', '/about-us'],
    ['//about-us', '/about-us'],
    ['/restaurants//london///soho//', '/restaurants/london/soho'],
    ['//', '/'],
  ])('normalizes %s to %s', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });

  it('keeps the query before the hash, after a query of its own', () => {
    expect(withQuery('/#booking', '?a=1')).toBe('/?a=1#booking');
    expect(withQuery('/offers?from=old', '?a=1')).toBe('/offers?from=old&a=1');
    expect(withQuery('/offers', '')).toBe('/offers');
    expect(withQuery('https://shop.example/', '?a=1&b=2')).toBe('https://shop.example/?a=1&b=2');
  });

  it("leaves a data request's route parameters out of its query, and keeps the diner's", () => {
    expect(withoutRouteParams('?id1=jobs', '/jobs')).toBe('');
    expect(withoutRouteParams('?utm_source=mail&id1=about-us&id2=team', '/about-us/team')).toBe(
      '?utm_source=mail',
    );
    expect(withoutRouteParams('?q=leeds', '/jobs')).toBe('?q=leeds');
    expect(withoutRouteParams('', '/%E0%A4%A')).toBe('');
  });
});
