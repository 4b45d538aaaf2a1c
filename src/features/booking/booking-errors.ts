/**
 * The booking error catalogue of spec 1 §8: each code's name and the message a diner sees. Shared
 * by the server (which answers with the payload `{ code, title, message }`) and the browser. Codes
 * 12-15 are the job codes of spec 2 §8 (the jobs feature's `jobErrors`), left out: a reservation
 * system answering one of them is not a job error, and still reads as BOOKING_WENT_WRONG.
 */
export const bookingErrors = {
  0: { name: 'OK', message: '' },
  1: {
    name: 'BOOKING_NOT_SUPPORTED',
    message: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  },
  2: {
    name: 'BOOKING_INVALID_CONFIG',
    message:
      'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
  },
  3: { name: 'BOOKING_RESTAURANT_NOT_FOUND', message: undefined },
  4: {
    name: 'BOOKING_NO_FREE_SLOT',
    message:
      'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
  },
  5: {
    name: 'BOOKING_NEED_CREDIT_CARD',
    message: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
  },
  6: { name: 'BOOKING_REJECT_MESSAGE', message: undefined },
  7: { name: 'OFFER_NOT_FOUND', message: undefined },
  8: { name: 'PARTNER_MENU_NOT_FOUND', message: 'This menu is not available.' },
  9: {
    name: 'BOOKING_WENT_WRONG',
    message:
      'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
  },
  10: {
    name: 'BOOKING_DISABLED',
    message: 'Unfortunately we are currently unable to accept bookings at this time',
  },
  11: { name: 'BOOKING_RESTAURANT_DISABLED', message: 'This restaurant cannot be booked online.' },
  16: {
    name: 'CONTENTFUL_ERROR',
    message: 'Something went wrong connecting to a content service, please try again.',
  },
  17: {
    name: 'BOOKING_NO_RESTRICTIONS',
    message: 'This occasion cannot be booked for this date, please try again.',
  },
  18: {
    name: 'BOOKING_NO_AVAILABLE_OCCASION',
    message:
      'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.',
  },
  19: { name: 'DISABLED_BOOKING_CUSTOM_MESSAGE', message: undefined },
  20: {
    name: 'BOOKING_CENTER_PARCS',
    message:
      "This restaurant can only be booked through the holiday-park operator's online booking system.",
  },
} as const satisfies Record<number, { name: string; message: string | undefined }>;

export type BookingErrorCode = keyof typeof bookingErrors;

/** The message for any other code, or no payload at all. */
export const unknownBookingErrorMessage =
  "Sorry, something's not working, please contact the restaurant directly.";

/** The socket-timeout message of code 0. */
export const socketTimeoutMessage = 'Sorry, something went wrong. Please try again.';

/**
 * What a diner reads for an error payload (spec 1 §8): the catalogue message of its code; the
 * server's own text for codes 6 and 19 and for a rate limit (429); for code 0 the timeout message when the title mentions a
 * socket timeout, otherwise nothing.
 */
export function bookingErrorMessage(
  payload: { code?: unknown; title?: unknown; message?: unknown } | null | undefined,
): string {
  const code = payload?.code;
  // Too many attempts (429): the server says how long to wait, in the diner's words.
  if (code === 429 && typeof payload?.message === 'string' && payload.message) {
    return payload.message;
  }
  if (typeof code !== 'number' || !(code in bookingErrors)) return unknownBookingErrorMessage;
  if (code === 0) {
    return /socket ?time ?out/i.test(String(payload?.title ?? '')) ? socketTimeoutMessage : '';
  }
  if (code === 6 || code === 19) {
    return typeof payload?.message === 'string' && payload.message
      ? payload.message
      : unknownBookingErrorMessage;
  }
  return bookingErrors[code as BookingErrorCode].message ?? unknownBookingErrorMessage;
}

/** The booking modal's messages (spec 1 §8 "Booking modal messages"). */
export const bookingMessages = {
  locationLookupFailed:
    "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
  noLocations: 'No locations found, please try a different search.',
  noLocationsMatching:
    'No locations found matching your query, please try a different search or select from the list below.',
  searchFailed: 'Sorry, something went wrong. Please try again.',
  invalidSearch: 'Invalid search query, please search again.',
  holidayPark:
    "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book.",
  bookingsDisabled:
    "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  noAvailability:
    "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
  sameDayLargeParty:
    "Unfortunately we can't take online bookings of 25+ guests on the same day, however if you call us, we'll do our best to fit you in.",
  noMenus:
    "Unfortunately, we don't have any menus available for the selected date and number of guests. Please adjust your search criteria or call us, and we'll do what we can to book you in!",
  bookingFailed: 'Something went wrong trying to place your booking, please try again.',
  externalProvider:
    'Bookings for this restaurant are managed by an external provider. Click the button below to continue.',
  availabilityFailed: 'Error checking availability',
  cardSubmitFailed: 'Something went wrong submitting card, please try again.',
  cardInputFailed:
    'Something went wrong loading the card input, please refresh the page and try again.',
  captchaFailed: 'Something went wrong, please try again.',
  enquiryNotice: (threshold: number) =>
    `An enquiry will be sent to the restaurant for bookings of ${threshold}+ guests. We will respond within 48 hours.`,
} as const;
