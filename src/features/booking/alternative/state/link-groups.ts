import type { Area, BookingMenu, Occasion } from '../../booking-api.types';

/** A link group of an occasion, for menus or for areas (spec 1 §3 "Occasion"). */
export interface LinkGroup {
  type: 'inclusive' | 'exclusive';
  ids: string[];
}

/**
 * What a link group keeps of a list (spec 1 §4 "Alternative flow details"): an 'inclusive' group
 * only the linked items, an 'exclusive' group the items not linked.
 */
export function keepLinked<T extends { id: string }>(items: T[], group: LinkGroup): T[] {
  const linked = new Set(group.ids);
  return items.filter((item) => (group.type === 'inclusive') === linked.has(item.id));
}

/** The restaurant's menus an occasion offers. */
export function occasionMenus(occasion: Occasion, menus: BookingMenu[]): BookingMenu[] {
  const { type, menuLinks } = occasion.menuLinkGroup;
  return keepLinked(menus, { type, ids: menuLinks.map(({ id }) => id) });
}

/** The restaurant's areas an occasion can be seated in. */
export function occasionAreas(occasion: Occasion, areas: Area[]): Area[] {
  const { type, areaLinks } = occasion.areaLinkGroup;
  return keepLinked(areas, { type, ids: areaLinks.map(({ id }) => id) });
}
