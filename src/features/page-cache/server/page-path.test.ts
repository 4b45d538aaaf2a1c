import { pagePath } from './page-path';

describe('pagePath', () => {
  it('fills a route with its parameters, as a browser asks for the page', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/404')).toBe('/404');
    expect(pagePath('/[id1]', { id1: 'about-us' })).toBe('/about-us');
    expect(pagePath('/[id1]/[id2]', { id1: 'careers', id2: 'job-search' })).toBe(
      '/careers/job-search',
    );
    expect(
      pagePath('/restaurants/[city]/[slug]/menu/[id]', {
        city: 'london',
        slug: 'soho',
        id: 'lunch',
      }),
    ).toBe('/restaurants/london/soho/menu/lunch');
  });

  it('takes an optional catch-all with or without its parts', () => {
    expect(pagePath('/careers/job-search/[[...id]]', {})).toBe('/careers/job-search');
    expect(pagePath('/careers/job-search/[[...id]]', { id: ['chef'] })).toBe(
      '/careers/job-search/chef',
    );
  });

  it('encodes what a path cannot hold as it is', () => {
    expect(pagePath('/[id1]', { id1: 'caffè latte' })).toBe('/caff%C3%A8%20latte');
  });
});
