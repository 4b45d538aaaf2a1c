import type { APIRequestContext } from '@playwright/test';

/** One internal URL the crawl checked: its path, what it answered and the pages that link to it. */
export interface CheckedLink {
  /** Path and query, without the fragment: the key of the crawl. */
  path: string;
  /** The status of every hop, redirects first (`[308, 200]`); empty when no answer came. */
  statuses: number[];
  /** Why the URL counts as broken although no error status says so (too many redirects, no answer). */
  problem?: string;
  /** The pages whose links lead here; `sitemap.xml` for the sitemap's URLs. */
  linkedFrom: Set<string>;
}

/** What a crawl found; `truncated` when it stopped at `maxUrls` with URLs left unchecked. */
export interface Crawl {
  links: CheckedLink[];
  truncated: boolean;
}

interface CrawlOptions {
  /** The origin the tests talk to; every internal URL is fetched there. */
  baseURL: string;
  /** Origins whose links count as internal (the site's own public address as well as baseURL). */
  ownOrigins: Set<string>;
  /** Paths to start from, each with the label reported as its linking page. */
  start: [path: string, from: string][];
  maxUrls: number;
  concurrency: number;
}

const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references React and XML writers emit (`&amp;`, `&#x27;`, `&#39;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/**
 * The `href` of every `<a>` element of an HTML page. Scripts and comments are dropped first, and
 * attributes are read one by one so a quoted `>` or a `data-href` is not mistaken for a link.
 */
export function hrefsOf(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>|<!--[\s\S]*?-->/gi, '');
  const hrefs: string[] = [];
  for (const [, attributes] of markup.matchAll(/<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    for (const [, name, ...values] of attributes!.matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      const value = values.find((candidate) => candidate !== undefined);
      if (name!.toLowerCase() === 'href' && value !== undefined) {
        hrefs.push(decodeEntities(value).trim());
        break;
      }
    }
  }
  return hrefs;
}

/** The `<loc>` URLs of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc]) => decodeEntities(loc!));
}

/**
 * The path (with query, without fragment) a link leads to when it stays on the site; undefined for
 * other sites and for schemes that are no page (`mailto:`, `tel:`, `javascript:`). An href that is
 * no URL at all is returned as it stands, so the crawl reports it as broken.
 */
export function internalPath(href: string, pageUrl: string, ownOrigins: Set<string>) {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!ownOrigins.has(url.origin)) return undefined;
  return url.pathname + url.search;
}

/** Runs `task` on every item, at most `limit` at a time. */
async function forEachConcurrently<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * Fetches `link` hop by hop (`maxRedirects: 0`), so every status of the chain is known and a redirect
 * that leaves the site is not followed onto the internet. Returns the links of the page when it
 * answered HTML itself, and where its redirects lead on the site.
 */
async function check(
  request: APIRequestContext,
  link: CheckedLink,
  { baseURL, ownOrigins }: CrawlOptions,
): Promise<string[]> {
  let path = link.path;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const url = new URL(path, baseURL).href;
    const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    link.statuses.push(response.status());
    const location = response.headers()['location'];
    const isHtml = response.headers()['content-type']?.startsWith('text/html') ?? false;
    const html = hop === 0 && response.ok() && isHtml ? await response.text() : '';
    await response.dispose();

    if (redirectStatuses.has(response.status()) && location) {
      const target = internalPath(location, url, ownOrigins);
      // A redirect to another site ends the check: only this site's pages are crawled.
      if (target === undefined) return [];
      path = target;
      continue;
    }
    // A redirect's target is queued as a link of its own, and its links read on its own turn.
    if (hop > 0) return [path];
    return hrefsOf(html).flatMap((href) => internalPath(href, url, ownOrigins) ?? []);
  }
  link.problem = `more than ${maxRedirects} redirects`;
  return [];
}

/** Crawls the site breadth-first from `start`, checking every internal URL once. */
export async function crawlSite(request: APIRequestContext, options: CrawlOptions): Promise<Crawl> {
  const links = new Map<string, CheckedLink>();
  let frontier: CheckedLink[] = [];
  let truncated = false;
  const add = (path: string, from: string) => {
    let link = links.get(path);
    if (!link) {
      if (links.size >= options.maxUrls) {
        truncated = true;
        return;
      }
      link = { path, statuses: [], linkedFrom: new Set() };
      links.set(path, link);
      frontier.push(link);
    }
    link.linkedFrom.add(from);
  };

  for (const [path, from] of options.start) add(path, from);
  while (frontier.length > 0) {
    const level = frontier;
    frontier = [];
    await forEachConcurrently(level, options.concurrency, async (link) => {
      try {
        for (const path of await check(request, link, options)) add(path, link.path);
      } catch (error) {
        link.problem = `no answer: ${(error as Error).message.split('\n')[0]}`;
      }
    });
  }
  return { links: [...links.values()], truncated };
}

/** True when the link leads nowhere: an error status at the end of its chain, or no answer. */
export function isBroken(link: CheckedLink): boolean {
  return link.problem !== undefined || (link.statuses.at(-1) ?? 0) >= 400;
}

/** `308 → 404 /book-a-table, linked from /, /find-us and 70 more pages`: what to fix and where. */
export function describeBrokenLink(link: CheckedLink, shown = 3): string {
  const from = [...link.linkedFrom];
  const hidden = from.length - shown;
  const more = hidden > 0 ? ` and ${hidden} more ${hidden === 1 ? 'page' : 'pages'}` : '';
  const answer = link.problem ?? link.statuses.join(' → ');
  return `${answer} ${link.path}, linked from ${from.slice(0, shown).join(', ')}${more}`;
}
