import { notFoundMessageAt } from './not-found-page';

const places = ['/restaurants/london', '/restaurants/london/soho'];

describe('notFoundMessageAt', () => {
  it.each([
    ['/menu/brunch', 'Menu not found.'],
    ['/restaurants/london/soho/menu/brunch', 'Menu not found.'],
    ['/no-such-page', 'This page could not be found.'],
    ['/about-us/no-such-page', 'This page could not be found.'],
    ['/restaurants/london/nowhere', 'This page could not be found.'],
    ['/restaurants/london/nowhere/menu/main-menu', 'This page could not be found.'],
    ['/careers/job-search/chef', 'This page could not be found.'],
    ['/no/such/route', 'This page could not be found'],
  ])('%s: %s', (path, message) => {
    expect(notFoundMessageAt(path, places)).toBe(message);
  });
});
