import type { BookingRules, RulesOccasion } from './booking-rules.schema';
import { availableSlots, type SlotQuery } from './available-slots';
import { areasFor, coversAllowed, menusFor, servesAt } from './occasions';

type Menu = BookingRules['menus'][number];

/** A time a party can start at, as the slots API answers it. */
export interface DayTime {
  time: string;
  canEnquire: boolean;
}

/**
 * The occasion's menus a diner chose, or the catalogue code refusing the choice: 8 when a menu is
 * not the occasion's, 18 when the area is not. The slots call and the calendar both ask this.
 */
export function chosenMenus(
  rules: BookingRules,
  occasion: RulesOccasion,
  choice: { menuIds: string[]; areaId?: string | null },
): { menus: Menu[] } | { refusal: 8 | 18 } {
  const occasionMenus = menusFor(rules, occasion);
  const menus = choice.menuIds.map((id) => occasionMenus.find((menu) => menu.id === id));
  if (menus.some((menu) => menu === undefined)) return { refusal: 8 };
  if (choice.areaId && !areasFor(rules, occasion).some((area) => area.id === choice.areaId)) {
    return { refusal: 18 };
  }
  return { menus: menus as Menu[] };
}

/**
 * The times of one date the slots API offers a party for an occasion and its chosen menus:
 * `availableSlots` when the occasion takes the party, only while every chosen menu is served
 * (no set menu "until 6pm" at 19:30).
 */
export function timesOnDay(
  query: SlotQuery & { occasion: RulesOccasion; menus: Menu[] },
): DayTime[] {
  if (!coversAllowed(query.occasion, query.covers)) return [];
  return availableSlots(query)
    .filter(({ time }) => query.menus.every((menu) => servesAt(menu, time)))
    .map(({ time, canEnquire }) => ({ time, canEnquire }));
}
