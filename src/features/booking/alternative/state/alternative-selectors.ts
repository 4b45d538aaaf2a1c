import type { Area, BookingMenu, Occasion } from '../../booking-api.types';
import { alternativeSubmitLabel, guestLimits, needsCardGuarantee } from '../../utils/journey-rules';
import type { AlternativeBookingState as State } from './alternative-state';

/** What the steps read from the alternative flow's state, derived rather than stored. */

/** The adults a diner may choose beside the children already chosen. */
export function adultLimits({ restrictions, childCovers }: State) {
  const { adults } = guestLimits;
  const min = Math.max(adults.min, restrictions.minCovers - childCovers);
  return { min, max: Math.max(min, Math.min(adults.max, restrictions.maxCovers - childCovers)) };
}

/** The children a diner may choose beside the adults already chosen. */
export function childLimits({ restrictions, adultCovers }: State) {
  const { children } = guestLimits;
  const min = Math.max(children.min, restrictions.minCovers - adultCovers);
  return { min, max: Math.max(min, Math.min(children.max, restrictions.maxCovers - adultCovers)) };
}

export const selectedOccasion = (state: State): Occasion | undefined =>
  state.occasions.find(({ id }) => id === state.selectedOccasionId);

export const selectedMenu = (state: State): BookingMenu | undefined =>
  state.restaurantMenus.find(({ id }) => id === state.selectedMenuId);

export const selectedArea = (state: State): Area | undefined =>
  state.restaurantAreas.find(({ id }) => id === state.selectedAreaId);

/** Whether a slot is chosen: the booking time is one the restaurant offered. */
export const hasSlot = (state: State): boolean =>
  state.slots.some(({ time }) => time === state.selectedBookingTime);

/** The date and time the diner chose, once both are (a time the restaurant offered). */
export function chosenDateTime(state: State): { date: string; time: string } | undefined {
  const { selectedBookingDate: date, selectedBookingTime: time } = state;
  return date && time && hasSlot(state) ? { date, time } : undefined;
}

/** Whether Next can move on: step 1 needs an occasion, step 2 a menu and a time. */
export function canGoForward(state: State): boolean {
  if (state.loading) return false;
  if (state.step === 1) return selectedOccasion(state) !== undefined && state.adultCovers > 0;
  if (state.step === 2) return !state.step2Disabled && !!selectedMenu(state) && hasSlot(state);
  return false;
}

/** The submit button of step 3 (spec 1 §4 "Enquiry mode", alternative flow). */
export const submitLabel = (state: State): string => alternativeSubmitLabel(state);

/** Whether the booking needs a card guarantee before it is placed (never an enquiry). */
export const cardRequired = (state: State): boolean => needsCardGuarantee(state);
