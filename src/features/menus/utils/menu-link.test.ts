import { menuLink } from './menu-link';

describe('menuLink (spec 2 §2 "Menu link building")', () => {
  describe('on an our-menu path: our-menu plus the optional menu name', () => {
    it.each([
      ['/our-menu', 'kids-menu', '/our-menu/kids-menu'],
      ['/our-menu/main-menu', 'kids-menu', '/our-menu/kids-menu'],
      ['/our-menu/main-menu?diet=vegan#pizza', 'drinks-menu', '/our-menu/drinks-menu'],
      ['/our-menu', undefined, '/our-menu'],
      ['/our-menu/main-menu', undefined, '/our-menu'],
    ])('from %s to %s: %s', (path, slug, link) => {
      expect(menuLink(path, slug)).toBe(link);
    });
  });

  describe('on a restaurants path: the restaurant prefix plus menu plus the optional name', () => {
    it.each([
      [
        '/restaurants/london/covent-garden',
        'main-menu',
        '/restaurants/london/covent-garden/menu/main-menu',
      ],
      ['/restaurants/london/covent-garden', undefined, '/restaurants/london/covent-garden/menu'],
      [
        '/restaurants/london/covent-garden/book-now',
        'kids-menu',
        '/restaurants/london/covent-garden/menu/kids-menu',
      ],
      [
        '/restaurants/lakeside/lakeside-village/',
        'kids-menu',
        '/restaurants/lakeside/lakeside-village/menu/kids-menu',
      ],
    ])('from %s to %s: %s', (path, slug, link) => {
      expect(menuLink(path, slug)).toBe(link);
    });

    it('does not repeat menu when it is already the fourth segment', () => {
      expect(menuLink('/restaurants/london/covent-garden/menu', 'kids-menu')).toBe(
        '/restaurants/london/covent-garden/menu/kids-menu',
      );
      expect(menuLink('/restaurants/london/covent-garden/menu/main-menu', 'kids-menu')).toBe(
        '/restaurants/london/covent-garden/menu/kids-menu',
      );
      expect(menuLink('/restaurants/london/covent-garden/menu/main-menu?diet=vegan')).toBe(
        '/restaurants/london/covent-garden/menu',
      );
    });

    it("keeps a city's menu path as it is, without a second menu", () => {
      expect(menuLink('/restaurants/london/menu', 'kids-menu')).toBe(
        '/restaurants/london/menu/kids-menu',
      );
      expect(menuLink('/restaurants/london/menu/main-menu', 'drinks-menu')).toBe(
        '/restaurants/london/menu/drinks-menu',
      );
      expect(menuLink('/restaurants/london/menu/main-menu')).toBe('/restaurants/london/menu');
    });
  });

  describe('elsewhere: menu plus the optional name', () => {
    it.each([
      ['/', 'main-menu', '/menu/main-menu'],
      ['', 'main-menu', '/menu/main-menu'],
      ['/menu', 'kids-menu', '/menu/kids-menu'],
      ['/menu/main-menu', 'kids-menu', '/menu/kids-menu'],
      ['/kids', 'kids-menu', '/menu/kids-menu'],
      ['/drinks-menu', undefined, '/menu'],
      ['/menu/main-menu', undefined, '/menu'],
      // Not a restaurant yet: /restaurants and a city page have no {restaurant} segment.
      ['/restaurants', 'main-menu', '/menu/main-menu'],
      ['/restaurants/london', 'main-menu', '/menu/main-menu'],
      // our-menu and restaurants count only as the first segment.
      ['/about-us/our-menu', 'main-menu', '/menu/main-menu'],
    ])('from %s to %s: %s', (path, slug, link) => {
      expect(menuLink(path, slug)).toBe(link);
    });
  });

  it('encodes the menu name as one path segment', () => {
    expect(menuLink('/', 'specials/2026')).toBe('/menu/specials%2F2026');
  });
});
