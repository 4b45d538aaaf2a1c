import { getContentSource } from '@/lib/content/server';
import { robotsTxt, sitemapUrls, sitemapXml } from './build-sitemap';

describe('sitemap', () => {
  it('lists absolute, escaped URLs with their last modification date', () => {
    expect(
      sitemapXml('https://www.tavola.example', [
        { path: '/', lastModified: '2026-11-01T10:00:00.000Z' },
        { path: '/a&b' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.tavola.example/</loc><lastmod>2026-11-01</lastmod></url>',
        '  <url><loc>https://www.tavola.example/a&amp;b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('points robots at the sitemap and keeps them out of the API', () => {
    expect(robotsTxt('https://www.tavola.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_tiles\nSitemap: https://www.tavola.example/sitemap.xml\n',
    );
  });

  it('lists the page of every job it is given', async () => {
    const paths = (await sitemapUrls(getContentSource(), ['leeds-1', 'a b'])).map((u) => u.path);
    expect(paths.slice(-2)).toEqual(['/careers/job/leeds-1', '/careers/job/a%20b']);
  });

  it('lists every offer page, and no customer page', async () => {
    const paths = (await sitemapUrls(getContentSource())).map((url) => url.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/offers', '/offer/30-off-students', '/offer/kids-eat-free']),
    );
    expect(paths.filter((path) => /^\/(preferences|choices|occasion-date)/.test(path))).toEqual([]);
  });
});
