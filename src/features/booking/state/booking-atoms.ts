import { atom } from 'jotai';
import type { JourneyRestaurant } from '@/features/locations';
import type { BookingMenu, Occasion, StoreAvailability, Upsell } from '../booking-api.types';
import type { BookingCustomer, BookingCustomerInput } from '../customer.schema';
import { journeyDefaults } from '../utils/journey-rules';

/** The steps of the 'Book a Table' modal (spec 1 §2), by what the diner does on each. */
export const bookingSteps = {
  restaurant: 1,
  party: 2,
  slot: 3,
  menu: 4,
  extras: 5,
  details: 6,
  card: 7,
  thanks: 8,
} as const;

/** A step of the modal, 1 to 8. */
export type BookingStep = (typeof bookingSteps)[keyof typeof bookingSteps];

/** The restaurant and time the diner confirmed on step 3 (or that was chosen for them). */
export interface SelectedSlot {
  storeId: string;
  storeName: string;
  /** London wall-clock HH:mm. */
  time: string;
  /** The occasion the availability answer gave that restaurant. */
  occasionId: string;
}

/** One chosen extra and how many (the booking request's `upsells`). */
export interface SelectedUpsell {
  id: string;
  quantity: number;
}

/** What is being asked of the server right now: each step's spinner and disabled buttons. */
export interface BookingBusy {
  availability: boolean;
  menus: boolean;
  upsells: boolean;
  requirements: boolean;
  card: boolean;
  booking: boolean;
}

/** What was placed: an event, an enquiry, or '' for a plain booking (spec 1 §3). */
export type BookingType = 'event' | 'enquiry' | '';

/**
 * The 'Book a Table' journey's state (spec 1 §3 "Booking state", the fields this modal uses).
 * Dates are London calendar dates (YYYY-MM-DD), times London wall-clock HH:mm.
 */
