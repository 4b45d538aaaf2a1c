import type { ContentSource } from '@/lib/content/server';

interface SitemapUrl {
  path: string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The paths of every page a search engine should know: content pages (not marked noindex), every
 * restaurant page (not hidden), the city index of each restaurant city, every menu and every offer.
 * and every open job (`jobIds`, from the jobs service). The customer pages (/preferences, /choices,
 * /occasion-date) are never listed: they are noindex.
 */
export async function sitemapUrls(
  content: ContentSource,
  jobIds: readonly string[] = [],
): Promise<SitemapUrl[]> {
  const [pages, restaurants, menus, offers] = await Promise.all([
    content.getPages(),
    content.getRestaurants(),
    content.getMenus(),
    content.getOffers(),
  ]);
  const visible = restaurants.filter((restaurant) => !restaurant.hideRestaurantDetailPage);
  const cities = [...new Set(visible.map((restaurant) => restaurant.citySlug))].sort();
  return [
    ...pages
      .filter((page) => !page.noindex)
      .map((page) => ({ path: page.path, lastModified: page.updatedAt })),
    ...cities.map((city) => ({ path: `/restaurants/${city}` })),
    ...visible.map((restaurant) => ({ path: restaurant.path, lastModified: restaurant.updatedAt })),
    // A menu's canonical address; its copies under each restaurant point there.
    ...menus.map((menu) => ({ path: `/menu/${menu.slug}` })),
    ...offers.map((offer) => ({ path: `/offer/${offer.slug}` })),
    ...jobIds.map((jobId) => ({ path: `/careers/job/${encodeURIComponent(jobId)}` })),
  ];
}

/** The sitemap document (sitemaps.org protocol 0.9). */
export function sitemapXml(siteUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(new URL(path, siteUrl).toString())}</loc>`;
    const lastmod = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the API and the editors' pages. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_tiles',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n');
}
