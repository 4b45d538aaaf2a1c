import { bookingMessages } from '../booking-errors';
import { bookingEvents, pushBookingEvent } from '../client/analytics';
import { BookingApiError, cardRefusalMessage } from '../client/booking-api-error';
import { cardSubmitPayload } from '../client/card-payload';
import { randomId } from '../client/random-id';
import { writeBooking } from '../client/write-booking';
import type { BookingCustomer } from '../customer.schema';
import { bookingSteps, type BookingType } from '../state/booking-atoms';
import { bookingRequestOf, bookingTypeOf } from '../state/booking-request';
import {
  bookingFailed,
  bookingPlaced,
  bookingRequested,
  cardAccepted,
  cardFailed,
  cardRequested,
  detailsSubmitted,
  requirementsRequested,
} from '../state/booking-transitions';
import { needsCardGuarantee } from '../utils/journey-rules';
import { loadRequirements } from './journey-loads';
import { apply, current, stillCurrent, type JourneyContext } from './journey-context';

/**
 * The end of the journey (spec 1 §4 "Card step", "Booking result"): the details, the card
 * guarantee and placing the booking, enquiry or event.
 */

/**
 * Step 6: the details were given. When the requirements could not be read before, they are asked
 * for again first. A card guarantee opens the card step; otherwise the booking is placed now.
 */
export async function submitDetails(
  context: JourneyContext,
  customer: BookingCustomer,
): Promise<void> {
  let state = apply(context, detailsSubmitted, { customer });
  if (!state.requirementsLoaded) {
    if (!(await loadRequirements(context, apply(context, requirementsRequested)))) return;
    state = apply(context, detailsSubmitted, { customer });
  }
  pushBookingEvent(bookingEvents.detailsSubmitted, {
    storeId: state.selectedSlot?.storeId,
    enquiry: state.isEnquiry,
    cardGuarantee: needsCardGuarantee(state),
  });
  if (state.step === bookingSteps.card) return;
  await placeBooking(context);
}

/**
 * Step 7: 'Submit Card' with the card form's nonce. The provider's customer id comes back, and is
 * sent again if the card is replaced, so one diner stays one customer. Answers whether the card
 * was accepted for the booking as it now stands.
 */
export async function submitCard(context: JourneyContext, nonce: string): Promise<boolean> {
  const before = current(context);
  const { customer } = before;
  if (!customer || before.busy.card) return false;
  const { revision } = apply(context, cardRequested);
  const storeId = before.selectedSlot?.storeId;
  try {
    const customerId = await context.api.submitCard(
      cardSubmitPayload(nonce, customer, before.braintreeCustomerId),
    );
    if (!stillCurrent(context, revision)) return false;
    apply(context, cardAccepted, { customerId });
    pushBookingEvent(bookingEvents.cardAccepted, { storeId });
    return true;
  } catch (error) {
    if (!stillCurrent(context, revision)) return false;
    apply(context, cardFailed, { message: cardRefusalMessage(error) });
    pushBookingEvent(bookingEvents.cardFailed, { storeId });
    return false;
  }
}

/**
 * Places the booking: an enquiry for an enquiry, an event for an event occasion, else a booking.
 * One Idempotency-Key is made per attempt and kept while that attempt is retried (the same button
 * pressed again after a failure), so a retry whose first try did reach the server books once.
 */
export async function placeBooking(context: JourneyContext): Promise<void> {
  const before = current(context);
  const request = bookingRequestOf(before);
  if (!request || before.busy.booking) return;
  // Book now waits for the card when a guarantee is needed (spec 1 §2 step 7).
  if (needsCardGuarantee(before) && !before.cardAccepted) return;
  const idempotencyKey = before.idempotencyKey ?? randomId();
  const { revision } = apply(context, bookingRequested, { idempotencyKey });
  const bookingType = bookingTypeOf(before);
  const storeId = before.selectedSlot!.storeId;
  try {
    const kind = bookingType || 'booking';
    const { bookingReference } = await writeBooking(context.api, kind, storeId, request, {
      idempotencyKey,
    });
    if (!stillCurrent(context, revision)) return;
    if (!bookingReference) {
      fail(context, bookingMessages.bookingFailed, storeId, bookingType);
      return;
    }
    apply(context, bookingPlaced, { bookingReference, bookingType });
    pushBookingEvent(bookingEvents.complete, { storeId, bookingType: bookingType || 'booking' });
  } catch (error) {
    if (!stillCurrent(context, revision)) return;
    fail(context, bookingFailureMessage(error), storeId, bookingType);
  }
}

function fail(context: JourneyContext, message: string, storeId: string, bookingType: BookingType) {
  apply(context, bookingFailed, { message });
  pushBookingEvent(bookingEvents.failed, { storeId, bookingType: bookingType || 'booking' });
}

/**
 * What a diner reads when placing failed: the server's reason in the diner's words (spec 1 §8).
 * Code 0 is 'OK': without a socket-timeout title it says nothing, so no message shows (not the
 * generic failure). A failure with no words of its own (the network) asks the diner to try again.
 */
export function bookingFailureMessage(error: unknown): string {
  if (!(error instanceof BookingApiError)) return bookingMessages.bookingFailed;
  if (isCodeZero(error.payload)) return error.message;
  return error.message || bookingMessages.bookingFailed;
}

function isCodeZero(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && (payload as { code?: unknown }).code === 0
  );
}
