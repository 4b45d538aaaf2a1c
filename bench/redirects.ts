import { performance } from 'node:perf_hooks';
import { findRedirect, getRedirectTable } from '@/features/redirects/server';
import { formatLoad, load } from './load';

/** The proxy's budget per request (issue 16): the table lookup, with the table from the content cache. */
export const redirectBudgetMs = 0.2;

/** A mix of what reaches the proxy: ordinary pages (most), old URLs, slashes, PDFs. */
const paths = [
  '/',
  '/about-us',
  '/restaurants/london/soho',
  '/restaurants/leeds/trinity/menu',
  '/our-menu/main-menu',
  '/careers/job-search',
  '/offer/30-off-students',
  '/BOOK-A-TABLE',
  '/italian-restaurant/london/dean-street/book-now/',
  '/italian-restaurant/nowhere/at-all',
  '/jobs',
  '/menus/kids-menu-2019.pdf',
  '/campaign/summer-2019',
  '//about-us//',
  '/gift-cards',
  '/a-page-that-does-not-exist',
];

/**
 * The proxy's cost per request, in this process against the local content: what src/proxy.ts
 * does (get the table, look the path up), over many requests. Then the same over HTTP for an old
 * URL and a page's neighbour, for scale.
 */
export async function redirectsBenchmark(
  baseURL: string,
): Promise<{ lines: string[]; withinBudget: boolean }> {
  const rounds = 20_000;
  const search = '?utm_source=bench';
  for (const path of paths) findRedirect(await getRedirectTable(), path, search); // warm up
  const started = performance.now();
  let redirected = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      if (findRedirect(await getRedirectTable(), path, search)) redirected += 1;
    }
  }
  const perRequestMs = (performance.now() - started) / (rounds * paths.length);
  const withinBudget = perRequestMs < redirectBudgetMs;
  const lines = [
    `  proxy lookup: ${(perRequestMs * 1000).toFixed(2)} µs per request over ${rounds * paths.length} requests ` +
      `(${redirected} redirected), ${withinBudget ? 'within' : 'OVER'} the ${redirectBudgetMs} ms budget`,
  ];
  const old = await load('old URL /book-a-table (301)', `${baseURL}/book-a-table`, {
    seconds: 5,
    connections: 10,
  });
  const api = await load('/api/health (no proxy)', `${baseURL}/api/health`, {
    seconds: 5,
    connections: 10,
  });
  lines.push(formatLoad(old), formatLoad(api));
  return { lines, withinBudget };
}
