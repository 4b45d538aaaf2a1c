import type { Requirements } from '../booking-api.types';
import type { BookingCustomer, BookingCustomerInput } from '../customer.schema';
import { ENQUIRY_THRESHOLD, isEnquiryBooking, needsCardGuarantee } from '../utils/journey-rules';
import {
  bookingSteps,
  initialBookingState,
  type BookingState as State,
  type BookingType,
} from './booking-atoms';
import { bumped, clearBookingResult, clearRequirements, withBusy } from './booking-resets';

/**
 * The transitions of the 'Book a Table' journey from the requirements to the result (spec 1 §4
 * "Booking modal flow", "Card step", "Booking result"), pure like those of booking-transitions.ts,
 * which re-exports them.
 */

/** The requirements are asked for (again, when an earlier ask failed). */
export function requirementsRequested(state: State): State {
  return withBusy({ ...state, bookingErrorMessage: null }, { requirements: true });
}

/** Step 5: the extras were confirmed; the requirements are awaited. */
export function confirmUpsells(state: State): State {
  return bumped(requirementsRequested(clearRequirements(state)));
}

/**
 * The requirements arrived: enquiry mode is on for a party of 25+ where enquiries are taken
 * (spec 1 §4 "Enquiry mode"), and the card guarantee is noted. The details step follows.
 */
export function requirementsLoaded(state: State, requirements: Requirements): State {
  return {
    ...withBusy(state, { requirements: false }),
    requirementsLoaded: true,
    isEnquiry: isEnquiryBooking(state, requirements.isPlaceAsEnquiryEnabled),
    creditCardRequired: requirements.isCardGuaranteeRequired,
    step: bookingSteps.details,
  };
}

/**
 * The requirements could not be read: the details step shows why, and submitting the details asks
 * again, since booking without knowing about a guarantee would be refused.
 */
export function requirementsFailed(state: State, { message }: { message: string }): State {
  return {
    ...withBusy(state, { requirements: false }),
    requirementsLoaded: false,
    bookingErrorMessage: message,
    step: bookingSteps.details,
  };
}

/**
 * Step 6: valid details were given. A card guarantee (never for an enquiry) goes to the card
 * step; otherwise the booking is placed from here. New details make a new booking attempt.
 */
export function detailsSubmitted(state: State, { customer }: { customer: BookingCustomer }): State {
  const cleared = clearBookingResult(state);
  return bumped({
    ...cleared,
    customer,
    step: needsCardGuarantee(cleared) ? bookingSteps.card : bookingSteps.details,
  });
}

/** Step 6: the diner typed in the details form; what they typed is kept through every edit. */
export function detailsTyped(
  state: State,
  { draft }: { draft: Partial<BookingCustomerInput> },
): State {
  return { ...state, detailsDraft: draft };
}

/**
 * Edit on step 6, from the card step: the details open again as typed (to fix an e-mail, say).
 * The card accepted for the old details must be given again (the provider's customer id is kept,
 * so the diner stays one customer); a new attempt follows.
 */
export function editDetails(state: State): State {
  return bumped({ ...clearBookingResult(state), step: bookingSteps.details });
}

/** Step 7: 'Submit Card' was pressed. */
export function cardRequested(state: State): State {
  return withBusy(
    { ...state, cardAccepted: false, cardErrorMessage: null, bookingErrorMessage: null },
    { card: true },
  );
}

/** The card was vaulted for this customer: Book now may be pressed. A new card is a new attempt. */
export function cardAccepted(state: State, { customerId }: { customerId: string }): State {
  return withBusy(
    {
      ...state,
      braintreeCustomerId: customerId,
      cardAccepted: true,
      cardErrorMessage: null,
      idempotencyKey: null,
    },
    { card: false },
  );
}

/** The card was refused or could not be sent: the message shows and the card must be given again. */
export function cardFailed(state: State, { message }: { message: string }): State {
  return withBusy({ ...state, cardAccepted: false, cardErrorMessage: message }, { card: false });
}

/** The booking is being placed under this attempt's Idempotency-Key. */
export function bookingRequested(
  state: State,
  { idempotencyKey }: { idempotencyKey: string },
): State {
  return withBusy({ ...state, idempotencyKey, bookingErrorMessage: null }, { booking: true });
}

/**
 * The booking, enquiry or event was placed (spec 1 §4 "Booking result"): its reference is kept,
 * what kind it was is noted, and the thanks panel shows.
 */
export function bookingPlaced(
  state: State,
  { bookingReference, bookingType }: { bookingReference: string; bookingType: BookingType },
): State {
  return {
    ...withBusy(state, { booking: false }),
    confirmationNumber: bookingReference,
    bookingType,
    bookingErrorMessage: null,
    showBookingThanks: true,
    step: bookingSteps.thanks,
  };
}

/**
 * The booking was refused (spec 1 §4 "Booking result"): the message shows. An enquiry or event
 * that failed also forgets the customer, so the diner gives the details again. The attempt's key is
 * kept, so pressing the button again retries the same attempt.
 */
export function bookingFailed(state: State, { message }: { message: string }): State {
  const forgetCustomer = state.isEnquiry || state.isEvent;
  return {
    ...withBusy(state, { booking: false }),
    bookingErrorMessage: message,
    ...(forgetCustomer ? { customer: null, step: bookingSteps.details } : {}),
  };
}

/**
 * Everything back to the defaults and step 1 (spec 1 §4 "Booking result"); the restaurant stays
 * unless `clearRestaurant` asks for it to go.
 */
export function reset(state: State, { clearRestaurant = false } = {}): State {
  return {
    ...initialBookingState,
    revision: state.revision + 1,
    restaurant: clearRestaurant ? null : state.restaurant,
    restaurantMiles: clearRestaurant ? null : state.restaurantMiles,
  };
}

/**
 * A group-booking trigger opened the journey (spec 2 §4 "Group booking trigger"): a fresh journey
 * (no restaurant, no search) for a party at the enquiry threshold, with step one disabled and step
 * two open, so a group says how many and when first, and then chooses the restaurant.
 */
export function startGroupBooking(state: State): State {
  return {
    ...initialBookingState,
    revision: state.revision + 1,
    showGroupBooking: true,
    adultCovers: ENQUIRY_THRESHOLD,
    childCovers: 0,
    step: bookingSteps.party,
  };
}

/**
 * A group's party is set before its restaurant: the restaurant step opens as the step added after
 * it (spec 2 §4 "optionally adds a step"); choosing the restaurant then checks availability.
 */
export function groupPartyChosen(state: State): State {
  return { ...state, revision: state.revision + 1, step: bookingSteps.restaurant };
}