export interface BookingState {
  /** The step the diner is on, 1 (restaurant) to 8 (thanks). */
  step: BookingStep;
  /**
   * Goes up with every change of what the diner asked for; an answer that arrives after a newer
   * change (its request started under an older revision) is dropped.
   */
  revision: number;
  /** The chosen restaurant; it may be one that cannot be booked here (see restaurantBookingState). */
  restaurant: JourneyRestaurant | null;
  /** The chosen restaurant's miles from where the diner searched, when they searched. */
  restaurantMiles: number | null;
  /** Adults, 1 to 100; 2 to begin with. */
  adultCovers: number;
  /** Children, 0 to 50; 0 to begin with. */
  childCovers: number;
  /** The date asked for, or null until one is chosen. */
  selectedBookingDate: string | null;
  /**
   * The occasions the chosen restaurant offers on the date asked for (today until one is chosen):
   * its ordinary table and the events in season. Null until they load.
   */
  occasions: Occasion[] | null;
  /**
   * The last date the chosen restaurant takes bookings for (its booking horizon), read with its
   * occasions: the date picker ends there. Null until known.
   */
  bookableUntil: string | null;
  /**
   * The event occasion asked for (a Christmas party), or null for an ordinary table. A link to
   * #booking-{occasionId} sets it before the occasions load; it is dropped when the restaurant
   * does not offer it on that date.
   */
  selectedOccasionId: string | null;
  /** The time asked for; 19:30 to begin with. */
  selectedBookingTime: string;
  /**
   * The restaurants that answered availability, without those with no time (the first choice
   * stays); [] is the no-availability state, null means not asked yet.
   */
  availability: StoreAvailability[] | null;
  /** Why no time can be offered (no availability, same-day 25+, or a failed check), or null. */
  availabilityMessage: string | null;
  /** The confirmed restaurant and time. */
  selectedSlot: SelectedSlot | null;
  /** Whether several kinds of extra may be chosen at once (the chosen restaurant's rule). */
  allowMultipleUpsells: boolean;
  /** Whether the chosen occasion is an event (booked through the events call). */
  isEvent: boolean;
  /** The event's name when it is one ('Christmas party'): the thanks panel says what was booked. */
  eventName: string | null;
  /** The menus of the chosen restaurant and time; null until they load. */
  restaurantMenus: BookingMenu[] | null;
  /** Why no menu can be chosen (none available, or they failed to load), or null. */
  menuMessage: string | null;
  /** The chosen menu. */
  selectedMenu: BookingMenu | null;
  /** The extras on offer; null until they load. */
  upsells: Upsell[] | null;
  /** The extras chosen, each with its quantity (never 0). */
  selectedUpsells: SelectedUpsell[];
  /** Whether the requirements for this booking have been answered. */
  requirementsLoaded: boolean;
  /** The restaurant takes enquiries and the party is 25+ (spec 1 §4 "Enquiry mode"). */
  isEnquiry: boolean;
  /** The restaurant asks for a card guarantee. */
  creditCardRequired: boolean;
  /** What was placed, once it was. */
  bookingType: BookingType;
  /** The details given on step 6. */
  customer: BookingCustomer | null;
  /**
   * What the diner has typed on step 6 so far, valid or not. The form is not in the page while an
   * earlier step is edited, so it is kept here: no edit clears it (spec 1 §4's edit resets clear
   * the later steps' selections, never the diner's typing), only a new booking does.
   */
  detailsDraft: Partial<BookingCustomerInput> | null;
  /** The card provider's customer behind the guarantee; sent again when the card is retried. */
  braintreeCustomerId: string | null;
  /** The card was accepted: Book now may be pressed. */
  cardAccepted: boolean;
  /** Why the card was not accepted, or null. */
  cardErrorMessage: string | null;
  /** The booking or enquiry reference. */
  confirmationNumber: string | null;
  /** Why the booking could not be placed (or the requirements not read), or null. */
  bookingErrorMessage: string | null;
  /** The thanks panel shows. */
  showBookingThanks: boolean;
  /** The journey was opened by a group-booking trigger (spec 2 §4). */
  showGroupBooking: boolean;
  /** What is loading. */
  busy: BookingBusy;
  /** The Idempotency-Key of the booking attempt being placed; kept while the same one is retried. */
  idempotencyKey: string | null;
}

const idle: BookingBusy = {
  availability: false,
  menus: false,
  upsells: false,
  requirements: false,
  card: false,
  booking: false,
};

/** A journey that has not started (spec 1 §9 "Booking defaults": 2 adults, 0 children, 19:30). */
export const initialBookingState: BookingState = {
  step: bookingSteps.restaurant,
  revision: 0,
  restaurant: null,
  restaurantMiles: null,
  adultCovers: journeyDefaults.adults,
  childCovers: journeyDefaults.children,
  selectedBookingDate: null,
  selectedBookingTime: journeyDefaults.time,
  occasions: null,
  bookableUntil: null,
  selectedOccasionId: null,
  availability: null,
  availabilityMessage: null,
  selectedSlot: null,
  allowMultipleUpsells: false,
  isEvent: false,
  eventName: null,
  restaurantMenus: null,
  menuMessage: null,
  selectedMenu: null,
  upsells: null,
  selectedUpsells: [],
  requirementsLoaded: false,
  isEnquiry: false,
  creditCardRequired: false,
  bookingType: '',
  customer: null,
  detailsDraft: null,
  braintreeCustomerId: null,
  cardAccepted: false,
  cardErrorMessage: null,
  confirmationNumber: null,
  bookingErrorMessage: null,
  showBookingThanks: false,
  showGroupBooking: false,
  busy: idle,
  idempotencyKey: null,
};

/**
 * The journey's state. Each journey gets its own store through `BookingJourneyProvider`, so two
 * journeys on one page (a strip and the modal) never share a booking.
 */
export const bookingStateAtom = atom<BookingState>(initialBookingState);
bookingStateAtom.debugLabel = 'bookingState';
