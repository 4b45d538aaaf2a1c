/**
 * The booking journey's analytics events (spec 1 §4 "Analytics events fire at booking steps"),
 * pushed to the tag manager's `window.dataLayer`. Details carry ids, counts and dates only, never
 * the diner's name, e-mail or phone.
 */
export const bookingEvents = {
  /** Step 1: a restaurant was chosen (or turned out to be a special state). */
  restaurantSelected: 'booking_restaurant_selected',
  /** Step 2: party size, date and time were chosen. */
  partySelected: 'booking_party_selected',
  /** Step 3: availability was answered with at least one time. */
  availabilityChecked: 'booking_availability_checked',
  /** No time can be offered: no availability, same-day 25+, or a slots error (alternative flow). */
  unavailable: 'booking_unavailable',
  /** Step 3: a restaurant and time were confirmed. */
  slotSelected: 'booking_slot_selected',
  /** Step 4: a menu was chosen (by the diner or automatically). */
  menuSelected: 'booking_menu_selected',
  /** Step 5: the extras were confirmed (or skipped because there were none). */
  upsellsConfirmed: 'booking_upsells_confirmed',
  /** Step 6: valid details were submitted. */
  detailsSubmitted: 'booking_details_submitted',
  /** Step 7: the card guarantee was accepted. */
  cardAccepted: 'booking_card_accepted',
  /** Step 7: the card was refused or could not be sent. */
  cardFailed: 'booking_card_failed',
  /** Step 8: a booking, enquiry or event was placed. */
  complete: 'booking_complete',
  /** The booking, enquiry or event was refused. */
  failed: 'booking_failed',
  /** Alternative flow step 1: an occasion was chosen. */
  occasionSelected: 'booking_occasion_selected',
  /** The group-booking trigger opened the journey (spec 2 §4). */
  groupBookingOpened: 'booking_group_opened',
} as const;

/** The name of one booking analytics event. */
export type BookingEventName = (typeof bookingEvents)[keyof typeof bookingEvents];

/** What an event says besides its name. */
export type BookingEventDetails = Record<string, string | number | boolean | null | undefined>;

/** Something holding a tag-manager data layer (the window, or a stand-in in tests). */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Pushes `{ event: name, ...details }` to `window.dataLayer`, creating the layer when the tag
 * manager has not loaded (it reads what was pushed before it arrived). Does nothing on the server.
 */
export function pushBookingEvent(
  name: BookingEventName,
  details: BookingEventDetails = {},
  host: DataLayerHost | undefined = typeof window === 'undefined'
    ? undefined
    : (window as DataLayerHost),
): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push({ event: name, ...details });
}
