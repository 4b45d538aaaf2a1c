import { expect, test } from '@playwright/test';
import {
  crawlSite,
  describeBrokenLink,
  hrefsOf,
  isBroken,
  sitemapLocations,
  type CheckedLink,
} from './support/links';

/**
 * Links known to be broken, each owned by a later issue that makes them work. A prefix covers the
 * URL itself and everything below it (`/careers/job` covers `/careers/job/123`, not
 * `/careers/job-search`). The test fails when an entry no longer matches a broken link, so the
 * issue that fixes it also removes it here: an entry never hides a link that works.
 */
const knownGaps: { prefix: string; issue: number }[] = [
  // None. The old site's URLs (`/book-a-table` and the like) are reached from outside, not linked
  // from any page: e2e/redirects.spec.ts follows every one.
];

// The site has about 700 URLs (each restaurant has a booking page and its menus): twice that leaves
// room to grow, and the crawl still stops if a link loop mints endless URLs.
const maxUrls = 1500;

const isInGap = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

test.describe('links', () => {
  test('the link reader finds hrefs however they are quoted or escaped', () => {
    const html = `<a href="/a?x=1&amp;y=2">A</a><A class='b' HREF='/b'>B</A><a href=/c>C</a>
      <a data-href="/not-a-link" title="a > b" href="/d">D</a><a name="top">no href</a>
      <script>document.write('<a href="/in-a-script">')</script><!-- <a href="/commented"> -->`;
    expect(hrefsOf(html)).toEqual(['/a?x=1&y=2', '/b', '/c', '/d']);
    expect(sitemapLocations('<url><loc>https://x.example/a?b=1&amp;c=2</loc></url>')).toEqual([
      'https://x.example/a?b=1&c=2',
    ]);
  });

  test('no link on the site leads to an error page, apart from the known gaps', async ({
    request,
    baseURL,
  }) => {
    // A few hundred pages, four at a time, on a production build: well within five minutes.
    test.setTimeout(5 * 60_000);
    const site = new URL(baseURL!);
    // The server's SITE_URL is baseURL (playwright.config.ts); the brand's settings name its public
    // address, which editors also paste into links.
    const settings = (await (await request.get('/api/v1/content/brand-settings')).json()) as {
      siteUrl?: string;
    };
    const ownOrigins = new Set([site.origin]);
    if (settings.siteUrl) ownOrigins.add(new URL(settings.siteUrl).origin);

    // The sitemap names pages no link may reach; its origin is SITE_URL, so it is rewritten.
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const fromSitemap = sitemapLocations(await sitemap.text()).map((loc) => {
      const url = new URL(loc);
      return [url.pathname + url.search, 'sitemap.xml'] as [string, string];
    });

    const crawl = await crawlSite(request, {
      baseURL: site.origin,
      ownOrigins,
      start: [['/', 'the start of the crawl'], ...fromSitemap],
      maxUrls,
      concurrency: 4,
    });
    const broken = crawl.links.filter(isBroken);
    const gapOf = (link: CheckedLink) => knownGaps.find((gap) => isInGap(link.path, gap.prefix));
    console.log(
      `Checked ${crawl.links.length} URLs: ${broken.length} broken, ` +
        `${broken.filter(gapOf).length} of them in the known gaps.`,
    );

    expect(crawl.truncated, `the crawl stopped at ${maxUrls} URLs: raise maxUrls`).toBe(false);
    // The crawl read the pages' own links, not only the sitemap.
    expect(crawl.links.filter((link) => link.linkedFrom.has('/')).length).toBeGreaterThan(10);
    expect
      .soft(
        broken.filter((link) => !gapOf(link)).map((link) => describeBrokenLink(link)),
        'broken links: the status (of every redirect), the URL and the pages that link to it',
      )
      .toEqual([]);
    expect
      .soft(
        knownGaps
          .filter((gap) => !broken.some((link) => isInGap(link.path, gap.prefix)))
          .map((gap) => `${gap.prefix} (issue ${gap.issue})`),
        'known gaps with no broken link left: remove them from knownGaps',
      )
      .toEqual([]);
  });
});
