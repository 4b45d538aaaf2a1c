import type { Menu, MenuItem, MenuSection } from '@/lib/content';

/** What a diner has asked for: dietary tag codes that must all match, and search text. */
export interface MenuFilter {
  /** Dietary tag codes (vegan, gluten-free...): an item must carry every one. */
  diet: readonly string[];
  /** Words to find in an item's name or description. */
  query?: string;
}

/** A section with the items that pass the filter. */
export interface VisibleSection {
  section: MenuSection;
  items: MenuItem[];
}

/** The codes of an item's dietary tags. */
export const tagCodesOf = (item: Pick<MenuItem, 'dietaryTags'>): string[] =>
  item.dietaryTags.map((tag) => tag.code);

/**
 * Spec 2 §4 "Menu tag filtering": with no filter every item shows; otherwise an item shows only if
 * every active filter is one of its tags, so an item with no tags is hidden by any filter.
 */
export function matchesDiet(tagCodes: readonly string[], diet: readonly string[]): boolean {
  if (diet.length === 0) return true;
  if (tagCodes.length === 0) return false;
  return diet.every((code) => tagCodes.includes(code));
}

/** Lower case without accents, so 'ragu' finds 'ragù' and 'PATE' finds 'pâté'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** True when every word of the query is in the item's name or description. */
export function matchesQuery(item: Pick<MenuItem, 'name' | 'description'>, query = ''): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = foldText(`${item.name} ${item.description ?? ''}`);
  return words.every((word) => text.includes(word));
}

/** An item shows when it passes both the dietary filters and the search. */
export function isItemVisible(item: MenuItem, filter: MenuFilter): boolean {
  return matchesDiet(tagCodesOf(item), filter.diet) && matchesQuery(item, filter.query);
}

/**
 * The sections of a menu that still have items under the filter, each with those items. A section
 * with no visible item is left out; an empty result means the menu itself is hidden.
 */
export function visibleSections(
  menu: Pick<Menu, 'sections'>,
  filter: MenuFilter,
): VisibleSection[] {
  return menu.sections.flatMap((section) => {
    const items = section.items.filter((item) => isItemVisible(item, filter));
    return items.length > 0 ? [{ section, items }] : [];
  });
}

/** How many items a menu has in all. */
export const itemCount = (menu: Pick<Menu, 'sections'>): number =>
  menu.sections.reduce((total, section) => total + section.items.length, 0);
