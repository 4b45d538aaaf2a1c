import type { Occasion } from '../booking-api.types';
import type { BookingState as State } from './booking-atoms';
import { bumped } from './booking-resets';

/**
 * The occasion choice of step 2: the events a restaurant offers in season (a Christmas party)
 * beside its ordinary table. An event is booked through the events call once chosen.
 */

/** The events among a restaurant's occasions: what the diner may choose besides a table. */
export function eventOccasions(occasions: readonly Occasion[] | null): Occasion[] {
  return (occasions ?? []).filter((occasion) => occasion.type === 'event');
}

/** The chosen event, when one is chosen and the restaurant offers it. */
export function chosenEvent(state: State): Occasion | undefined {
  return eventOccasions(state.occasions).find(({ id }) => id === state.selectedOccasionId);
}

/**
 * A party below the chosen event's minimum grows to it (adults, children kept), as the
 * alternative flow does when an occasion is chosen (spec 1 §4).
 */
export function withEventMinimum(state: State): State {
  const event = chosenEvent(state);
  const covers = state.adultCovers + state.childCovers;
  if (!event || covers >= event.minimumCovers) return state;
  return { ...state, adultCovers: Math.min(100, event.minimumCovers - state.childCovers) };
}

/**
 * The restaurant's occasions on a date arrived. An answer for another restaurant or date than the
 * one now asked about is ignored. An event asked for that the restaurant does not offer then is
 * dropped (an ordinary table is asked for instead); when the event asked for is offered, a party
 * smaller than its minimum grows to it. Either change is a new question (the revision goes up).
 */
export function occasionsLoaded(
  state: State,
  payload: {
    storeId: string;
    date: string;
    today: string;
    occasions: Occasion[];
    /** The restaurant's last bookable date, which the date picker ends at. */
    bookableUntil: string | null;
  },
): State {
  const { storeId, date, today, occasions, bookableUntil } = payload;
  if (state.restaurant?.storeId !== storeId) return state;
  if ((state.selectedBookingDate ?? today) !== date) return state;
  const offered = eventOccasions(occasions).some(({ id }) => id === state.selectedOccasionId);
  const next = withEventMinimum({
    ...state,
    occasions,
    bookableUntil,
    selectedOccasionId: offered ? state.selectedOccasionId : null,
  });
  const changed =
    next.selectedOccasionId !== state.selectedOccasionId || next.adultCovers !== state.adultCovers;
  return changed ? bumped(next) : next;
}
