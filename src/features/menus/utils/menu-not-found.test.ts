import { isMissingMenuPath } from './menu-not-found';

const places = ['/restaurants/london', '/restaurants/london/covent-garden'];

describe('isMissingMenuPath', () => {
  it.each([
    '/menu/no-such-menu',
    '/our-menu/no-such-menu',
    '/restaurants/london/menu/no-such-menu',
    '/restaurants/london/covent-garden/menu/no-such-menu',
    '/restaurants/london/covent-garden/menu/no-such-menu/?x=1',
  ])('%s is a menu missing at a place that exists', (path) => {
    expect(isMissingMenuPath(path, places)).toBe(true);
  });

  it.each([
    '/restaurants/london/no-such-restaurant/menu/main-menu',
    '/restaurants/paris/menu/main-menu',
    '/no-such-page',
    '/menu/a/b',
    '/restaurants/london/covent-garden/menu/a/b',
  ])('%s is a page that could not be found', (path) => {
    expect(isMissingMenuPath(path, places)).toBe(false);
  });
});
