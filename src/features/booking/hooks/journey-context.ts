import type { createStore } from 'jotai';
import type { JourneyRestaurant } from '@/features/locations';
import type { BookingApi } from '../client/booking-api';
import { bookingStateAtom, type BookingState } from '../state/booking-atoms';

/** A jotai store, as `useStore` gives it. */
export type JourneyStore = ReturnType<typeof createStore>;

/** What the journey's actions work with. */
export interface JourneyContext {
  store: JourneyStore;
  api: BookingApi;
  /** Every restaurant of the brand: where the alternative for an availability search is found. */
  restaurants: readonly JourneyRestaurant[];
  /** Today's London calendar date, YYYY-MM-DD. */
  today: string;
}

/** The journey's state now (not as it was when an action began). */
export function current({ store }: JourneyContext): BookingState {
  return store.get(bookingStateAtom);
}

/** Applies a transition to the state now and answers the new state. */
export function apply<Args extends unknown[]>(
  context: JourneyContext,
  transition: (state: BookingState, ...args: Args) => BookingState,
  ...args: Args
): BookingState {
  context.store.set(bookingStateAtom, (state) => transition(state, ...args));
  return current(context);
}

/**
 * Whether an answer may still be applied: nothing the diner asked for changed since its request
 * began (an edit, a new choice or a reset raises the revision), so a newer edit always wins.
 */
export function stillCurrent(context: JourneyContext, revision: number): boolean {
  return current(context).revision === revision;
}

/** Who is booking, as every read of a restaurant's options asks. */
export function partyQuery(state: BookingState) {
  return {
    // The API leaves out an occasion it was not given; '' means the answer named none.
    occasionId: state.selectedSlot?.occasionId || undefined,
    adults: state.adultCovers,
    children: state.childCovers,
  };
}
