import { NextResponse, type NextRequest } from 'next/server';
import { maxPagePathLength, pageSurrogateKeys } from '@/features/page-cache/server';
import { findRedirect, getRedirectTable, withoutRouteParams } from '@/features/redirects/server';

/**
 * Before routing: the old site's URLs and the content's redirect entries (spec 1 §2 "Legacy
 * redirects"), and page paths with a trailing slash, all answered with one lookup in a
 * precompiled table. Next's own trailing-slash redirect (a 308) is off (next.config.js), so these
 * are 301s as the spec says. Every page then carries its surrogate keys for the cache tier in
 * front, when there is one (CDN_PURGE): the content webhook purges pages by them. A path longer
 * than any page is the 404 page itself, so nothing renders, caches or records that path.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const query = request.headers.has('x-nextjs-data')
    ? withoutRouteParams(search, pathname)
    : search;
  const redirect = findRedirect(await getRedirectTable(), pathname, query);
  if (redirect) {
    return NextResponse.redirect(new URL(redirect.location, request.nextUrl), redirect.status);
  }
  if (pathname.length > maxPagePathLength) {
    // Served as /404 (status 404): Next keeps the one copy of the 404 page, under its own path.
    return NextResponse.rewrite(new URL('/404', request.nextUrl));
  }
  const response = NextResponse.next();
  const keys = await pageSurrogateKeys(pathname);
  if (keys) response.headers.set(keys.name, keys.value);
  return response;
}

export const config = {
  // Pages only: not the API (its paths answer as the spec gives them, trailing slash and all),
  // Next's build files or the public folder's assets (each of its folders: src/proxy.test.ts).
  matcher: ['/((?!api/|_next/static/|_next/image|images/|fonts/|icons/|maps/|favicon).*)'],
};
