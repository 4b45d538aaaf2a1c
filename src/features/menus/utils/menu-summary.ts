import type { Menu } from '@/lib/content';
import { matchesDiet } from './filter-menu';
import { tagSetsOf } from './menu-facts';

/**
 * Another menu as the menu switcher needs it: its name and slug, and the distinct tag sets of its
 * items, enough to tell whether any of them passes the dietary filters (spec 2 §4: a menu with no
 * visible items is hidden) without sending its whole menu to the browser.
 */
export interface MenuSummary {
  id: string;
  slug: string;
  name: string;
  tagSets: string[][];
}

export function summariseMenu(menu: Menu): MenuSummary {
  return { id: menu.id, slug: menu.slug, name: menu.name, tagSets: tagSetsOf(menu) };
}

/** True when at least one of the menu's items passes the dietary filters. */
export function hasVisibleItems(
  menu: Pick<MenuSummary, 'tagSets'>,
  diet: readonly string[],
): boolean {
  return menu.tagSets.some((codes) => matchesDiet(codes, diet));
}
