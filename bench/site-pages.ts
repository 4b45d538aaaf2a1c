// Every page of the site the cache keeps: what the sitemap lists (content pages, cities,
// restaurants, menus), and beside each restaurant and city its book-now page, its menus page and
// each of the site's menus under it. Offers and jobs are rendered per request: not kept.

const menuSlugs = (paths: string[]) =>
  paths.filter((path) => path.startsWith('/menu/')).map((path) => path.slice('/menu/'.length));

/** The paths of the sitemap's XML, on any host. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The cached pages the sitemap implies, each once, in the sitemap's order then its neighbours. */
export function cachedPagePaths(sitemap: string[]): string[] {
  const menus = menuSlugs(sitemap);
  const places = sitemap.filter((path) => /^\/restaurants\/[^/]+(\/[^/]+)?$/.test(path));
  const pages = sitemap.filter((path) => !/^\/(offer|careers\/job)\//.test(path));
  for (const place of places) {
    pages.push(
      `${place}/book-now`,
      `${place}/menu`,
      ...menus.map((slug) => `${place}/menu/${slug}`),
    );
  }
  return [...new Set(pages)];
}
