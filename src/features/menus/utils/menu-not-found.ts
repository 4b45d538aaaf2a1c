/**
 * Whether a path that has no page is a menu route whose place exists but whose menu does not:
 * the 404 page then says 'Menu not found.' instead of 'This page could not be found.' (spec 1 §8).
 * `menuPlaces` are the city and restaurant pages, under which `/menu/{id}` is a menu route; the
 * site's own menus are at /menu/{id} and /our-menu/{id}.
 */
export function isMissingMenuPath(path: string, menuPlaces: readonly string[]): boolean {
  const trimmed = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (/^\/(menu|our-menu)\/[^/]+$/.test(trimmed)) return true;
  const place = /^(\/restaurants\/[^/]+(?:\/[^/]+)?)\/menu\/[^/]+$/.exec(trimmed)?.[1];
  return place !== undefined && menuPlaces.includes(place);
}
