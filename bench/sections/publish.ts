import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localURL, ports } from '../ports';
import { createDatabase } from '../postgres';
import { rawGet } from '../raw-get';
import { formatMs, under, type BudgetResult } from '../report';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';
import { cachedPagePaths, sitemapPaths } from '../site-pages';
import { startVarnish } from '../varnish';

// Issue 31: publish to visible through Varnish < 2 s, and the webhook (/api/revalidate) answering in
// < 0.5 s with every page of the site (~1,300) cached, in production's shape: Varnish in front of
// Next (CDN_PURGE=varnish), PostgreSQL and Redis.

const visibleLimitMs = 2000;
const webhookLimitMs = 500;
/** Pages warmed at once: the site renders each on its first request. */
const warmConcurrency = 4;

const titleOf = (html: string) => /<title[^>]*>([^<]*)/.exec(html)?.[1] ?? '';

/** Edits one field of one entry in the brand's space export, as an editor's publish would. */
function editEntry(contentDir: string, id: string, field: string, value: string) {
  const file = path.join(contentDir, 'tavola.json');
  const space = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
  };
  const entry = space.entries.find((candidate) => candidate.sys.id === id);
  if (!entry) throw new Error(`No entry ${id} in the content`);
  entry.fields[field] = { 'en-GB': value };
  writeFileSync(file, JSON.stringify(space));
}

/** Every cached page through Varnish twice: rendered, then from the cache. Answers the cached ones. */
async function warm(
  tierURL: string,
  paths: string[],
): Promise<{ cached: string[]; other: string[] }> {
  const cached: string[] = [];
  const other: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const page = paths[next++]!;
      await rawGet(tierURL + page);
      const again = await rawGet(tierURL + page);
      if (again.status === 200 && again.headers['x-cache'] === 'HIT') cached.push(page);
      else other.push(`${page} ${again.status} ${again.headers['x-cache'] ?? ''}`);
    }
  };
  await Promise.all(Array.from({ length: warmConcurrency }, worker));
  return { cached, other };
}

/** Contentful's webhook for an entry, through the tier as Contentful's call comes: answer time. */
async function webhook(tierURL: string, secret: string, id: string, contentType: string) {
  const started = performance.now();
  const response = await fetch(`${tierURL}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
    body: JSON.stringify({ sys: { id, type: 'Entry', contentType: { sys: { id: contentType } } } }),
  });
  const body = (await response.json()) as { pages?: string[] };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`The webhook answered ${response.status}`);
  return { ms, started, pages: body.pages?.length ?? 0 };
}

/** Milliseconds from `since` until `fresh` holds for the page through the tier (polled, 10 s at most). */
async function visibleAfter(url: string, since: number, fresh: (html: string) => boolean) {
  while (performance.now() - since < 10_000) {
    const response = await fetch(url);
    if (fresh(await response.text())) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

export const publishSection: Section = async ({ log }) => {
  await buildOnce();
  const data = freshSiteData();
  const database = await createDatabase();
  const tierURL = localURL(ports.varnish);
  const env = siteEnv(data, {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    CDN_PURGE: 'varnish',
    CDN_PURGE_URL: tierURL,
  });
  const secret = data.secrets.REVALIDATE_SECRET;
  try {
    await migrate(env);
    return await using(startVarnish(ports.varnish, [ports.site]), () =>
      using(startSite(ports.site, env), async (site) => {
        const sitemap = await fetch(`${site.baseURL}/sitemap.xml`).then((r) => r.text());
        const paths = cachedPagePaths(sitemapPaths(sitemap));
        const warmStarted = performance.now();
        const { cached, other } = await warm(tierURL, paths);
        log(
          `${cached.length} of ${paths.length} pages cached by Next and Varnish in ${((performance.now() - warmStarted) / 1000).toFixed(0)} s`,
        );
        if (other.length > 0)
          log(
            `  not cached: ${other.slice(0, 5).join(', ')}${other.length > 5 ? ` and ${other.length - 5} more` : ''}`,
          );

        // One page's entry: its title.
        const title = `About Tavola (bench ${randomBytes(3).toString('hex')})`;
        editEntry(data.contentDir, 'page-about-us', 'title', title);
        const page = await webhook(tierURL, secret, 'page-about-us', 'page');
        const pageVisible = await visibleAfter(`${tierURL}/about-us`, page.started, (html) =>
          titleOf(html).startsWith(title),
        );
        log(
          `page publish: the webhook answered in ${formatMs(page.ms)} (${page.pages} pages); the new title through Varnish after ${formatMs(pageVisible)}`,
        );

        // The settings: every page shows them.
        const text = `Reserve ${randomBytes(3).toString('hex')}`;
        editEntry(data.contentDir, 'settings', 'bookNowText', text);
        const settings = await webhook(tierURL, secret, 'settings', 'settings');
        const sample = [
          '/',
          '/about-us',
          '/restaurants/london/soho',
          '/menu/main-menu',
          ...cached.filter((_, i) => i % 200 === 199),
        ];
        const times = await Promise.all(
          sample.map((pagePath) =>
            visibleAfter(tierURL + pagePath, settings.started, (html) => html.includes(text)),
          ),
        );
        const slowest = Math.max(...times);
        log(
          `settings publish: the webhook answered in ${formatMs(settings.ms)} (${settings.pages} pages); the new text through Varnish on ${sample.length} pages after ${times.map((ms) => formatMs(ms)).join(', ')}`,
        );

        const withPages = `${cached.length} pages cached`;
        const budgets: BudgetResult[] = [
          under(
            'publish',
            `webhook answer, a page's entry, ${withPages}`,
            page.ms,
            webhookLimitMs,
            formatMs,
          ),
          under(
            'publish',
            'publish to visible through Varnish, a page',
            pageVisible,
            visibleLimitMs,
            formatMs,
          ),
          under(
            'publish',
            `webhook answer, the settings (every page), ${withPages}`,
            settings.ms,
            webhookLimitMs,
            formatMs,
          ),
          under(
            'publish',
            `publish to visible through Varnish, the settings (slowest of ${sample.length} pages)`,
            slowest,
            visibleLimitMs,
            formatMs,
          ),
        ];
        return budgets;
      }),
    );
  } finally {
    await database.drop();
    data.remove();
  }
};
