import { bookingMessages } from '../booking-errors';
import { bookingSteps, initialBookingState, type BookingState } from './booking-atoms';
import { alternativeStore, soho, store } from './testing/booking-fixtures';
import { chosenRestaurantHasNothing } from './chosen-restaurant-full';

/** Step 3 answered for Soho. */
function answered(overrides: Partial<BookingState>): BookingState {
  return {
    ...initialBookingState,
    step: bookingSteps.slot,
    restaurant: soho,
    availability: [store()],
    ...overrides,
  };
}

describe('chosenRestaurantHasNothing', () => {
  it('is true when no restaurant has a time', () => {
    const state = answered({
      availability: [],
      availabilityMessage: bookingMessages.noAvailability,
    });
    expect(chosenRestaurantHasNothing(state)).toBe(true);
  });

  it('is true when only the nearby restaurants have times', () => {
    const state = answered({ availability: [store({ timeSlots: [] }), alternativeStore] });
    expect(chosenRestaurantHasNothing(state)).toBe(true);
  });

  it('is false when the chosen restaurant has a time', () => {
    expect(chosenRestaurantHasNothing(answered({}))).toBe(false);
    const state = answered({ availability: [store(), alternativeStore] });
    expect(chosenRestaurantHasNothing(state)).toBe(false);
  });

  it('is false before an answer, while searching, and on another step', () => {
    expect(chosenRestaurantHasNothing(answered({ availability: null }))).toBe(false);
    const nothing = { availability: [store({ timeSlots: [] }), alternativeStore] };
    const busy = { ...initialBookingState.busy, availability: true };
    expect(chosenRestaurantHasNothing(answered({ ...nothing, busy }))).toBe(false);
    expect(chosenRestaurantHasNothing(answered({ ...nothing, step: bookingSteps.menu }))).toBe(
      false,
    );
  });

  it('is false for a same-day party of 25+ (a call, not a wait)', () => {
    const state = answered({
      availability: [],
      availabilityMessage: bookingMessages.sameDayLargeParty,
    });
    expect(chosenRestaurantHasNothing(state)).toBe(false);
  });
});
