import type { ParsedUrlQuery } from 'node:querystring';

/**
 * The path of a page of `route` (as its file names it under src/pages: '/restaurants/[city]',
 * '/careers/job-search/[[...id]]') with `params`, encoded as a browser asks for it: the path the
 * cache tier keys the page by.
 */
export function pagePath(route: string, params: ParsedUrlQuery = {}): string {
  const segments = route
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const name = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1];
      if (name === undefined) return [segment];
      const value = params[name];
      return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((part) =>
        encodeURIComponent(part),
      );
    });
  return `/${segments.join('/')}`;
}

/**
 * The longest path a page of the site may have. The longest real one is under 100 characters
 * (`/restaurants/{city}/{restaurant}/menu/{menu}` with the content's longest slugs); 512 leaves
 * five times that for slugs editors have yet to write, and is what the page index records
 * (page_tags). A longer path is no page: the proxy answers it with the 404 page, so Next never
 * renders, caches or remembers it (Next keeps the cache lifetime of every path it renders, for
 * the life of the process: 20,000 made-up paths of 2,000 characters kept 45 MB that way).
 */
export const maxPagePathLength = 512;
