import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect, getRedirectTable, withoutRouteParams } from '@/features/redirects/server';

/**
 * Before routing: the old site's URLs and the content's redirect entries (spec 1 §2 "Legacy
 * redirects"), and page paths with repeated or trailing slashes, all answered with one lookup in a
 * precompiled table. Next's own trailing-slash redirect (a 308) is off (next.config.js), so these
 * are 301s as the spec says.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const query = request.headers.has('x-nextjs-data')
    ? withoutRouteParams(search, pathname)
    : search;
  const redirect = findRedirect(await getRedirectTable(), pathname, query);
  if (!redirect) return NextResponse.next();
  return NextResponse.redirect(new URL(redirect.location, request.nextUrl), redirect.status);
}

export const config = {
  // Pages only: not the API (its paths answer as the spec gives them, trailing slash and all),
  // Next's build files or the public folder's assets.
  matcher: ['/((?!api/|_next/static/|_next/image|images/|fonts/|icons/|favicon).*)'],
};
