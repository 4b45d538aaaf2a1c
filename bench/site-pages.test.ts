import { cachedPagePaths, sitemapPaths } from './site-pages';

describe('the pages the publish benchmark warms', () => {
  const xml = [
    '<urlset>',
    '<url><loc>https://www.tavola.co.uk/</loc></url>',
    '<url><loc>https://www.tavola.co.uk/about-us</loc><lastmod>2026-01-01</lastmod></url>',
    '<url><loc>https://www.tavola.co.uk/restaurants/leeds</loc></url>',
    '<url><loc>https://www.tavola.co.uk/restaurants/leeds/trinity</loc></url>',
    '<url><loc>https://www.tavola.co.uk/menu/main-menu</loc></url>',
    '<url><loc>https://www.tavola.co.uk/menu/kids-menu</loc></url>',
    '<url><loc>https://www.tavola.co.uk/offer/students</loc></url>',
    '<url><loc>https://www.tavola.co.uk/careers/job/J-1</loc></url>',
    '</urlset>',
  ].join('\n');

  it("reads the sitemap's paths, whatever its host", () => {
    expect(sitemapPaths(xml)).toEqual([
      '/',
      '/about-us',
      '/restaurants/leeds',
      '/restaurants/leeds/trinity',
      '/menu/main-menu',
      '/menu/kids-menu',
      '/offer/students',
      '/careers/job/J-1',
    ]);
  });

  it('adds each city and restaurant its book-now, menus and each menu; leaves out offers and jobs', () => {
    expect(cachedPagePaths(sitemapPaths(xml))).toEqual([
      '/',
      '/about-us',
      '/restaurants/leeds',
      '/restaurants/leeds/trinity',
      '/menu/main-menu',
      '/menu/kids-menu',
      '/restaurants/leeds/book-now',
      '/restaurants/leeds/menu',
      '/restaurants/leeds/menu/main-menu',
      '/restaurants/leeds/menu/kids-menu',
      '/restaurants/leeds/trinity/book-now',
      '/restaurants/leeds/trinity/menu',
      '/restaurants/leeds/trinity/menu/main-menu',
      '/restaurants/leeds/trinity/menu/kids-menu',
    ]);
  });
});
