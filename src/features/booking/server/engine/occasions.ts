import type { BookingRules, RulesOccasion } from './booking-rules.schema';

function inSeason(occasion: RulesOccasion, date: string): boolean {
  if (!occasion.season) return true;
  const day = date.slice(5);
  const { from, to } = occasion.season;
  // A season may run over New Year (12-20 to 01-05).
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** The occasions bookable on a date: the standard ones always, events in their season. */
export function occasionsOn(rules: BookingRules, date: string): RulesOccasion[] {
  return rules.occasions.filter(
    (occasion) => occasion.type === 'standard' || inSeason(occasion, date),
  );
}

/** The occasion asked for on a date, or the first standard occasion when none is named. */
export function occasionFor(
  rules: BookingRules,
  date: string,
  occasionId?: string,
): RulesOccasion | undefined {
  const available = occasionsOn(rules, date);
  return occasionId
    ? available.find((occasion) => occasion.id === occasionId)
    : available.find((occasion) => occasion.type === 'standard');
}

/**
 * What a link group keeps of a list (spec 1 §4 "Alternative flow details"): an inclusive group
 * only the linked items, an exclusive group the items not linked.
 */
export function keepLinked<T extends { id: string }>(
  items: T[],
  group: { type: 'inclusive' | 'exclusive'; ids: string[] },
): T[] {
  const linked = new Set(group.ids);
  return items.filter((item) =>
    group.type === 'inclusive' ? linked.has(item.id) : !linked.has(item.id),
  );
}

/** The menus and areas of an occasion. */
export function menusFor(rules: BookingRules, occasion: RulesOccasion) {
  return keepLinked(rules.menus, occasion.menus);
}

/**
 * Whether a menu is served to a table starting at `time` (London HH:mm): a menu with hours, such
 * as the set menu until 6pm, is never offered, nor booked, for a time it is not served.
 */
export function servesAt(menu: BookingRules['menus'][number], time: string): boolean {
  return menu.servedUntil === undefined || time < menu.servedUntil;
}
export function areasFor(rules: BookingRules, occasion: RulesOccasion) {
  return keepLinked(rules.areas, occasion.areas);
}

/** Whether a party size is within the occasion's limits. */
export function coversAllowed(occasion: RulesOccasion, covers: number): boolean {
  return covers >= occasion.minCovers && covers <= occasion.maxCovers;
}
