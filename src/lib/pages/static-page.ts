import type { GetStaticPaths } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * How long a page is served from the cache of rendered pages before it is made again in the
 * background: the content cache's 60 s (spec 1 §9). A publish does not wait for it: the content
 * webhook revalidates the pages the entry appears on at once (/api/revalidate).
 */
export const pageRevalidateSeconds = 60;

/**
 * What a page's data function reads of its request. Content pages are rendered once and cached
 * (getStaticProps), so this is all there is: no query, no cookies, no clock (ISR: the same HTML
 * serves every visitor until the next revalidation). Draft mode renders fresh on every request.
 */
export interface PageContext {
  params?: ParsedUrlQuery;
  draftMode?: boolean;
}

/** A page's data, or no such page (served as the site's 404 page, status 404). */
export type PageResult<Props> = { props: Props } | { notFound: true };

export const pageNotFound = { notFound: true } as const;

/**
 * The paths of a cached route: none at build (the build needs no content), each rendered on its
 * first request and cached from then on; an unknown path is a 404 (`notFound`).
 */
export const renderOnFirstRequest: GetStaticPaths = async () => ({
  paths: [],
  fallback: 'blocking',
});
