import { bookingErrorMessage, bookingErrors, unknownBookingErrorMessage } from './booking-errors';

describe('bookingErrorMessage (spec 1 §8)', () => {
  it.each([
    [1, "Sorry, we don't take bookings for this restaurant, please contact them directly."],
    [
      2,
      'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
    ],
    [
      4,
      'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    ],
    [5, 'This booking needs a credit card to confirm, please contact the restaurant directly.'],
    [8, 'This menu is not available.'],
    [
      9,
      'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
    ],
    [10, 'Unfortunately we are currently unable to accept bookings at this time'],
    [11, 'This restaurant cannot be booked online.'],
    [16, 'Something went wrong connecting to a content service, please try again.'],
    [17, 'This occasion cannot be booked for this date, please try again.'],
    [
      18,
      'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.',
    ],
    [
      20,
      "This restaurant can only be booked through the holiday-park operator's online booking system.",
    ],
  ])('code %i', (code, message) => {
    expect(bookingErrorMessage({ code, title: bookingErrors[code as 1].name })).toBe(message);
  });

  it('uses the generic message for codes 3 and 7, unknown codes and no payload', () => {
    for (const payload of [
      { code: 3 },
      { code: 7 },
      { code: 99 },
      { code: 'x' },
      null,
      undefined,
    ]) {
      expect(bookingErrorMessage(payload)).toBe(unknownBookingErrorMessage);
    }
    expect(unknownBookingErrorMessage).toBe(
      "Sorry, something's not working, please contact the restaurant directly.",
    );
  });

  it("shows the server's own text for codes 6 and 19", () => {
    expect(bookingErrorMessage({ code: 6, message: 'Closed for a private event' })).toBe(
      'Closed for a private event',
    );
    expect(bookingErrorMessage({ code: 19, message: 'Refurbishment until May' })).toBe(
      'Refurbishment until May',
    );
  });

  it('shows the rate limit message of a 429 as the server words it', () => {
    const message =
      'Too many booking attempts from here. Please wait 5 minutes and try again, or call the restaurant to book.';
    expect(bookingErrorMessage({ code: 429, title: 'Too Many Requests', message })).toBe(message);
    expect(bookingErrorMessage({ code: 429, title: 'Too Many Requests' })).toBe(
      unknownBookingErrorMessage,
    );
  });

  it('shows the timeout message for code 0 only when the title mentions a socket timeout', () => {
    expect(bookingErrorMessage({ code: 0, title: 'ESOCKETTIMEDOUT: socket timeout' })).toBe(
      'Sorry, something went wrong. Please try again.',
    );
    expect(bookingErrorMessage({ code: 0, title: 'OK' })).toBe('');
  });
});
