import type { Area, BookingMenu } from '../booking-api.types';
import { bookingMessages } from '../booking-errors';
import type { BookingApi } from '../client/booking-api';
import { dinerMessage } from '../client/booking-api-error';
import { writeBooking } from '../client/write-booking';
import type { BookingCustomer } from '../customer.schema';
import {
  bookingKind,
  buildBookingRequest,
  type AlternativeBookingKind,
} from './state/alternative-request';
import { chosenDateTime, selectedArea, selectedMenu } from './state/alternative-selectors';
import type { AlternativeBookingState } from './state/alternative-state';

/** A placed booking's reference, or the message a diner reads when it was not placed. */
export type PlacementResult = { kind: AlternativeBookingKind } & (
  { placed: true; reference: string } | { placed: false; message: string }
);

/**
 * Sends the booking with the write its kind needs: an enquiry for a party of 25+ where enquiries
 * are allowed, an event for an occasion of type 'event', otherwise a booking.
 */
export async function placeAlternativeBooking(
  api: BookingApi,
  storeId: string,
  state: AlternativeBookingState,
  customer: BookingCustomer,
): Promise<PlacementResult> {
  const kind = bookingKind(state);
  const request = buildBookingRequest(state, customer, storeId);
  if (!request) return { kind, placed: false, message: bookingMessages.bookingFailed };
  try {
    const { bookingReference } = await writeBooking(api, kind, storeId, request);
    // A reply without a reference is the spec's "Booking failure (no booking reference)".
    return bookingReference
      ? { kind, placed: true, reference: bookingReference }
      : { kind, placed: false, message: bookingMessages.bookingFailed };
  } catch (error) {
    return { kind, placed: false, message: dinerMessage(error) };
  }
}

/** What the alternative flow hands on once a booking or enquiry is placed: the thanks panel's data. */
export interface AlternativeBookingResult {
  kind: 'booking' | 'enquiry';
  reference: string;
  customer: BookingCustomer;
  adults: number;
  children: number;
  /** London date, YYYY-MM-DD. */
  date: string;
  /** London time, HH:mm. */
  time: string;
  menu?: BookingMenu;
  area?: Area;
}

/** What the thanks panel shows of a placed booking or enquiry (an event is a booking there). */
export function completedBooking(
  state: AlternativeBookingState,
  customer: BookingCustomer,
  kind: AlternativeBookingKind,
  reference: string,
): AlternativeBookingResult {
  // Placed, so a date and time were chosen.
  const { date, time } = chosenDateTime(state)!;
  return {
    kind: kind === 'enquiry' ? 'enquiry' : 'booking',
    reference,
    customer,
    adults: state.adultCovers,
    children: state.childCovers,
    date,
    time,
    menu: selectedMenu(state),
    area: selectedArea(state),
  };
}
