// The page paths a crawler or an attacker can send by the thousand: every one distinct and long,
// aimed at each kind of page route (each a 404 after a lookup), so no cache may keep them all.

/** Characters of each path: long, and well under Node's 16 KB limit for a request's head. */
export const longPathLength = 2000;

const routes = [
  (segment: string) => `/${segment}`,
  (segment: string) => `/${segment}/${segment.slice(0, 40)}`,
  (segment: string) => `/restaurants/${segment}`,
  (segment: string) => `/restaurants/london/${segment}`,
  (segment: string) => `/menu/${segment}`,
  (segment: string) => `/our-menu/${segment}`,
];

/** The n-th long path of a flood labelled `label`: distinct for every n and label. */
export function longPath(label: string, n: number): string {
  const stem = `${label}-${n}-`;
  const segment = stem + 'x'.repeat(Math.max(0, longPathLength - stem.length - 80));
  return routes[n % routes.length]!(segment).slice(0, longPathLength);
}
