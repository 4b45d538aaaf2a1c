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
