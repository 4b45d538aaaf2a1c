/** The path segments of a URL path, without its query, hash and empty segments. */
function segmentsOf(path: string): string[] {
  const [withoutHash = ''] = path.split('#', 1);
  const [pathname = ''] = withoutHash.split('?', 1);
  return pathname.split('/').filter(Boolean);
}

const is = (segment: string | undefined, word: string) => segment?.toLowerCase() === word;

/**
 * The link to a menu from the page at `currentPath` (spec 2 §2 "Menu link building"):
 * - on an our-menu path: /our-menu plus the optional menu name;
 * - on a restaurants path /restaurants/{city or slug}/{restaurant}: that prefix plus /menu plus the
 *   optional name, never repeating `menu` (on /restaurants/{city}/menu/... the prefix is the city's);
 * - anywhere else: /menu plus the optional name.
 */
export function menuLink(currentPath: string, menuSlug?: string): string {
  const name = menuSlug ? `/${encodeURIComponent(menuSlug)}` : '';
  const [first, second, third] = segmentsOf(currentPath);
  if (is(first, 'our-menu')) return `/our-menu${name}`;
  if (is(first, 'restaurants') && second && third) {
    // A city's menu page: its third segment is already `menu`, not a restaurant.
    const prefix = is(third, 'menu') ? `/restaurants/${second}` : `/restaurants/${second}/${third}`;
    return `${prefix}/menu${name}`;
  }
  return `/menu${name}`;
}
