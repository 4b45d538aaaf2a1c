import type { Area, BookingMenu, Occasion, TimeSlot } from '../../booking-api.types';
import type { BookingCustomer, BookingCustomerInput } from '../../customer.schema';

/** The three steps of the alternative flow and the thanks that follows them. */
export type AlternativeStep = 1 | 2 | 3 | 'thanks';

/**
 * The alternative three-step flow's state (spec 1 §3 "Booking state", the fields this flow uses).
 * Dates are London calendar dates (YYYY-MM-DD), times London wall-clock HH:mm.
 */
export interface AlternativeBookingState {
  step: AlternativeStep;
  /** The restaurant's occasions for the booking date (the "restrictions" of the partner API). */
  occasions: Occasion[];
  selectedOccasionId: string | null;
  /** The chosen occasion's cover limits; 0 and 0 until the restrictions load (spec 1 §9). */
  restrictions: { minCovers: number; maxCovers: number };
  adultCovers: number;
  childCovers: number;
  /**
   * The date the diner chose, none at first: a date (or time) is never chosen for the diner, who
   * would otherwise book today's first table by pressing Next twice.
   */
  selectedBookingDate: string | null;
  /** The time the diner chose among the slots; none until they choose one. */
  selectedBookingTime: string | null;
  /** The last date the restaurant takes bookings for (its horizon), read with the occasions. */
  bookableUntil: string | null;
  restaurantMenus: BookingMenu[];
  selectedMenuId: string | null;
  restaurantAreas: Area[];
  selectedAreaId: string | null;
  slots: TimeSlot[];
  /** Requirements: an enquiry is a party of 25+ at a restaurant that takes enquiries. */
  isEnquiry: boolean;
  creditCardRequired: boolean;
  /** The details the diner gave on step 3. */
  customer: BookingCustomer | null;
  /** What the diner has typed on step 3, given or not: going back and forth keeps it. */
  detailsDraft: Partial<BookingCustomerInput> | null;
  /**
   * The details are given and the restaurant asks for a card (spec 1 §4 "Card step"): step 3
   * shows them read back and the card guarantee, in place of the form.
   */
  onCardStep: boolean;
  /** The card provider's customer behind the guarantee; sent again when the card is replaced. */
  braintreeCustomerId: string | null;
  /** The card was accepted for these details: Book now may be pressed. */
  cardAccepted: boolean;
  /** Why the card was not accepted, when it was not the card itself, or null. */
  cardErrorMessage: string | null;
  confirmationNumber: string | null;
  /** What was placed: an event, an enquiry, or '' for a plain booking (spec 1 §3). */
  bookingType: 'event' | 'enquiry' | '';
  /** Hidden when the restrictions cannot be loaded: there is nothing to go on to. */
  hideModalFooter: boolean;
  /** Step 2's date, menu and area controls wait while its menus, areas or slots load. */
  step2Disabled: boolean;
  /** Something is loading that the current step needs (a spinner, and Next waits). */
  loading: boolean;
  /** A booking, enquiry or event is being placed. */
  submitting: boolean;
  /** What went wrong, in the diner's words (spec 1 §8), or null. */
  bookingErrorMessage: string | null;
}

/**
 * Where the flow starts (spec 1 §9 "Alternative flow: step 1, covers 0"). Spec 1 §9 also starts it
 * at today and 9:00, and §4 chooses the first slot: that made Next, Next book today's breakfast, so
 * the diner chooses the date and the time themselves.
 */
export function initialAlternativeState(): AlternativeBookingState {
  return {
    step: 1,
    occasions: [],
    selectedOccasionId: null,
    restrictions: { minCovers: 0, maxCovers: 0 },
    adultCovers: 0,
    childCovers: 0,
    selectedBookingDate: null,
    selectedBookingTime: null,
    bookableUntil: null,
    restaurantMenus: [],
    selectedMenuId: null,
    restaurantAreas: [],
    selectedAreaId: null,
    slots: [],
    isEnquiry: false,
    creditCardRequired: false,
    customer: null,
    detailsDraft: null,
    onCardStep: false,
    braintreeCustomerId: null,
    cardAccepted: false,
    cardErrorMessage: null,
    confirmationNumber: null,
    bookingType: '',
    hideModalFooter: false,
    step2Disabled: false,
    loading: true,
    submitting: false,
    bookingErrorMessage: null,
  };
}
