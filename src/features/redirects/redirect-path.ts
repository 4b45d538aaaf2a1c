/**
 * A page path as the redirects compare it: repeated slashes collapsed and a trailing slash removed
 * (except on the root). Case is kept; lookups lower-case it themselves.
 */
export function normalizePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** The key a path is looked up by: normalized and lower-case (every redirect is case-insensitive). */
export function redirectKey(pathname: string): string {
  return normalizePath(pathname).toLowerCase();
}

/**
 * `location` with the request's query kept (spec 1 §2: "Query and hash are kept"). The query goes
 * before the target's own hash; a target with a query of its own keeps it first. The request's hash
 * never reaches the server: browsers carry it over to a Location without one.
 */
export function withQuery(location: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return location;
  const hashAt = location.indexOf('#');
  const base = hashAt === -1 ? location : location.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : location.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** The path part of an internal target ('/restaurants/lakeside#booking' -> '/restaurants/lakeside'). */
export function targetPath(location: string): string {
  return location.split(/[?#]/, 1)[0] || '/';
}

/** True for an absolute http(s) URL (another site: a gift-card shop, a feedback survey). */
export function isExternal(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/**
 * The query of a client-side navigation's data request (`/_next/data/...`, header `x-nextjs-data`)
 * without the dynamic route's own parameters, which the Pages Router adds to it: `/jobs` is fetched
 * as `/jobs?id1=jobs`. A parameter whose value is one of the path's segments is such a parameter, so
 * it is left out; the diner's own query is kept.
 */
export function withoutRouteParams(search: string, pathname: string): string {
  const segments = new Set(pathname.split('/').filter(Boolean).map(safeDecode));
  const params = new URLSearchParams(search);
  for (const [key, value] of [...params]) {
    if (segments.has(value)) params.delete(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
