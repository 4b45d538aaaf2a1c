import { HttpError } from '@/lib/http';
import {
  bookingErrors,
  unknownBookingErrorMessage,
  type BookingErrorCode,
} from '../booking-errors';

/** The HTTP status each refusal answers with. */
const statusOf: Partial<Record<BookingErrorCode, number>> = {
  1: 403,
  2: 503,
  3: 404,
  4: 409,
  5: 402,
  8: 422,
  9: 502,
  10: 503,
  11: 403,
  16: 502,
  17: 422,
  18: 422,
  20: 403,
};

/**
 * A booking refused with a catalogue code (spec 1 §8): answered as `{ code, title, message }`
 * with the catalogue's name and message. Codes 6 and 19 carry the reservation system's own text.
 */
export class BookingError extends HttpError {
  override name = 'BookingError';

  constructor(
    readonly code: BookingErrorCode,
    serverMessage?: string,
  ) {
    const entry = bookingErrors[code];
    super(statusOf[code] ?? 400, {
      code,
      title: entry.name,
      message: serverMessage ?? entry.message ?? unknownBookingErrorMessage,
    });
  }
}
